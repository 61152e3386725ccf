CREATE TABLE "payment_gateway" (
	"id" integer PRIMARY KEY NOT NULL,
	"qrisstatis" text DEFAULT '' NOT NULL,
	"kodeacc" varchar(20) DEFAULT '' NOT NULL,
	"menit" integer DEFAULT 5 NOT NULL,
	"snapaktif" boolean DEFAULT false NOT NULL,
	"baseurl" varchar(300) DEFAULT '' NOT NULL,
	"prefix" varchar(100) DEFAULT '' NOT NULL,
	"clientid" varchar(150) DEFAULT '' NOT NULL,
	"clientsecret" text DEFAULT '' NOT NULL,
	"privatekey" text DEFAULT '' NOT NULL,
	"publickeygateway" text DEFAULT '' NOT NULL,
	"partnerid" varchar(60) DEFAULT '' NOT NULL,
	"channelid" varchar(20) DEFAULT '' NOT NULL,
	"merchantid" varchar(60) DEFAULT '' NOT NULL,
	"terminalid" varchar(60) DEFAULT '' NOT NULL,
	"diubah" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qris_bayar" (
	"id" serial PRIMARY KEY NOT NULL,
	"referensi" varchar(64) NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"nominal" numeric(18, 2) NOT NULL,
	"qris" text NOT NULL,
	"mode" varchar(10) NOT NULL,
	"status" varchar(15) DEFAULT 'menunggu' NOT NULL,
	"kedaluwarsa" timestamp with time zone NOT NULL,
	"refgateway" varchar(64) DEFAULT '' NOT NULL,
	"dibayar" timestamp with time zone,
	"notifikasi" integer DEFAULT 0 NOT NULL,
	"ditanya" timestamp with time zone,
	"dipakai" boolean DEFAULT false NOT NULL,
	"userid" varchar(30) DEFAULT '' NOT NULL,
	"pesan" text DEFAULT '' NOT NULL,
	"dibuat" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qris_bayar_referensi_unique" UNIQUE("referensi")
);
--> statement-breakpoint
ALTER TABLE "kasir" ADD COLUMN "bayarqris" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "kasir" ADD COLUMN "refqris" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jual" ADD COLUMN "bayarqris" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "jual" ADD COLUMN "refqris" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "qris_bayar_dibuat" ON "qris_bayar" USING btree ("dibuat");--> statement-breakpoint
CREATE INDEX "itemmp_iddetailvarian_idx" ON "itemmp" USING btree ("iddetailvarian");