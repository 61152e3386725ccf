CREATE TABLE "kas_laci" (
	"id" serial PRIMARY KEY NOT NULL,
	"userid" varchar(30) NOT NULL,
	"compname" varchar(100) NOT NULL,
	"saldoawal" numeric(18, 2) NOT NULL,
	"dibuka" timestamp with time zone DEFAULT now() NOT NULL,
	"ditutup" timestamp with time zone,
	"notransaksi" varchar(40),
	"tanggal" date,
	"ringkasan" jsonb
);
--> statement-breakpoint
CREATE TABLE "kasir" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"jam" varchar(8) DEFAULT '' NOT NULL,
	"userid" varchar(30) DEFAULT '' NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"kodegudang" varchar(10) DEFAULT '' NOT NULL,
	"kodesales" varchar(20) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"kodevoucher" varchar(30) DEFAULT '' NOT NULL,
	"subtotal" numeric(18, 2) DEFAULT '0' NOT NULL,
	"diskon" numeric(7, 4) DEFAULT '0' NOT NULL,
	"potongan" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tipeppn" varchar(1) DEFAULT 'N' NOT NULL,
	"dpp" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ppn" numeric(18, 2) DEFAULT '0' NOT NULL,
	"pembulatan" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tunai" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kodeacckas" varchar(20) DEFAULT '' NOT NULL,
	"bayarkartu" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kodebank" varchar(20) DEFAULT '' NOT NULL,
	"nokartu" varchar(30) DEFAULT '' NOT NULL,
	"bayaremoney" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kodeemoney" varchar(20) DEFAULT '' NOT NULL,
	"deposit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"dibayar" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kredit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kembali" numeric(18, 2) DEFAULT '0' NOT NULL,
	"jatuhtempo" date,
	"pointdapat" numeric(18, 2) DEFAULT '0' NOT NULL,
	"batal" boolean DEFAULT false NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kasir_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"kasir_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"iddetailvarian" varchar(40) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 4) NOT NULL,
	"harga" numeric(18, 2) DEFAULT '0' NOT NULL,
	"diskon1" numeric(7, 4) DEFAULT '0' NOT NULL,
	"diskon2" numeric(7, 4) DEFAULT '0' NOT NULL,
	"diskon3" numeric(7, 4) DEFAULT '0' NOT NULL,
	"diskon4" numeric(7, 4) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"jenispajak" varchar(4) DEFAULT '1112' NOT NULL,
	"idpromo" varchar(30) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jual" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"jam" varchar(8) DEFAULT '' NOT NULL,
	"userid" varchar(30) DEFAULT '' NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"kodegudang" varchar(10) DEFAULT '' NOT NULL,
	"kodesales" varchar(20) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"kodevoucher" varchar(30) DEFAULT '' NOT NULL,
	"subtotal" numeric(18, 2) DEFAULT '0' NOT NULL,
	"diskon" numeric(7, 4) DEFAULT '0' NOT NULL,
	"potongan" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tipeppn" varchar(1) DEFAULT 'N' NOT NULL,
	"dpp" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ppn" numeric(18, 2) DEFAULT '0' NOT NULL,
	"pembulatan" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tunai" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kodeacckas" varchar(20) DEFAULT '' NOT NULL,
	"bayarkartu" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kodebank" varchar(20) DEFAULT '' NOT NULL,
	"nokartu" varchar(30) DEFAULT '' NOT NULL,
	"bayaremoney" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kodeemoney" varchar(20) DEFAULT '' NOT NULL,
	"deposit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"dibayar" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kredit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kembali" numeric(18, 2) DEFAULT '0' NOT NULL,
	"jatuhtempo" date,
	"pointdapat" numeric(18, 2) DEFAULT '0' NOT NULL,
	"batal" boolean DEFAULT false NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jual_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"jual_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"iddetailvarian" varchar(40) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 4) NOT NULL,
	"harga" numeric(18, 2) DEFAULT '0' NOT NULL,
	"diskon1" numeric(7, 4) DEFAULT '0' NOT NULL,
	"diskon2" numeric(7, 4) DEFAULT '0' NOT NULL,
	"diskon3" numeric(7, 4) DEFAULT '0' NOT NULL,
	"diskon4" numeric(7, 4) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"jenispajak" varchar(4) DEFAULT '1112' NOT NULL,
	"idpromo" varchar(30) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kasir_detail" ADD CONSTRAINT "kasir_detail_kasir_id_kasir_id_fk" FOREIGN KEY ("kasir_id") REFERENCES "public"."kasir"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jual_detail" ADD CONSTRAINT "jual_detail_jual_id_jual_id_fk" FOREIGN KEY ("jual_id") REFERENCES "public"."jual"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kas_laci_user_device" ON "kas_laci" USING btree ("userid","compname","ditutup");--> statement-breakpoint
