ALTER TABLE "marketplace_toko" ADD COLUMN "token_exp" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_toko" ADD COLUMN "status" varchar(20) DEFAULT 'aktif' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_toko" ADD COLUMN "pesan" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_toko" ADD COLUMN "dihubungkan" timestamp with time zone;