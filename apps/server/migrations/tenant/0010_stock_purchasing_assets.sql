CREATE TABLE "itemkeluar" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodegudang" varchar(10) DEFAULT '' NOT NULL,
	"kodeacc" varchar(20) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itemkeluar_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"itemkeluar_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pesantransfer" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodegudang" varchar(10) DEFAULT '' NOT NULL,
	"kodegudangtujuan" varchar(10) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pesantransfer_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"pesantransfer_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 4) NOT NULL,
	"sisa" numeric(18, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transferitem" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodegudang" varchar(10) DEFAULT '' NOT NULL,
	"kodegudangtujuan" varchar(10) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transferitem_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"transferitem_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 4) NOT NULL,
	"idsumber" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saldoawalitem" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodegudang" varchar(10) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saldoawalitem_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"saldoawalitem_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 4) NOT NULL,
	"harga" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opname" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodegudang" varchar(10) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opname_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"opname_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 4) NOT NULL,
	"stok" numeric(18, 4),
	"selisih" numeric(18, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pesanbeli" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodegudang" varchar(10) DEFAULT '' NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"tglkirim" date,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pesanbeli_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"pesanbeli_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 4) NOT NULL,
	"harga" numeric(18, 2) DEFAULT '0' NOT NULL,
	"diskon1" numeric(7, 4) DEFAULT '0' NOT NULL,
	"diskon2" numeric(7, 4) DEFAULT '0' NOT NULL,
	"diskon3" numeric(7, 4) DEFAULT '0' NOT NULL,
	"diskon4" numeric(7, 4) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sisa" numeric(18, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beli" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"kodegudang" varchar(10) DEFAULT '' NOT NULL,
	"nofaktur" varchar(50) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"subtotal" numeric(18, 2) DEFAULT '0' NOT NULL,
	"diskon" numeric(7, 4) DEFAULT '0' NOT NULL,
	"potongan" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tipeppn" varchar(1) DEFAULT 'N' NOT NULL,
	"jenispajak" varchar(4) DEFAULT '1112' NOT NULL,
	"dpp" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ppn" numeric(18, 2) DEFAULT '0' NOT NULL,
	"biayakirim" numeric(18, 2) DEFAULT '0' NOT NULL,
	"biayalain" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tunai" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kodeacckas" varchar(20) DEFAULT '' NOT NULL,
	"deposit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kredit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"jatuhtempo" date,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beli_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"beli_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 4) NOT NULL,
	"harga" numeric(18, 2) DEFAULT '0' NOT NULL,
	"diskon1" numeric(7, 4) DEFAULT '0' NOT NULL,
	"diskon2" numeric(7, 4) DEFAULT '0' NOT NULL,
	"diskon3" numeric(7, 4) DEFAULT '0' NOT NULL,
	"diskon4" numeric(7, 4) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"nilai" numeric(18, 2),
	"idsumber" integer,
	"sisa" numeric(18, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returbeli" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"mode" varchar(1) DEFAULT '1' NOT NULL,
	"nobeli" varchar(40) DEFAULT '' NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"kodegudang" varchar(10) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"tipeppn" varchar(1) DEFAULT 'N' NOT NULL,
	"jenispajak" varchar(4) DEFAULT '1112' NOT NULL,
	"subtotal" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ppn" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"potonghutang" boolean DEFAULT false NOT NULL,
	"kodeacckas" varchar(20) DEFAULT '' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returbeli_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"returbeli_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 4) NOT NULL,
	"harga" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"idsumber" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bayarhutang" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"kodeacckas" varchar(20) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"totalpotongan" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bayarhutang_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"bayarhutang_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"noinvoice" varchar(40) DEFAULT '' NOT NULL,
	"bayar" numeric(18, 2) DEFAULT '0' NOT NULL,
	"potongan" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "depositsup" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"kodeacckas" varchar(20) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 2) NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saldoawalhutang" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"nofaktur" varchar(50) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 2) NOT NULL,
	"jatuhtempo" date,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pesanrakit" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodegudang" varchar(10) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pesanrakit_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"pesanrakit_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 4) NOT NULL,
	"sisa" numeric(18, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rakit" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodegudang" varchar(10) DEFAULT '' NOT NULL,
	"kodeacc" varchar(20) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rakit_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"rakit_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 4) NOT NULL,
	"idsumber" integer,
	"sisa" numeric(18, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rakit_komponen" (
	"id" serial PRIMARY KEY NOT NULL,
	"rakit_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prosesjadi" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodegudang" varchar(10) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"totalbiaya" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prosesjadi_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"prosesjadi_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 4) NOT NULL,
	"nilai" numeric(18, 2) DEFAULT '0' NOT NULL,
	"idsumber" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prosesjadi_biaya" (
	"id" serial PRIMARY KEY NOT NULL,
	"prosesjadi_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeacc" varchar(20) DEFAULT '' NOT NULL,
	"keterangan" varchar(100) DEFAULT '' NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "penyusutan" (
	"id" serial PRIMARY KEY NOT NULL,
	"periode" varchar(7) NOT NULL,
	"notransaksi" varchar(40) NOT NULL,
	"tanggal" date NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"jumlahaset" integer NOT NULL,
	"userid" varchar(30) DEFAULT '' NOT NULL,
	"waktu" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "penyusutan_periode_unique" UNIQUE("periode"),
	CONSTRAINT "penyusutan_notransaksi_unique" UNIQUE("notransaksi")
);
--> statement-breakpoint
CREATE TABLE "penyusutan_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"penyusutan_id" integer NOT NULL,
	"periode" varchar(7) NOT NULL,
	"kodeaset" varchar(20) NOT NULL,
	"kodeaccakum" varchar(20) NOT NULL,
	"kodeaccbiaya" varchar(20) NOT NULL,
	"nilai" numeric(18, 2) NOT NULL,
	CONSTRAINT "penyusutan_detail_periode_aset" UNIQUE("periode","kodeaset")
);
--> statement-breakpoint
CREATE TABLE "pelepasan_aset" (
	"notransaksi" varchar(40) PRIMARY KEY NOT NULL,
	"kodeaset" varchar(20) NOT NULL,
	CONSTRAINT "pelepasan_aset_kodeaset_unique" UNIQUE("kodeaset")
);
--> statement-breakpoint
CREATE TABLE "dataaset" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodeaset" varchar(20) DEFAULT '' NOT NULL,
	"namaaset" varchar(100) DEFAULT '' NOT NULL,
	"kodegrupaset" varchar(10) DEFAULT '' NOT NULL,
	"tglperolehan" date NOT NULL,
	"hargaperolehan" numeric(18, 2) NOT NULL,
	"metode" varchar(2) DEFAULT '' NOT NULL,
	"umur" integer,
	"tarif" numeric(5, 2),
	"kodeaccaset" varchar(20) DEFAULT '' NOT NULL,
	"kodeaccakum" varchar(20) DEFAULT '' NOT NULL,
	"kodeaccbiaya" varchar(20) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"tglpelepasan" date,
	"jenispelepasan" varchar(1) DEFAULT '' NOT NULL,
	"hargajual" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kodeacckas" varchar(20) DEFAULT '' NOT NULL,
	"kodeacclabarugi" varchar(20) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "itemkeluar_detail" ADD CONSTRAINT "itemkeluar_detail_itemkeluar_id_itemkeluar_id_fk" FOREIGN KEY ("itemkeluar_id") REFERENCES "public"."itemkeluar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesantransfer_detail" ADD CONSTRAINT "pesantransfer_detail_pesantransfer_id_pesantransfer_id_fk" FOREIGN KEY ("pesantransfer_id") REFERENCES "public"."pesantransfer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferitem_detail" ADD CONSTRAINT "transferitem_detail_transferitem_id_transferitem_id_fk" FOREIGN KEY ("transferitem_id") REFERENCES "public"."transferitem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldoawalitem_detail" ADD CONSTRAINT "saldoawalitem_detail_saldoawalitem_id_saldoawalitem_id_fk" FOREIGN KEY ("saldoawalitem_id") REFERENCES "public"."saldoawalitem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opname_detail" ADD CONSTRAINT "opname_detail_opname_id_opname_id_fk" FOREIGN KEY ("opname_id") REFERENCES "public"."opname"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesanbeli_detail" ADD CONSTRAINT "pesanbeli_detail_pesanbeli_id_pesanbeli_id_fk" FOREIGN KEY ("pesanbeli_id") REFERENCES "public"."pesanbeli"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beli_detail" ADD CONSTRAINT "beli_detail_beli_id_beli_id_fk" FOREIGN KEY ("beli_id") REFERENCES "public"."beli"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returbeli_detail" ADD CONSTRAINT "returbeli_detail_returbeli_id_returbeli_id_fk" FOREIGN KEY ("returbeli_id") REFERENCES "public"."returbeli"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bayarhutang_detail" ADD CONSTRAINT "bayarhutang_detail_bayarhutang_id_bayarhutang_id_fk" FOREIGN KEY ("bayarhutang_id") REFERENCES "public"."bayarhutang"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesanrakit_detail" ADD CONSTRAINT "pesanrakit_detail_pesanrakit_id_pesanrakit_id_fk" FOREIGN KEY ("pesanrakit_id") REFERENCES "public"."pesanrakit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rakit_detail" ADD CONSTRAINT "rakit_detail_rakit_id_rakit_id_fk" FOREIGN KEY ("rakit_id") REFERENCES "public"."rakit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rakit_komponen" ADD CONSTRAINT "rakit_komponen_rakit_id_rakit_id_fk" FOREIGN KEY ("rakit_id") REFERENCES "public"."rakit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosesjadi_detail" ADD CONSTRAINT "prosesjadi_detail_prosesjadi_id_prosesjadi_id_fk" FOREIGN KEY ("prosesjadi_id") REFERENCES "public"."prosesjadi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prosesjadi_biaya" ADD CONSTRAINT "prosesjadi_biaya_prosesjadi_id_prosesjadi_id_fk" FOREIGN KEY ("prosesjadi_id") REFERENCES "public"."prosesjadi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penyusutan_detail" ADD CONSTRAINT "penyusutan_detail_penyusutan_id_penyusutan_id_fk" FOREIGN KEY ("penyusutan_id") REFERENCES "public"."penyusutan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "itemkeluar_notransaksi_key" ON "itemkeluar" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "itemkeluar_notransaksi_awalan" ON "itemkeluar" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "itemkeluar_keterangan_trgm" ON "itemkeluar" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "itemkeluar_tanggal_idx" ON "itemkeluar" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "itemkeluar_kodegudang_idx" ON "itemkeluar" USING btree ("kodegudang");--> statement-breakpoint
CREATE INDEX "itemkeluar_kodeacc_idx" ON "itemkeluar" USING btree ("kodeacc");--> statement-breakpoint
CREATE INDEX "itemkeluar_detail_induk" ON "itemkeluar_detail" USING btree ("itemkeluar_id");--> statement-breakpoint
CREATE INDEX "itemkeluar_detail_kodeitem_idx" ON "itemkeluar_detail" USING btree ("kodeitem");--> statement-breakpoint
CREATE INDEX "itemkeluar_detail_satuan_idx" ON "itemkeluar_detail" USING btree ("satuan");--> statement-breakpoint
CREATE UNIQUE INDEX "pesantransfer_notransaksi_key" ON "pesantransfer" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "pesantransfer_notransaksi_awalan" ON "pesantransfer" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "pesantransfer_keterangan_trgm" ON "pesantransfer" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pesantransfer_tanggal_idx" ON "pesantransfer" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "pesantransfer_kodegudang_idx" ON "pesantransfer" USING btree ("kodegudang");--> statement-breakpoint
CREATE INDEX "pesantransfer_kodegudangtujuan_idx" ON "pesantransfer" USING btree ("kodegudangtujuan");--> statement-breakpoint
CREATE INDEX "pesantransfer_status_idx" ON "pesantransfer" USING btree ("status");--> statement-breakpoint
CREATE INDEX "pesantransfer_detail_induk" ON "pesantransfer_detail" USING btree ("pesantransfer_id");--> statement-breakpoint
CREATE INDEX "pesantransfer_detail_kodeitem_idx" ON "pesantransfer_detail" USING btree ("kodeitem");--> statement-breakpoint
CREATE INDEX "pesantransfer_detail_satuan_idx" ON "pesantransfer_detail" USING btree ("satuan");--> statement-breakpoint
CREATE UNIQUE INDEX "transferitem_notransaksi_key" ON "transferitem" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "transferitem_notransaksi_awalan" ON "transferitem" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "transferitem_keterangan_trgm" ON "transferitem" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transferitem_tanggal_idx" ON "transferitem" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "transferitem_kodegudang_idx" ON "transferitem" USING btree ("kodegudang");--> statement-breakpoint
CREATE INDEX "transferitem_kodegudangtujuan_idx" ON "transferitem" USING btree ("kodegudangtujuan");--> statement-breakpoint
CREATE INDEX "transferitem_detail_induk" ON "transferitem_detail" USING btree ("transferitem_id");--> statement-breakpoint
CREATE INDEX "transferitem_detail_kodeitem_idx" ON "transferitem_detail" USING btree ("kodeitem");--> statement-breakpoint
CREATE INDEX "transferitem_detail_satuan_idx" ON "transferitem_detail" USING btree ("satuan");--> statement-breakpoint
CREATE INDEX "transferitem_detail_idsumber" ON "transferitem_detail" USING btree ("idsumber") WHERE "idsumber" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "saldoawalitem_notransaksi_key" ON "saldoawalitem" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "saldoawalitem_notransaksi_awalan" ON "saldoawalitem" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "saldoawalitem_keterangan_trgm" ON "saldoawalitem" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "saldoawalitem_tanggal_idx" ON "saldoawalitem" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "saldoawalitem_kodegudang_idx" ON "saldoawalitem" USING btree ("kodegudang");--> statement-breakpoint
CREATE INDEX "saldoawalitem_detail_induk" ON "saldoawalitem_detail" USING btree ("saldoawalitem_id");--> statement-breakpoint
CREATE INDEX "saldoawalitem_detail_kodeitem_idx" ON "saldoawalitem_detail" USING btree ("kodeitem");--> statement-breakpoint
CREATE INDEX "saldoawalitem_detail_satuan_idx" ON "saldoawalitem_detail" USING btree ("satuan");--> statement-breakpoint
CREATE UNIQUE INDEX "opname_notransaksi_key" ON "opname" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "opname_notransaksi_awalan" ON "opname" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "opname_keterangan_trgm" ON "opname" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opname_tanggal_idx" ON "opname" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "opname_kodegudang_idx" ON "opname" USING btree ("kodegudang");--> statement-breakpoint
CREATE INDEX "opname_detail_induk" ON "opname_detail" USING btree ("opname_id");--> statement-breakpoint
CREATE INDEX "opname_detail_kodeitem_idx" ON "opname_detail" USING btree ("kodeitem");--> statement-breakpoint
CREATE INDEX "opname_detail_satuan_idx" ON "opname_detail" USING btree ("satuan");--> statement-breakpoint
CREATE UNIQUE INDEX "opname_detail_kodeitem_per_induk" ON "opname_detail" USING btree ("opname_id","kodeitem");--> statement-breakpoint
CREATE UNIQUE INDEX "pesanbeli_notransaksi_key" ON "pesanbeli" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "pesanbeli_notransaksi_awalan" ON "pesanbeli" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "pesanbeli_keterangan_trgm" ON "pesanbeli" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pesanbeli_tanggal_idx" ON "pesanbeli" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "pesanbeli_kodesupel_idx" ON "pesanbeli" USING btree ("kodesupel");--> statement-breakpoint
CREATE INDEX "pesanbeli_status_idx" ON "pesanbeli" USING btree ("status");--> statement-breakpoint
CREATE INDEX "pesanbeli_kodegudang_idx" ON "pesanbeli" USING btree ("kodegudang");--> statement-breakpoint
CREATE INDEX "pesanbeli_detail_induk" ON "pesanbeli_detail" USING btree ("pesanbeli_id");--> statement-breakpoint
CREATE INDEX "pesanbeli_detail_kodeitem_idx" ON "pesanbeli_detail" USING btree ("kodeitem");--> statement-breakpoint
CREATE INDEX "pesanbeli_detail_satuan_idx" ON "pesanbeli_detail" USING btree ("satuan");--> statement-breakpoint
CREATE UNIQUE INDEX "beli_notransaksi_key" ON "beli" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "beli_notransaksi_awalan" ON "beli" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "beli_nofaktur_trgm" ON "beli" USING gin ("nofaktur" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beli_keterangan_trgm" ON "beli" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "beli_tanggal_idx" ON "beli" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "beli_kodesupel_idx" ON "beli" USING btree ("kodesupel");--> statement-breakpoint
CREATE INDEX "beli_kodegudang_idx" ON "beli" USING btree ("kodegudang");--> statement-breakpoint
CREATE INDEX "beli_kodeacckas_idx" ON "beli" USING btree ("kodeacckas");--> statement-breakpoint
CREATE INDEX "beli_detail_induk" ON "beli_detail" USING btree ("beli_id");--> statement-breakpoint
CREATE INDEX "beli_detail_kodeitem_idx" ON "beli_detail" USING btree ("kodeitem");--> statement-breakpoint
CREATE INDEX "beli_detail_satuan_idx" ON "beli_detail" USING btree ("satuan");--> statement-breakpoint
CREATE INDEX "beli_detail_idsumber" ON "beli_detail" USING btree ("idsumber") WHERE "idsumber" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "returbeli_notransaksi_key" ON "returbeli" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "returbeli_notransaksi_awalan" ON "returbeli" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "returbeli_nobeli_awalan" ON "returbeli" USING btree ("nobeli" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "returbeli_keterangan_trgm" ON "returbeli" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "returbeli_tanggal_idx" ON "returbeli" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "returbeli_kodesupel_idx" ON "returbeli" USING btree ("kodesupel");--> statement-breakpoint
CREATE INDEX "returbeli_mode_idx" ON "returbeli" USING btree ("mode");--> statement-breakpoint
CREATE INDEX "returbeli_kodegudang_idx" ON "returbeli" USING btree ("kodegudang");--> statement-breakpoint
CREATE INDEX "returbeli_kodeacckas_idx" ON "returbeli" USING btree ("kodeacckas");--> statement-breakpoint
CREATE INDEX "returbeli_detail_induk" ON "returbeli_detail" USING btree ("returbeli_id");--> statement-breakpoint
CREATE INDEX "returbeli_detail_kodeitem_idx" ON "returbeli_detail" USING btree ("kodeitem");--> statement-breakpoint
CREATE INDEX "returbeli_detail_satuan_idx" ON "returbeli_detail" USING btree ("satuan");--> statement-breakpoint
CREATE INDEX "returbeli_detail_idsumber" ON "returbeli_detail" USING btree ("idsumber") WHERE "idsumber" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bayarhutang_notransaksi_key" ON "bayarhutang" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "bayarhutang_notransaksi_awalan" ON "bayarhutang" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "bayarhutang_keterangan_trgm" ON "bayarhutang" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bayarhutang_tanggal_idx" ON "bayarhutang" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "bayarhutang_kodesupel_idx" ON "bayarhutang" USING btree ("kodesupel");--> statement-breakpoint
CREATE INDEX "bayarhutang_kodeacckas_idx" ON "bayarhutang" USING btree ("kodeacckas");--> statement-breakpoint
CREATE INDEX "bayarhutang_detail_induk" ON "bayarhutang_detail" USING btree ("bayarhutang_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bayarhutang_detail_noinvoice_per_induk" ON "bayarhutang_detail" USING btree ("bayarhutang_id","noinvoice");--> statement-breakpoint
CREATE UNIQUE INDEX "depositsup_notransaksi_key" ON "depositsup" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "depositsup_notransaksi_awalan" ON "depositsup" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "depositsup_keterangan_trgm" ON "depositsup" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "depositsup_tanggal_idx" ON "depositsup" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "depositsup_kodesupel_idx" ON "depositsup" USING btree ("kodesupel");--> statement-breakpoint
CREATE INDEX "depositsup_kodeacckas_idx" ON "depositsup" USING btree ("kodeacckas");--> statement-breakpoint
CREATE UNIQUE INDEX "saldoawalhutang_notransaksi_key" ON "saldoawalhutang" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "saldoawalhutang_notransaksi_awalan" ON "saldoawalhutang" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "saldoawalhutang_nofaktur_trgm" ON "saldoawalhutang" USING gin ("nofaktur" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "saldoawalhutang_tanggal_idx" ON "saldoawalhutang" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "saldoawalhutang_kodesupel_idx" ON "saldoawalhutang" USING btree ("kodesupel");--> statement-breakpoint
CREATE UNIQUE INDEX "pesanrakit_notransaksi_key" ON "pesanrakit" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "pesanrakit_notransaksi_awalan" ON "pesanrakit" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "pesanrakit_keterangan_trgm" ON "pesanrakit" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pesanrakit_tanggal_idx" ON "pesanrakit" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "pesanrakit_status_idx" ON "pesanrakit" USING btree ("status");--> statement-breakpoint
CREATE INDEX "pesanrakit_kodegudang_idx" ON "pesanrakit" USING btree ("kodegudang");--> statement-breakpoint
CREATE INDEX "pesanrakit_detail_induk" ON "pesanrakit_detail" USING btree ("pesanrakit_id");--> statement-breakpoint
CREATE INDEX "pesanrakit_detail_kodeitem_idx" ON "pesanrakit_detail" USING btree ("kodeitem");--> statement-breakpoint
CREATE INDEX "pesanrakit_detail_satuan_idx" ON "pesanrakit_detail" USING btree ("satuan");--> statement-breakpoint
CREATE UNIQUE INDEX "rakit_notransaksi_key" ON "rakit" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "rakit_notransaksi_awalan" ON "rakit" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "rakit_keterangan_trgm" ON "rakit" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rakit_tanggal_idx" ON "rakit" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "rakit_status_idx" ON "rakit" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rakit_kodegudang_idx" ON "rakit" USING btree ("kodegudang");--> statement-breakpoint
CREATE INDEX "rakit_kodeacc_idx" ON "rakit" USING btree ("kodeacc");--> statement-breakpoint
CREATE INDEX "rakit_detail_induk" ON "rakit_detail" USING btree ("rakit_id");--> statement-breakpoint
CREATE INDEX "rakit_detail_kodeitem_idx" ON "rakit_detail" USING btree ("kodeitem");--> statement-breakpoint
CREATE INDEX "rakit_detail_satuan_idx" ON "rakit_detail" USING btree ("satuan");--> statement-breakpoint
CREATE INDEX "rakit_detail_idsumber" ON "rakit_detail" USING btree ("idsumber") WHERE "idsumber" is not null;--> statement-breakpoint
CREATE INDEX "rakit_komponen_induk" ON "rakit_komponen" USING btree ("rakit_id");--> statement-breakpoint
CREATE INDEX "rakit_komponen_kodeitem_idx" ON "rakit_komponen" USING btree ("kodeitem");--> statement-breakpoint
CREATE INDEX "rakit_komponen_satuan_idx" ON "rakit_komponen" USING btree ("satuan");--> statement-breakpoint
CREATE UNIQUE INDEX "rakit_komponen_kodeitem_per_induk" ON "rakit_komponen" USING btree ("rakit_id","kodeitem");--> statement-breakpoint
CREATE UNIQUE INDEX "prosesjadi_notransaksi_key" ON "prosesjadi" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "prosesjadi_notransaksi_awalan" ON "prosesjadi" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "prosesjadi_keterangan_trgm" ON "prosesjadi" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prosesjadi_tanggal_idx" ON "prosesjadi" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "prosesjadi_kodegudang_idx" ON "prosesjadi" USING btree ("kodegudang");--> statement-breakpoint
CREATE INDEX "prosesjadi_detail_induk" ON "prosesjadi_detail" USING btree ("prosesjadi_id");--> statement-breakpoint
CREATE INDEX "prosesjadi_detail_kodeitem_idx" ON "prosesjadi_detail" USING btree ("kodeitem");--> statement-breakpoint
CREATE INDEX "prosesjadi_detail_satuan_idx" ON "prosesjadi_detail" USING btree ("satuan");--> statement-breakpoint
CREATE INDEX "prosesjadi_detail_idsumber" ON "prosesjadi_detail" USING btree ("idsumber") WHERE "idsumber" is not null;--> statement-breakpoint
CREATE INDEX "prosesjadi_biaya_induk" ON "prosesjadi_biaya" USING btree ("prosesjadi_id");--> statement-breakpoint
CREATE INDEX "prosesjadi_biaya_kodeacc_idx" ON "prosesjadi_biaya" USING btree ("kodeacc");--> statement-breakpoint
CREATE INDEX "penyusutan_detail_aset" ON "penyusutan_detail" USING btree ("kodeaset","periode");--> statement-breakpoint
CREATE UNIQUE INDEX "dataaset_kodeaset_key" ON "dataaset" USING btree ("kodeaset");--> statement-breakpoint
CREATE INDEX "dataaset_kodeaset_awalan" ON "dataaset" USING btree ("kodeaset" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "dataaset_namaaset_trgm" ON "dataaset" USING gin ("namaaset" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dataaset_kodegrupaset_idx" ON "dataaset" USING btree ("kodegrupaset");--> statement-breakpoint
CREATE INDEX "dataaset_tglperolehan_idx" ON "dataaset" USING btree ("tglperolehan");--> statement-breakpoint
CREATE INDEX "dataaset_kodeaccaset_idx" ON "dataaset" USING btree ("kodeaccaset");--> statement-breakpoint
CREATE INDEX "dataaset_kodeaccakum_idx" ON "dataaset" USING btree ("kodeaccakum");--> statement-breakpoint
CREATE INDEX "dataaset_kodeaccbiaya_idx" ON "dataaset" USING btree ("kodeaccbiaya");--> statement-breakpoint
CREATE INDEX "dataaset_kodeacckas_idx" ON "dataaset" USING btree ("kodeacckas");--> statement-breakpoint
CREATE INDEX "dataaset_kodeacclabarugi_idx" ON "dataaset" USING btree ("kodeacclabarugi");