CREATE UNIQUE INDEX "kasir_notransaksi_key" ON "kasir" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "kasir_notransaksi_awalan" ON "kasir" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "kasir_keterangan_trgm" ON "kasir" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kasir_kodesupel_awalan" ON "kasir" USING btree ("kodesupel" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "kasir_tanggal_idx" ON "kasir" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "kasir_kodegudang_idx" ON "kasir" USING btree ("kodegudang");--> statement-breakpoint
CREATE INDEX "kasir_kodesales_idx" ON "kasir" USING btree ("kodesales");--> statement-breakpoint
CREATE INDEX "kasir_kodeacckas_idx" ON "kasir" USING btree ("kodeacckas");--> statement-breakpoint
CREATE INDEX "kasir_kodebank_idx" ON "kasir" USING btree ("kodebank");--> statement-breakpoint
CREATE INDEX "kasir_kodeemoney_idx" ON "kasir" USING btree ("kodeemoney");--> statement-breakpoint
CREATE INDEX "kasir_detail_induk" ON "kasir_detail" USING btree ("kasir_id");--> statement-breakpoint
CREATE INDEX "kasir_detail_kodeitem_idx" ON "kasir_detail" USING btree ("kodeitem");--> statement-breakpoint
CREATE INDEX "kasir_detail_satuan_idx" ON "kasir_detail" USING btree ("satuan");--> statement-breakpoint
CREATE INDEX "kasir_detail_iddetailvarian_idx" ON "kasir_detail" USING btree ("iddetailvarian");--> statement-breakpoint
CREATE UNIQUE INDEX "jual_notransaksi_key" ON "jual" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "jual_notransaksi_awalan" ON "jual" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "jual_keterangan_trgm" ON "jual" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jual_kodesupel_awalan" ON "jual" USING btree ("kodesupel" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "jual_tanggal_idx" ON "jual" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "jual_kodegudang_idx" ON "jual" USING btree ("kodegudang");--> statement-breakpoint
CREATE INDEX "jual_kodesales_idx" ON "jual" USING btree ("kodesales");--> statement-breakpoint
CREATE INDEX "jual_kodeacckas_idx" ON "jual" USING btree ("kodeacckas");--> statement-breakpoint
CREATE INDEX "jual_kodebank_idx" ON "jual" USING btree ("kodebank");--> statement-breakpoint
CREATE INDEX "jual_kodeemoney_idx" ON "jual" USING btree ("kodeemoney");--> statement-breakpoint
CREATE INDEX "jual_detail_induk" ON "jual_detail" USING btree ("jual_id");--> statement-breakpoint
CREATE INDEX "jual_detail_kodeitem_idx" ON "jual_detail" USING btree ("kodeitem");--> statement-breakpoint
CREATE INDEX "jual_detail_satuan_idx" ON "jual_detail" USING btree ("satuan");--> statement-breakpoint
CREATE INDEX "jual_detail_iddetailvarian_idx" ON "jual_detail" USING btree ("iddetailvarian");