ALTER TABLE "kasir_detail" ADD COLUMN "sisa" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "returjual_detail" ADD COLUMN "jenissumber" varchar(30);--> statement-breakpoint
-- data step (retur) begin
-- Till sale lines keep what is left to return: all of it (mode-1 returns took only from back-office
-- sales until now; what free returns (mode 2) brought back names no sale, so it is not counted).
UPDATE "kasir_detail" SET "sisa" = "jumlah";--> statement-breakpoint
-- The return lines taken so far all came from back-office sales.
UPDATE "returjual_detail" SET "jenissumber" = 'jual' WHERE "idsumber" IS NOT NULL;
-- data step (retur) end
