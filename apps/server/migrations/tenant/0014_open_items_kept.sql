ALTER TABLE "beli" ADD COLUMN "sisakredit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "beli" ADD COLUMN "tempo" date;--> statement-breakpoint
ALTER TABLE "saldoawalhutang" ADD COLUMN "sisakredit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "saldoawalhutang" ADD COLUMN "tempo" date;--> statement-breakpoint
ALTER TABLE "kasir" ADD COLUMN "sisakredit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "kasir" ADD COLUMN "tempo" date;--> statement-breakpoint
ALTER TABLE "jual" ADD COLUMN "sisakredit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "jual" ADD COLUMN "tempo" date;--> statement-breakpoint
ALTER TABLE "saldoawalpiutang" ADD COLUMN "sisakredit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "saldoawalpiutang" ADD COLUMN "tempo" date;--> statement-breakpoint
CREATE INDEX "beli_tempo_idx" ON "beli" USING btree ("tempo");--> statement-breakpoint
CREATE INDEX "saldoawalhutang_tempo_idx" ON "saldoawalhutang" USING btree ("tempo");--> statement-breakpoint
CREATE INDEX "kasir_tempo_idx" ON "kasir" USING btree ("tempo");--> statement-breakpoint
CREATE INDEX "jual_tempo_idx" ON "jual" USING btree ("tempo");--> statement-breakpoint
CREATE INDEX "saldoawalpiutang_tempo_idx" ON "saldoawalpiutang" USING btree ("tempo");--> statement-breakpoint
-- Data (hand-written): the kept remaining of existing invoices = amount - every settlement (payment lines with discount, returns that reduce it), and their due date while open.
UPDATE "jual" i SET "sisakredit" = i."kredit" - coalesce((SELECT sum(d."bayar" + d."potongan") FROM "bayarpiutang_detail" d WHERE d."noinvoice" = i."notransaksi"), 0) - coalesce((SELECT sum(r."total") FROM "returjual" r WHERE r."nojual" = i."notransaksi" AND r."potongpiutang"), 0);--> statement-breakpoint
UPDATE "kasir" i SET "sisakredit" = i."kredit" - coalesce((SELECT sum(d."bayar" + d."potongan") FROM "bayarpiutang_detail" d WHERE d."noinvoice" = i."notransaksi"), 0) - coalesce((SELECT sum(r."total") FROM "returjual" r WHERE r."nojual" = i."notransaksi" AND r."potongpiutang"), 0);--> statement-breakpoint
UPDATE "saldoawalpiutang" i SET "sisakredit" = i."jumlah" - coalesce((SELECT sum(d."bayar" + d."potongan") FROM "bayarpiutang_detail" d WHERE d."noinvoice" = i."notransaksi"), 0) - coalesce((SELECT sum(r."total") FROM "returjual" r WHERE r."nojual" = i."notransaksi" AND r."potongpiutang"), 0);--> statement-breakpoint
UPDATE "beli" i SET "sisakredit" = i."kredit" - coalesce((SELECT sum(d."bayar" + d."potongan") FROM "bayarhutang_detail" d WHERE d."noinvoice" = i."notransaksi"), 0) - coalesce((SELECT sum(r."total") FROM "returbeli" r WHERE r."nobeli" = i."notransaksi" AND r."potonghutang"), 0);--> statement-breakpoint
UPDATE "saldoawalhutang" i SET "sisakredit" = i."jumlah" - coalesce((SELECT sum(d."bayar" + d."potongan") FROM "bayarhutang_detail" d WHERE d."noinvoice" = i."notransaksi"), 0) - coalesce((SELECT sum(r."total") FROM "returbeli" r WHERE r."nobeli" = i."notransaksi" AND r."potonghutang"), 0);--> statement-breakpoint
UPDATE "jual" SET "tempo" = CASE WHEN "sisakredit" > 0 THEN coalesce("jatuhtempo", "tanggal") END;--> statement-breakpoint
UPDATE "kasir" SET "tempo" = CASE WHEN "sisakredit" > 0 THEN coalesce("jatuhtempo", "tanggal") END;--> statement-breakpoint
UPDATE "saldoawalpiutang" SET "tempo" = CASE WHEN "sisakredit" > 0 THEN coalesce("jatuhtempo", "tanggal") END;--> statement-breakpoint
UPDATE "beli" SET "tempo" = CASE WHEN "sisakredit" > 0 THEN coalesce("jatuhtempo", "tanggal") END;--> statement-breakpoint
UPDATE "saldoawalhutang" SET "tempo" = CASE WHEN "sisakredit" > 0 THEN coalesce("jatuhtempo", "tanggal") END;
