CREATE TABLE "wa_pengaturan" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"phone_number_id" varchar(40) DEFAULT '' NOT NULL,
	"token" text DEFAULT '' NOT NULL,
	"versi_api" varchar(10) DEFAULT 'v21.0' NOT NULL,
	"bahasa" varchar(10) DEFAULT 'id' NOT NULL,
	"tpl_struk" varchar(100) DEFAULT 'struk_belanja' NOT NULL,
	"tpl_faktur" varchar(100) DEFAULT 'faktur_penjualan' NOT NULL,
	"tpl_pengingat" varchar(100) DEFAULT 'pengingat_piutang' NOT NULL,
	"tpl_tes" varchar(100) DEFAULT 'hello_world' NOT NULL,
	"diubah" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wa_pesan" (
	"id" serial PRIMARY KEY NOT NULL,
	"jenis" varchar(12) NOT NULL,
	"nomor" varchar(20) NOT NULL,
	"doctype" varchar(20) DEFAULT '' NOT NULL,
	"docid" integer,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"isi" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'antri' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"claim" varchar(32) DEFAULT '' NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"wamid" varchar(200) DEFAULT '' NOT NULL,
	"userid" varchar(40) DEFAULT '' NOT NULL,
	"dibuat" timestamp with time zone DEFAULT now() NOT NULL,
	"diubah" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wa_pesan_due" ON "wa_pesan" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "wa_pesan_doc" ON "wa_pesan" USING btree ("doctype","docid");