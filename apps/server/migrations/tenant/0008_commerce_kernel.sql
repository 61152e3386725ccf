CREATE TABLE "gl_saldo_harian" (
	"perkiraan_id" integer NOT NULL,
	"tanggal" date NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	"debet" numeric(20, 2) DEFAULT '0' NOT NULL,
	"kredit" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "gl_saldo_harian_perkiraan_id_tanggal_slot_pk" PRIMARY KEY("perkiraan_id","tanggal","slot")
);
--> statement-breakpoint
CREATE TABLE "satuanitem" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"konversi" numeric(18, 4) NOT NULL,
	"barcode" varchar(30) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itemmasuk" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodegudang" varchar(10) DEFAULT '' NOT NULL,
	"kodeacc" varchar(20) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itemmasuk_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"itemmasuk_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 4) NOT NULL,
	"harga" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "jurnal_detail_doc";--> statement-breakpoint
DROP INDEX "kaskeluar_detail_doc";--> statement-breakpoint
DROP INDEX "kasmasuk_detail_doc";--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "hargabeli" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "jurnal" ADD COLUMN "kodekantor" varchar(5) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kaskeluar" ADD COLUMN "kodekantor" varchar(5) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kasmasuk" ADD COLUMN "kodekantor" varchar(5) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kastransfer" ADD COLUMN "kodekantor" varchar(5) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "satuanitem" ADD CONSTRAINT "satuanitem_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itemmasuk_detail" ADD CONSTRAINT "itemmasuk_detail_itemmasuk_id_itemmasuk_id_fk" FOREIGN KEY ("itemmasuk_id") REFERENCES "public"."itemmasuk"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gl_saldo_harian_tanggal" ON "gl_saldo_harian" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "satuanitem_induk" ON "satuanitem" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "satuanitem_barcode_key" ON "satuanitem" USING btree ("barcode") WHERE "barcode" <> '';--> statement-breakpoint
CREATE INDEX "satuanitem_satuan_idx" ON "satuanitem" USING btree ("satuan");--> statement-breakpoint
CREATE UNIQUE INDEX "satuanitem_satuan_per_induk" ON "satuanitem" USING btree ("item_id","satuan");--> statement-breakpoint
CREATE UNIQUE INDEX "itemmasuk_notransaksi_key" ON "itemmasuk" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "itemmasuk_keterangan_trgm" ON "itemmasuk" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "itemmasuk_tanggal_idx" ON "itemmasuk" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "itemmasuk_kodegudang_idx" ON "itemmasuk" USING btree ("kodegudang");--> statement-breakpoint
CREATE INDEX "itemmasuk_kodeacc_idx" ON "itemmasuk" USING btree ("kodeacc");--> statement-breakpoint
CREATE INDEX "itemmasuk_detail_induk" ON "itemmasuk_detail" USING btree ("itemmasuk_id");--> statement-breakpoint
CREATE INDEX "itemmasuk_detail_kodeitem_idx" ON "itemmasuk_detail" USING btree ("kodeitem");--> statement-breakpoint
CREATE INDEX "itemmasuk_detail_satuan_idx" ON "itemmasuk_detail" USING btree ("satuan");--> statement-breakpoint
CREATE INDEX "catatantransaksi_notransaksi_awalan" ON "catatantransaksi" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "catatantransaksi_catatan_trgm" ON "catatantransaksi" USING gin ("catatan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gudang_namagudang_trgm" ON "gudang" USING gin ("namagudang" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "item_namaitem_trgm" ON "item" USING gin ("namaitem" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "item_tipe_idx" ON "item" USING btree ("tipe");--> statement-breakpoint
CREATE INDEX "item_aktif_idx" ON "item" USING btree ("aktif");--> statement-breakpoint
CREATE INDEX "item_satuan_idx" ON "item" USING btree ("satuan");--> statement-breakpoint
CREATE INDEX "jurnal_keterangan_trgm" ON "jurnal" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jurnal_tanggal_idx" ON "jurnal" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "jurnal_detail_induk" ON "jurnal_detail" USING btree ("jurnal_id");--> statement-breakpoint
CREATE INDEX "jurnal_detail_kodeacc_idx" ON "jurnal_detail" USING btree ("kodeacc");--> statement-breakpoint
CREATE INDEX "kaskeluar_keterangan_trgm" ON "kaskeluar" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kaskeluar_tanggal_idx" ON "kaskeluar" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "kaskeluar_kodeacc_idx" ON "kaskeluar" USING btree ("kodeacc");--> statement-breakpoint
CREATE INDEX "kaskeluar_detail_induk" ON "kaskeluar_detail" USING btree ("kaskeluar_id");--> statement-breakpoint
CREATE INDEX "kaskeluar_detail_kodeacc_idx" ON "kaskeluar_detail" USING btree ("kodeacc");--> statement-breakpoint
CREATE INDEX "kasmasuk_keterangan_trgm" ON "kasmasuk" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kasmasuk_tanggal_idx" ON "kasmasuk" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "kasmasuk_kodeacc_idx" ON "kasmasuk" USING btree ("kodeacc");--> statement-breakpoint
CREATE INDEX "kasmasuk_detail_induk" ON "kasmasuk_detail" USING btree ("kasmasuk_id");--> statement-breakpoint
CREATE INDEX "kasmasuk_detail_kodeacc_idx" ON "kasmasuk_detail" USING btree ("kodeacc");--> statement-breakpoint
CREATE INDEX "kastransfer_keterangan_trgm" ON "kastransfer" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kastransfer_tanggal_idx" ON "kastransfer" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "kastransfer_kodeaccdari_idx" ON "kastransfer" USING btree ("kodeaccdari");--> statement-breakpoint
CREATE INDEX "kastransfer_kodeaccke_idx" ON "kastransfer" USING btree ("kodeaccke");--> statement-breakpoint
CREATE INDEX "kelompokakses_namakelompok_trgm" ON "kelompokakses" USING gin ("namakelompok" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "perkiraan_namaacc_trgm" ON "perkiraan" USING gin ("namaacc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "perkiraan_kelompok_idx" ON "perkiraan" USING btree ("kelompok");--> statement-breakpoint
CREATE INDEX "perkiraan_tipe_idx" ON "perkiraan" USING btree ("tipe");--> statement-breakpoint
CREATE INDEX "perkiraan_grup_idx" ON "perkiraan" USING btree ("grup");--> statement-breakpoint
CREATE INDEX "perkiraan_aktif_idx" ON "perkiraan" USING btree ("aktif");--> statement-breakpoint
CREATE INDEX "perkiraan_induk_idx" ON "perkiraan" USING btree ("induk");--> statement-breakpoint
CREATE INDEX "saldoawalakun_keterangan_trgm" ON "saldoawalakun" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "satuan_namasatuan_trgm" ON "satuan" USING gin ("namasatuan" gin_trgm_ops);--> statement-breakpoint
-- Every item's base unit becomes its first unit row (konversi 1).
INSERT INTO "satuanitem" ("item_id", "urut", "satuan", "konversi", "barcode") SELECT "id", 1, "satuan", 1, '' FROM "item";
--> statement-breakpoint
-- Daily balances of the lines posted so far.
INSERT INTO "gl_saldo_harian" ("perkiraan_id", "tanggal", "debet", "kredit") SELECT "perkiraan_id", "tanggal", sum("debet"), sum("kredit") FROM "gl_baris" GROUP BY 1, 2;
