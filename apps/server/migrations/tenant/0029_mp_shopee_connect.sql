CREATE TABLE "marketplace_sambung" (
	"nonce" varchar(32) PRIMARY KEY NOT NULL,
	"marketplace" varchar(20) NOT NULL,
	"userid" varchar(50) DEFAULT '' NOT NULL,
	"berlaku" timestamp with time zone NOT NULL,
	"dibuat" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketplace_toko" ADD COLUMN "token_exp" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_toko" ADD COLUMN "status" varchar(20) DEFAULT 'aktif' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_toko" ADD COLUMN "pesan" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_toko" ADD COLUMN "dihubungkan" timestamp with time zone;