ALTER TABLE "kasir" ADD COLUMN "pointpakai" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "kasir" ADD COLUMN "bayarpoint" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "jual" ADD COLUMN "pointpakai" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "jual" ADD COLUMN "bayarpoint" numeric(18, 2) DEFAULT '0' NOT NULL;