CREATE TABLE "mp_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"marketplace" varchar(20) NOT NULL,
	"shop_id" varchar(60) NOT NULL,
	"kunci" varchar(60) NOT NULL,
	"versi" integer DEFAULT 1 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"claimed_until" timestamp with time zone,
	"claim" varchar(32) DEFAULT '' NOT NULL,
	"dibuat" timestamp with time zone DEFAULT now() NOT NULL,
	"diubah" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mp_synclog" (
	"id" serial PRIMARY KEY NOT NULL,
	"marketplace" varchar(20) NOT NULL,
	"shop_id" varchar(60) NOT NULL,
	"jenis" varchar(10) NOT NULL,
	"item_id" varchar(40) DEFAULT '' NOT NULL,
	"model_id" varchar(40) DEFAULT '' NOT NULL,
	"sku" varchar(100) DEFAULT '' NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"nilai" varchar(30) DEFAULT '' NOT NULL,
	"ok" boolean NOT NULL,
	"msg" text DEFAULT '' NOT NULL,
	"tanggal_sync" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mp_outbox_kunci" ON "mp_outbox" USING btree ("kind","marketplace","shop_id","kunci");--> statement-breakpoint
CREATE INDEX "mp_outbox_due" ON "mp_outbox" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "mp_synclog_toko" ON "mp_synclog" USING btree ("shop_id","tanggal_sync");