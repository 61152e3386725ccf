CREATE TABLE "giro_cair" (
	"notransaksi" varchar(50) PRIMARY KEY NOT NULL,
	"tipe" varchar(5) NOT NULL,
	"nobayar" varchar(40) NOT NULL,
	"tanggal" date NOT NULL,
	"kodeacc" varchar(20) NOT NULL,
	"jumlah" numeric(18, 2) NOT NULL,
	"userid" varchar(30) DEFAULT '' NOT NULL,
	"waktu" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giro_cair_nobayar_unique" UNIQUE("nobayar")
);
--> statement-breakpoint
CREATE TABLE "pesanjual" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"kodegudang" varchar(10) DEFAULT '' NOT NULL,
	"kodesales" varchar(20) DEFAULT '' NOT NULL,
	"tglkirim" date,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"subtotal" numeric(18, 2) DEFAULT '0' NOT NULL,
	"diskon" numeric(7, 4) DEFAULT '0' NOT NULL,
	"potongan" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tipeppn" varchar(1) DEFAULT 'N' NOT NULL,
	"dpp" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ppn" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pesanjual_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"pesanjual_id" integer NOT NULL,
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
	"sisa" numeric(18, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returjual" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"mode" varchar(1) DEFAULT '1' NOT NULL,
	"nojual" varchar(40) DEFAULT '' NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"kodegudang" varchar(10) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"subtotal" numeric(18, 2) DEFAULT '0' NOT NULL,
	"diskon" numeric(7, 4) DEFAULT '0' NOT NULL,
	"potongan" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tipeppn" varchar(1) DEFAULT 'N' NOT NULL,
	"dpp" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ppn" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"potongpiutang" boolean DEFAULT false NOT NULL,
	"kodeacckas" varchar(20) DEFAULT '' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returjual_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"returjual_id" integer NOT NULL,
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
	"hpp" numeric(18, 2),
	"idsumber" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saldoawalpiutang" (
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
CREATE TABLE "bayarpiutang" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"kodeacckas" varchar(20) DEFAULT '' NOT NULL,
	"jenisbayar" varchar(1) DEFAULT 'K' NOT NULL,
	"nogiro" varchar(30) DEFAULT '' NOT NULL,
	"bankgiro" varchar(10) DEFAULT '' NOT NULL,
	"jtgiro" date,
	"deposit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"totalpotongan" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kas" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bayarpiutang_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"bayarpiutang_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"noinvoice" varchar(40) DEFAULT '' NOT NULL,
	"bayar" numeric(18, 2) DEFAULT '0' NOT NULL,
	"potongan" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "depositpel" (
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
CREATE TABLE "bayarkomisi" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodesales" varchar(20) DEFAULT '' NOT NULL,
	"kodeacckas" varchar(20) DEFAULT '' NOT NULL,
	"jenisbayar" varchar(1) DEFAULT 'K' NOT NULL,
	"nogiro" varchar(30) DEFAULT '' NOT NULL,
	"bankgiro" varchar(10) DEFAULT '' NOT NULL,
	"jtgiro" date,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bayarkomisi_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"bayarkomisi_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"nojual" varchar(40) DEFAULT '' NOT NULL,
	"bayar" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datapengiriman" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"kodeongkir" varchar(20) DEFAULT '' NOT NULL,
	"kurir" varchar(100) DEFAULT '' NOT NULL,
	"noresi" varchar(50) DEFAULT '' NOT NULL,
	"ongkir" numeric(18, 2) DEFAULT '0' NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"alamatkirim" varchar(300) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dsb_jual_item" (
	"bulan" date NOT NULL,
	"kodeitem" varchar(30) NOT NULL,
	"jmljual" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "dsb_jual_item_bulan_kodeitem_pk" PRIMARY KEY("bulan","kodeitem")
);
--> statement-breakpoint
CREATE TABLE "dsb_jual_item_thn" (
	"tahun" integer NOT NULL,
	"kodeitem" varchar(30) NOT NULL,
	"jmljual" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "dsb_jual_item_thn_tahun_kodeitem_pk" PRIMARY KEY("tahun","kodeitem")
);
--> statement-breakpoint
CREATE TABLE "dsb_omset" (
	"bulan" date NOT NULL,
	"kodekantor" varchar(5) NOT NULL,
	"omset" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "dsb_omset_bulan_kodekantor_pk" PRIMARY KEY("bulan","kodekantor")
);
--> statement-breakpoint
ALTER TABLE "bayarhutang" ADD COLUMN "jenisbayar" varchar(1) DEFAULT 'K' NOT NULL;--> statement-breakpoint
ALTER TABLE "bayarhutang" ADD COLUMN "nogiro" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bayarhutang" ADD COLUMN "bankgiro" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bayarhutang" ADD COLUMN "jtgiro" date;--> statement-breakpoint
ALTER TABLE "kasir" ADD COLUMN "komisi" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "jual" ADD COLUMN "komisi" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "jual_detail" ADD COLUMN "idsumber" integer;--> statement-breakpoint
ALTER TABLE "jual_detail" ADD COLUMN "sisa" numeric(18, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
UPDATE "jual_detail" SET "sisa" = "jumlah";--> statement-breakpoint
ALTER TABLE "pesanjual_detail" ADD CONSTRAINT "pesanjual_detail_pesanjual_id_pesanjual_id_fk" FOREIGN KEY ("pesanjual_id") REFERENCES "public"."pesanjual"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returjual_detail" ADD CONSTRAINT "returjual_detail_returjual_id_returjual_id_fk" FOREIGN KEY ("returjual_id") REFERENCES "public"."returjual"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bayarpiutang_detail" ADD CONSTRAINT "bayarpiutang_detail_bayarpiutang_id_bayarpiutang_id_fk" FOREIGN KEY ("bayarpiutang_id") REFERENCES "public"."bayarpiutang"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bayarkomisi_detail" ADD CONSTRAINT "bayarkomisi_detail_bayarkomisi_id_bayarkomisi_id_fk" FOREIGN KEY ("bayarkomisi_id") REFERENCES "public"."bayarkomisi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pesanjual_notransaksi_key" ON "pesanjual" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "pesanjual_notransaksi_awalan" ON "pesanjual" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "pesanjual_keterangan_trgm" ON "pesanjual" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pesanjual_kodesupel_awalan" ON "pesanjual" USING btree ("kodesupel" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "pesanjual_tanggal_idx" ON "pesanjual" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "pesanjual_status_idx" ON "pesanjual" USING btree ("status");--> statement-breakpoint
CREATE INDEX "pesanjual_kodegudang_idx" ON "pesanjual" USING btree ("kodegudang");--> statement-breakpoint
CREATE INDEX "pesanjual_kodesales_idx" ON "pesanjual" USING btree ("kodesales");--> statement-breakpoint
CREATE INDEX "pesanjual_detail_induk" ON "pesanjual_detail" USING btree ("pesanjual_id");--> statement-breakpoint
CREATE INDEX "pesanjual_detail_kodeitem_idx" ON "pesanjual_detail" USING btree ("kodeitem");--> statement-breakpoint
CREATE INDEX "pesanjual_detail_satuan_idx" ON "pesanjual_detail" USING btree ("satuan");--> statement-breakpoint
CREATE INDEX "pesanjual_detail_iddetailvarian_idx" ON "pesanjual_detail" USING btree ("iddetailvarian");--> statement-breakpoint
CREATE UNIQUE INDEX "returjual_notransaksi_key" ON "returjual" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "returjual_notransaksi_awalan" ON "returjual" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "returjual_nojual_awalan" ON "returjual" USING btree ("nojual" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "returjual_keterangan_trgm" ON "returjual" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "returjual_kodesupel_awalan" ON "returjual" USING btree ("kodesupel" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "returjual_tanggal_idx" ON "returjual" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "returjual_mode_idx" ON "returjual" USING btree ("mode");--> statement-breakpoint
CREATE INDEX "returjual_kodegudang_idx" ON "returjual" USING btree ("kodegudang");--> statement-breakpoint
CREATE INDEX "returjual_kodeacckas_idx" ON "returjual" USING btree ("kodeacckas");--> statement-breakpoint
CREATE INDEX "returjual_detail_induk" ON "returjual_detail" USING btree ("returjual_id");--> statement-breakpoint
CREATE INDEX "returjual_detail_kodeitem_idx" ON "returjual_detail" USING btree ("kodeitem");--> statement-breakpoint
CREATE INDEX "returjual_detail_satuan_idx" ON "returjual_detail" USING btree ("satuan");--> statement-breakpoint
CREATE INDEX "returjual_detail_iddetailvarian_idx" ON "returjual_detail" USING btree ("iddetailvarian");--> statement-breakpoint
CREATE INDEX "returjual_detail_idsumber" ON "returjual_detail" USING btree ("idsumber") WHERE "idsumber" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "saldoawalpiutang_notransaksi_key" ON "saldoawalpiutang" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "saldoawalpiutang_notransaksi_awalan" ON "saldoawalpiutang" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "saldoawalpiutang_nofaktur_trgm" ON "saldoawalpiutang" USING gin ("nofaktur" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "saldoawalpiutang_tanggal_idx" ON "saldoawalpiutang" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "saldoawalpiutang_kodesupel_idx" ON "saldoawalpiutang" USING btree ("kodesupel");--> statement-breakpoint
CREATE UNIQUE INDEX "bayarpiutang_notransaksi_key" ON "bayarpiutang" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "bayarpiutang_notransaksi_awalan" ON "bayarpiutang" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "bayarpiutang_keterangan_trgm" ON "bayarpiutang" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bayarpiutang_kodesupel_awalan" ON "bayarpiutang" USING btree ("kodesupel" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "bayarpiutang_tanggal_idx" ON "bayarpiutang" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "bayarpiutang_kodeacckas_idx" ON "bayarpiutang" USING btree ("kodeacckas");--> statement-breakpoint
CREATE INDEX "bayarpiutang_bankgiro_idx" ON "bayarpiutang" USING btree ("bankgiro");--> statement-breakpoint
CREATE INDEX "bayarpiutang_detail_induk" ON "bayarpiutang_detail" USING btree ("bayarpiutang_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bayarpiutang_detail_noinvoice_per_induk" ON "bayarpiutang_detail" USING btree ("bayarpiutang_id","noinvoice");--> statement-breakpoint
CREATE UNIQUE INDEX "depositpel_notransaksi_key" ON "depositpel" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "depositpel_notransaksi_awalan" ON "depositpel" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "depositpel_keterangan_trgm" ON "depositpel" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "depositpel_tanggal_idx" ON "depositpel" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "depositpel_kodesupel_idx" ON "depositpel" USING btree ("kodesupel");--> statement-breakpoint
CREATE INDEX "depositpel_kodeacckas_idx" ON "depositpel" USING btree ("kodeacckas");--> statement-breakpoint
CREATE UNIQUE INDEX "bayarkomisi_notransaksi_key" ON "bayarkomisi" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "bayarkomisi_notransaksi_awalan" ON "bayarkomisi" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "bayarkomisi_nogiro_trgm" ON "bayarkomisi" USING gin ("nogiro" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bayarkomisi_keterangan_trgm" ON "bayarkomisi" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bayarkomisi_tanggal_idx" ON "bayarkomisi" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "bayarkomisi_kodesales_idx" ON "bayarkomisi" USING btree ("kodesales");--> statement-breakpoint
CREATE INDEX "bayarkomisi_kodeacckas_idx" ON "bayarkomisi" USING btree ("kodeacckas");--> statement-breakpoint
CREATE INDEX "bayarkomisi_bankgiro_idx" ON "bayarkomisi" USING btree ("bankgiro");--> statement-breakpoint
CREATE INDEX "bayarkomisi_detail_induk" ON "bayarkomisi_detail" USING btree ("bayarkomisi_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bayarkomisi_detail_nojual_per_induk" ON "bayarkomisi_detail" USING btree ("bayarkomisi_id","nojual");--> statement-breakpoint
CREATE UNIQUE INDEX "datapengiriman_notransaksi_key" ON "datapengiriman" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "datapengiriman_notransaksi_awalan" ON "datapengiriman" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "datapengiriman_kodesupel_awalan" ON "datapengiriman" USING btree ("kodesupel" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "datapengiriman_kurir_trgm" ON "datapengiriman" USING gin ("kurir" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "datapengiriman_noresi_trgm" ON "datapengiriman" USING gin ("noresi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "datapengiriman_tanggal_idx" ON "datapengiriman" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "datapengiriman_status_idx" ON "datapengiriman" USING btree ("status");--> statement-breakpoint
CREATE INDEX "datapengiriman_kodeongkir_idx" ON "datapengiriman" USING btree ("kodeongkir");--> statement-breakpoint
CREATE INDEX "bayarhutang_nogiro_trgm" ON "bayarhutang" USING gin ("nogiro" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bayarhutang_bankgiro_idx" ON "bayarhutang" USING btree ("bankgiro");--> statement-breakpoint
CREATE INDEX "jual_detail_idsumber" ON "jual_detail" USING btree ("idsumber") WHERE "idsumber" is not null;
--> statement-breakpoint
INSERT INTO "dsb_jual_item" ("bulan", "kodeitem", "jmljual")
SELECT l.bulan, l.kodeitem, sum(l.jumlah * coalesce(s.konversi, 1))
FROM (SELECT date_trunc('month', h.tanggal)::date AS bulan, d.kodeitem, d.satuan, d.jumlah FROM "kasir" h JOIN "kasir_detail" d ON d.kasir_id = h.id
      UNION ALL SELECT date_trunc('month', h.tanggal)::date, d.kodeitem, d.satuan, d.jumlah FROM "jual" h JOIN "jual_detail" d ON d.jual_id = h.id) l
LEFT JOIN "item" it ON it.kodeitem = l.kodeitem LEFT JOIN "satuanitem" s ON s.item_id = it.id AND s.satuan = l.satuan
GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "dsb_jual_item_thn" ("tahun", "kodeitem", "jmljual") SELECT extract(year FROM bulan)::int, kodeitem, sum(jmljual) FROM "dsb_jual_item" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "dsb_omset" ("bulan", "kodekantor", "omset")
SELECT date_trunc('month', tanggal)::date, kodekantor, sum(dpp) FROM (SELECT tanggal, kodekantor, dpp FROM "kasir" UNION ALL SELECT tanggal, kodekantor, dpp FROM "jual") s GROUP BY 1, 2;
