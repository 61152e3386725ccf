CREATE TABLE "item_gambar" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"mime" varchar(30) DEFAULT 'image/jpeg' NOT NULL,
	"lebar" integer NOT NULL,
	"tinggi" integer NOT NULL,
	"ukuran" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hargagruppel" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kgruppel" varchar(10) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"hargajual" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stokminimum" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodegudang" varchar(10) DEFAULT '' NOT NULL,
	"stokmin" numeric(18, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itemkomponen" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodekomponen" varchar(30) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "detailvarian" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"iddetailvarian" varchar(40) DEFAULT '' NOT NULL,
	"varian1" varchar(20) DEFAULT '' NOT NULL,
	"nilai1" varchar(30) DEFAULT '' NOT NULL,
	"varian2" varchar(20) DEFAULT '' NOT NULL,
	"nilai2" varchar(30) DEFAULT '' NOT NULL,
	"barcode" varchar(30) DEFAULT '' NOT NULL,
	"hargajual1" numeric(18, 2) DEFAULT '0' NOT NULL,
	"hargajual2" numeric(18, 2) DEFAULT '0' NOT NULL,
	"hargajual3" numeric(18, 2) DEFAULT '0' NOT NULL,
	"hargajual4" numeric(18, 2) DEFAULT '0' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "varian" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodevarian" varchar(20) DEFAULT '' NOT NULL,
	"namavarian" varchar(50) DEFAULT '' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nilaivarian" (
	"id" serial PRIMARY KEY NOT NULL,
	"varian_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"nilai" varchar(30) DEFAULT '' NOT NULL,
	"keterangan" varchar(50) DEFAULT '' NOT NULL,
	"hexcode" varchar(7) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gruppel" (
	"id" serial PRIMARY KEY NOT NULL,
	"kgruppel" varchar(10) DEFAULT '' NOT NULL,
	"namagruppel" varchar(50) DEFAULT '' NOT NULL,
	"levelharga" varchar(1) DEFAULT '1' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wilayah" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodewilayah" varchar(10) DEFAULT '' NOT NULL,
	"namawilayah" varchar(50) DEFAULT '' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subwilayah" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodesubwilayah" varchar(10) DEFAULT '' NOT NULL,
	"namasubwilayah" varchar(50) DEFAULT '' NOT NULL,
	"kodewilayah" varchar(10) DEFAULT '' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodesales" varchar(20) DEFAULT '' NOT NULL,
	"namasales" varchar(100) DEFAULT '' NOT NULL,
	"alamat" varchar(200) DEFAULT '' NOT NULL,
	"telepon" varchar(50) DEFAULT '' NOT NULL,
	"komisijual" numeric(5, 2) DEFAULT '0' NOT NULL,
	"komisibayar" numeric(5, 2) DEFAULT '0' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pelanggan" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"namasupel" varchar(100) DEFAULT '' NOT NULL,
	"kgruppel" varchar(10) DEFAULT '' NOT NULL,
	"kodewilayah" varchar(10) DEFAULT '' NOT NULL,
	"kodesubwilayah" varchar(10) DEFAULT '' NOT NULL,
	"kodesales" varchar(20) DEFAULT '' NOT NULL,
	"levelharga" varchar(1) DEFAULT '1' NOT NULL,
	"limitkredit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"jatuhtempo" integer DEFAULT 0 NOT NULL,
	"kontak" varchar(100) DEFAULT '' NOT NULL,
	"telepon" varchar(50) DEFAULT '' NOT NULL,
	"hp" varchar(50) DEFAULT '' NOT NULL,
	"email" varchar(200) DEFAULT '' NOT NULL,
	"npwp" varchar(30) DEFAULT '' NOT NULL,
	"nik" varchar(16) DEFAULT '' NOT NULL,
	"jalan" varchar(200) DEFAULT '' NOT NULL,
	"blok" varchar(20) DEFAULT '' NOT NULL,
	"nomor" varchar(20) DEFAULT '' NOT NULL,
	"rt" varchar(5) DEFAULT '' NOT NULL,
	"rw" varchar(5) DEFAULT '' NOT NULL,
	"kelurahan" varchar(100) DEFAULT '' NOT NULL,
	"kecamatan" varchar(100) DEFAULT '' NOT NULL,
	"kota" varchar(100) DEFAULT '' NOT NULL,
	"provinsi" varchar(100) DEFAULT '' NOT NULL,
	"kodepos" varchar(10) DEFAULT '' NOT NULL,
	"point" numeric(18, 2) DEFAULT '0' NOT NULL,
	"verifikasi" boolean DEFAULT true NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"namasupel" varchar(100) DEFAULT '' NOT NULL,
	"kontak" varchar(100) DEFAULT '' NOT NULL,
	"alamat" varchar(200) DEFAULT '' NOT NULL,
	"kota" varchar(100) DEFAULT '' NOT NULL,
	"telepon" varchar(50) DEFAULT '' NOT NULL,
	"hp" varchar(50) DEFAULT '' NOT NULL,
	"email" varchar(200) DEFAULT '' NOT NULL,
	"npwp" varchar(30) DEFAULT '' NOT NULL,
	"jatuhtempo" integer DEFAULT 0 NOT NULL,
	"limithutang" numeric(18, 2) DEFAULT '0' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alamatkirim" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodealamat" varchar(30) DEFAULT '' NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"namapenerima" varchar(100) DEFAULT '' NOT NULL,
	"telepon" varchar(50) DEFAULT '' NOT NULL,
	"alamat" varchar(300) DEFAULT '' NOT NULL,
	"kota" varchar(100) DEFAULT '' NOT NULL,
	"kodewilayah" varchar(10) DEFAULT '' NOT NULL,
	"kodepos" varchar(10) DEFAULT '' NOT NULL,
	"utama" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merek" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodemerek" varchar(20) DEFAULT '' NOT NULL,
	"namamerek" varchar(50) DEFAULT '' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jenis" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodejenis" varchar(20) DEFAULT '' NOT NULL,
	"namajenis" varchar(50) DEFAULT '' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjenis" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodesubjenis" varchar(20) DEFAULT '' NOT NULL,
	"namasubjenis" varchar(50) DEFAULT '' NOT NULL,
	"kodejenis" varchar(20) DEFAULT '' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodebank" varchar(10) DEFAULT '' NOT NULL,
	"namabank" varchar(50) DEFAULT '' NOT NULL,
	"norekening" varchar(30) DEFAULT '' NOT NULL,
	"atasnama" varchar(100) DEFAULT '' NOT NULL,
	"kodeacc" varchar(20) DEFAULT '' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emoney" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodeemoney" varchar(10) DEFAULT '' NOT NULL,
	"namaemoney" varchar(50) DEFAULT '' NOT NULL,
	"biaya" numeric(5, 2) DEFAULT '0' NOT NULL,
	"kodeacc" varchar(20) DEFAULT '' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ongkir" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodeongkir" varchar(20) DEFAULT '' NOT NULL,
	"namaongkir" varchar(100) DEFAULT '' NOT NULL,
	"kodewilayah" varchar(10) DEFAULT '' NOT NULL,
	"tarif" numeric(18, 2) DEFAULT '0' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grupaset" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodegrupaset" varchar(10) DEFAULT '' NOT NULL,
	"namagrupaset" varchar(50) DEFAULT '' NOT NULL,
	"kelompok" varchar(3) DEFAULT '1' NOT NULL,
	"metode" varchar(2) DEFAULT 'GL' NOT NULL,
	"umur" integer,
	"tarif" numeric(5, 2) DEFAULT '0' NOT NULL,
	"kodeaccaset" varchar(20) DEFAULT '' NOT NULL,
	"kodeaccakum" varchar(20) DEFAULT '' NOT NULL,
	"kodeaccbiaya" varchar(20) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pointpel" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodepoint" varchar(10) DEFAULT '' NOT NULL,
	"namapoint" varchar(100) DEFAULT '' NOT NULL,
	"kgruppel" varchar(10) DEFAULT '' NOT NULL,
	"nominal" numeric(18, 2) NOT NULL,
	"nilaipoint" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tgldari" date,
	"tglsampai" date,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diskonperiode" (
	"id" serial PRIMARY KEY NOT NULL,
	"iddiskon" varchar(30) DEFAULT '' NOT NULL,
	"tipeper" varchar(1) DEFAULT '1' NOT NULL,
	"tgldari" date,
	"tglsampai" date,
	"jamdari" varchar(5) DEFAULT '' NOT NULL,
	"jamsampai" varchar(5) DEFAULT '' NOT NULL,
	"prioritas" integer DEFAULT 0 NOT NULL,
	"w1" boolean DEFAULT false NOT NULL,
	"w2" boolean DEFAULT false NOT NULL,
	"w3" boolean DEFAULT false NOT NULL,
	"w4" boolean DEFAULT false NOT NULL,
	"w5" boolean DEFAULT false NOT NULL,
	"w6" boolean DEFAULT false NOT NULL,
	"w7" boolean DEFAULT false NOT NULL,
	"stsact" boolean DEFAULT true NOT NULL,
	"stsvcr" boolean DEFAULT false NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"opsidiskon" varchar(1) DEFAULT '1' NOT NULL,
	"kgruppel" varchar(10) DEFAULT '' NOT NULL,
	"diskon1" numeric(18, 2) DEFAULT '0' NOT NULL,
	"diskon2" numeric(18, 2) DEFAULT '0' NOT NULL,
	"diskon3" numeric(18, 2) DEFAULT '0' NOT NULL,
	"diskon4" numeric(18, 2) DEFAULT '0' NOT NULL,
	"iddetailvarian" varchar(30) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "periodepromo" (
	"id" serial PRIMARY KEY NOT NULL,
	"idpromo" varchar(30) DEFAULT '' NOT NULL,
	"tipeper" varchar(1) DEFAULT '1' NOT NULL,
	"tgldari" date,
	"tglsampai" date,
	"jamdari" varchar(5) DEFAULT '' NOT NULL,
	"jamsampai" varchar(5) DEFAULT '' NOT NULL,
	"prioritas" integer DEFAULT 0 NOT NULL,
	"w1" boolean DEFAULT false NOT NULL,
	"w2" boolean DEFAULT false NOT NULL,
	"w3" boolean DEFAULT false NOT NULL,
	"w4" boolean DEFAULT false NOT NULL,
	"w5" boolean DEFAULT false NOT NULL,
	"w6" boolean DEFAULT false NOT NULL,
	"w7" boolean DEFAULT false NOT NULL,
	"stsact" boolean DEFAULT true NOT NULL,
	"opsigratis" varchar(1) DEFAULT '1' NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"satuanjual" varchar(10) DEFAULT '' NOT NULL,
	"jumlahjual" numeric(18, 4) NOT NULL,
	"kodeitemgr" varchar(30) DEFAULT '' NOT NULL,
	"satuangratis" varchar(10) DEFAULT '' NOT NULL,
	"jumlahgratis" numeric(18, 4) DEFAULT '0' NOT NULL,
	"harga" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kelipatan" boolean DEFAULT false NOT NULL,
	"tebus" boolean DEFAULT false NOT NULL,
	"iddetailvarianjual" varchar(30) DEFAULT '' NOT NULL,
	"iddetailvariangratis" varchar(30) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "periodepromo_itemgratis" (
	"id" serial PRIMARY KEY NOT NULL,
	"periodepromo_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitemgr" varchar(30) DEFAULT '' NOT NULL,
	"satuangratis" varchar(10) DEFAULT '' NOT NULL,
	"jumlahgratis" numeric(18, 4) NOT NULL,
	"harga" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tebus" boolean DEFAULT false NOT NULL,
	"iddetailvariangratis" varchar(30) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "periodepromotebus" (
	"id" serial PRIMARY KEY NOT NULL,
	"idpromo" varchar(30) DEFAULT '' NOT NULL,
	"subtotal" numeric(18, 2) NOT NULL,
	"tipeper" varchar(1) DEFAULT '1' NOT NULL,
	"tgldari" date,
	"tglsampai" date,
	"jamdari" varchar(5) DEFAULT '' NOT NULL,
	"jamsampai" varchar(5) DEFAULT '' NOT NULL,
	"w1" boolean DEFAULT false NOT NULL,
	"w2" boolean DEFAULT false NOT NULL,
	"w3" boolean DEFAULT false NOT NULL,
	"w4" boolean DEFAULT false NOT NULL,
	"w5" boolean DEFAULT false NOT NULL,
	"w6" boolean DEFAULT false NOT NULL,
	"w7" boolean DEFAULT false NOT NULL,
	"stsact" boolean DEFAULT true NOT NULL,
	"kodeitemgr" varchar(30) DEFAULT '' NOT NULL,
	"satuangratis" varchar(10) DEFAULT '' NOT NULL,
	"jumlahgratis" numeric(18, 4) NOT NULL,
	"harga" numeric(18, 2) DEFAULT '0' NOT NULL,
	"iddetailvariangratis" varchar(30) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jadwal_backup" (
	"id" serial PRIMARY KEY NOT NULL,
	"aktif" boolean DEFAULT false NOT NULL,
	"jam" integer DEFAULT 1 NOT NULL,
	"simpan" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "merek" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "jenis" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "subjenis" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "kodesupel" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "jenispajak" varchar(4) DEFAULT '1112' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "barangjasa" varchar(1) DEFAULT 'A' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "bulat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "opsibulat" varchar(1) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "nilaibulat" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "timbangan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "item" ADD COLUMN "keterangan" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "satuanitem" ADD COLUMN "hargajual1" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "satuanitem" ADD COLUMN "hargajual2" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "satuanitem" ADD COLUMN "hargajual3" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "satuanitem" ADD COLUMN "hargajual4" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "item_gambar" ADD CONSTRAINT "item_gambar_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hargagruppel" ADD CONSTRAINT "hargagruppel_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stokminimum" ADD CONSTRAINT "stokminimum_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itemkomponen" ADD CONSTRAINT "itemkomponen_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detailvarian" ADD CONSTRAINT "detailvarian_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilaivarian" ADD CONSTRAINT "nilaivarian_varian_id_varian_id_fk" FOREIGN KEY ("varian_id") REFERENCES "public"."varian"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodepromo_itemgratis" ADD CONSTRAINT "periodepromo_itemgratis_periodepromo_id_periodepromo_id_fk" FOREIGN KEY ("periodepromo_id") REFERENCES "public"."periodepromo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_gambar_induk" ON "item_gambar" USING btree ("item_id","urut");--> statement-breakpoint
CREATE INDEX "hargagruppel_induk" ON "hargagruppel" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "hargagruppel_kgruppel_idx" ON "hargagruppel" USING btree ("kgruppel");--> statement-breakpoint
CREATE INDEX "stokminimum_induk" ON "stokminimum" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "stokminimum_kodegudang_idx" ON "stokminimum" USING btree ("kodegudang");--> statement-breakpoint
CREATE UNIQUE INDEX "stokminimum_kodegudang_per_induk" ON "stokminimum" USING btree ("item_id","kodegudang");--> statement-breakpoint
CREATE INDEX "itemkomponen_induk" ON "itemkomponen" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "itemkomponen_kodekomponen_idx" ON "itemkomponen" USING btree ("kodekomponen");--> statement-breakpoint
CREATE INDEX "itemkomponen_satuan_idx" ON "itemkomponen" USING btree ("satuan");--> statement-breakpoint
CREATE UNIQUE INDEX "itemkomponen_kodekomponen_per_induk" ON "itemkomponen" USING btree ("item_id","kodekomponen");--> statement-breakpoint
CREATE INDEX "detailvarian_induk" ON "detailvarian" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "detailvarian_iddetailvarian_key" ON "detailvarian" USING btree ("iddetailvarian") WHERE "iddetailvarian" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "detailvarian_barcode_key" ON "detailvarian" USING btree ("barcode") WHERE "barcode" <> '';--> statement-breakpoint
CREATE INDEX "detailvarian_varian1_idx" ON "detailvarian" USING btree ("varian1");--> statement-breakpoint
CREATE INDEX "detailvarian_nilai1_idx" ON "detailvarian" USING btree ("nilai1");--> statement-breakpoint
CREATE INDEX "detailvarian_varian2_idx" ON "detailvarian" USING btree ("varian2");--> statement-breakpoint
CREATE INDEX "detailvarian_nilai2_idx" ON "detailvarian" USING btree ("nilai2");--> statement-breakpoint
CREATE UNIQUE INDEX "varian_kodevarian_key" ON "varian" USING btree ("kodevarian");--> statement-breakpoint
CREATE INDEX "varian_kodevarian_awalan" ON "varian" USING btree ("kodevarian" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "varian_namavarian_trgm" ON "varian" USING gin ("namavarian" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "varian_aktif_idx" ON "varian" USING btree ("aktif");--> statement-breakpoint
CREATE INDEX "nilaivarian_induk" ON "nilaivarian" USING btree ("varian_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nilaivarian_nilai_per_induk" ON "nilaivarian" USING btree ("varian_id","nilai");--> statement-breakpoint
CREATE UNIQUE INDEX "gruppel_kgruppel_key" ON "gruppel" USING btree ("kgruppel");--> statement-breakpoint
CREATE INDEX "gruppel_kgruppel_awalan" ON "gruppel" USING btree ("kgruppel" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "gruppel_namagruppel_trgm" ON "gruppel" USING gin ("namagruppel" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gruppel_aktif_idx" ON "gruppel" USING btree ("aktif");--> statement-breakpoint
CREATE UNIQUE INDEX "wilayah_kodewilayah_key" ON "wilayah" USING btree ("kodewilayah");--> statement-breakpoint
CREATE INDEX "wilayah_kodewilayah_awalan" ON "wilayah" USING btree ("kodewilayah" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "wilayah_namawilayah_trgm" ON "wilayah" USING gin ("namawilayah" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wilayah_aktif_idx" ON "wilayah" USING btree ("aktif");--> statement-breakpoint
CREATE UNIQUE INDEX "subwilayah_kodesubwilayah_key" ON "subwilayah" USING btree ("kodesubwilayah");--> statement-breakpoint
CREATE INDEX "subwilayah_kodesubwilayah_awalan" ON "subwilayah" USING btree ("kodesubwilayah" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "subwilayah_namasubwilayah_trgm" ON "subwilayah" USING gin ("namasubwilayah" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subwilayah_kodewilayah_idx" ON "subwilayah" USING btree ("kodewilayah");--> statement-breakpoint
CREATE INDEX "subwilayah_aktif_idx" ON "subwilayah" USING btree ("aktif");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_kodesales_key" ON "sales" USING btree ("kodesales");--> statement-breakpoint
CREATE INDEX "sales_kodesales_awalan" ON "sales" USING btree ("kodesales" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "sales_namasales_trgm" ON "sales" USING gin ("namasales" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_aktif_idx" ON "sales" USING btree ("aktif");--> statement-breakpoint
CREATE UNIQUE INDEX "pelanggan_kodesupel_key" ON "pelanggan" USING btree ("kodesupel");--> statement-breakpoint
CREATE INDEX "pelanggan_kodesupel_awalan" ON "pelanggan" USING btree ("kodesupel" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "pelanggan_namasupel_trgm" ON "pelanggan" USING gin ("namasupel" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pelanggan_kota_trgm" ON "pelanggan" USING gin ("kota" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pelanggan_kgruppel_idx" ON "pelanggan" USING btree ("kgruppel");--> statement-breakpoint
CREATE INDEX "pelanggan_kodewilayah_idx" ON "pelanggan" USING btree ("kodewilayah");--> statement-breakpoint
CREATE INDEX "pelanggan_kodesales_idx" ON "pelanggan" USING btree ("kodesales");--> statement-breakpoint
CREATE INDEX "pelanggan_verifikasi_idx" ON "pelanggan" USING btree ("verifikasi");--> statement-breakpoint
CREATE INDEX "pelanggan_aktif_idx" ON "pelanggan" USING btree ("aktif");--> statement-breakpoint
CREATE INDEX "pelanggan_kodesubwilayah_idx" ON "pelanggan" USING btree ("kodesubwilayah");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_kodesupel_key" ON "supplier" USING btree ("kodesupel");--> statement-breakpoint
CREATE INDEX "supplier_kodesupel_awalan" ON "supplier" USING btree ("kodesupel" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "supplier_namasupel_trgm" ON "supplier" USING gin ("namasupel" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_kota_trgm" ON "supplier" USING gin ("kota" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_aktif_idx" ON "supplier" USING btree ("aktif");--> statement-breakpoint
CREATE UNIQUE INDEX "alamatkirim_kodealamat_key" ON "alamatkirim" USING btree ("kodealamat");--> statement-breakpoint
CREATE INDEX "alamatkirim_kodealamat_awalan" ON "alamatkirim" USING btree ("kodealamat" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "alamatkirim_namapenerima_trgm" ON "alamatkirim" USING gin ("namapenerima" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "alamatkirim_kota_trgm" ON "alamatkirim" USING gin ("kota" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "alamatkirim_kodesupel_idx" ON "alamatkirim" USING btree ("kodesupel");--> statement-breakpoint
CREATE INDEX "alamatkirim_kodewilayah_idx" ON "alamatkirim" USING btree ("kodewilayah");--> statement-breakpoint
CREATE UNIQUE INDEX "merek_kodemerek_key" ON "merek" USING btree ("kodemerek");--> statement-breakpoint
CREATE INDEX "merek_kodemerek_awalan" ON "merek" USING btree ("kodemerek" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "merek_namamerek_trgm" ON "merek" USING gin ("namamerek" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merek_aktif_idx" ON "merek" USING btree ("aktif");--> statement-breakpoint
CREATE UNIQUE INDEX "jenis_kodejenis_key" ON "jenis" USING btree ("kodejenis");--> statement-breakpoint
CREATE INDEX "jenis_kodejenis_awalan" ON "jenis" USING btree ("kodejenis" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "jenis_namajenis_trgm" ON "jenis" USING gin ("namajenis" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jenis_aktif_idx" ON "jenis" USING btree ("aktif");--> statement-breakpoint
CREATE UNIQUE INDEX "subjenis_kodesubjenis_key" ON "subjenis" USING btree ("kodesubjenis");--> statement-breakpoint
CREATE INDEX "subjenis_kodesubjenis_awalan" ON "subjenis" USING btree ("kodesubjenis" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "subjenis_namasubjenis_trgm" ON "subjenis" USING gin ("namasubjenis" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subjenis_kodejenis_idx" ON "subjenis" USING btree ("kodejenis");--> statement-breakpoint
CREATE INDEX "subjenis_aktif_idx" ON "subjenis" USING btree ("aktif");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_kodebank_key" ON "bank" USING btree ("kodebank");--> statement-breakpoint
CREATE INDEX "bank_kodebank_awalan" ON "bank" USING btree ("kodebank" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "bank_namabank_trgm" ON "bank" USING gin ("namabank" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bank_norekening_trgm" ON "bank" USING gin ("norekening" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bank_aktif_idx" ON "bank" USING btree ("aktif");--> statement-breakpoint
CREATE INDEX "bank_kodeacc_idx" ON "bank" USING btree ("kodeacc");--> statement-breakpoint
CREATE UNIQUE INDEX "emoney_kodeemoney_key" ON "emoney" USING btree ("kodeemoney");--> statement-breakpoint
CREATE INDEX "emoney_kodeemoney_awalan" ON "emoney" USING btree ("kodeemoney" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "emoney_namaemoney_trgm" ON "emoney" USING gin ("namaemoney" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "emoney_aktif_idx" ON "emoney" USING btree ("aktif");--> statement-breakpoint
CREATE INDEX "emoney_kodeacc_idx" ON "emoney" USING btree ("kodeacc");--> statement-breakpoint
CREATE UNIQUE INDEX "ongkir_kodeongkir_key" ON "ongkir" USING btree ("kodeongkir");--> statement-breakpoint
CREATE INDEX "ongkir_kodeongkir_awalan" ON "ongkir" USING btree ("kodeongkir" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "ongkir_namaongkir_trgm" ON "ongkir" USING gin ("namaongkir" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ongkir_kodewilayah_idx" ON "ongkir" USING btree ("kodewilayah");--> statement-breakpoint
CREATE INDEX "ongkir_aktif_idx" ON "ongkir" USING btree ("aktif");--> statement-breakpoint
CREATE UNIQUE INDEX "grupaset_kodegrupaset_key" ON "grupaset" USING btree ("kodegrupaset");--> statement-breakpoint
CREATE INDEX "grupaset_kodegrupaset_awalan" ON "grupaset" USING btree ("kodegrupaset" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "grupaset_namagrupaset_trgm" ON "grupaset" USING gin ("namagrupaset" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "grupaset_kelompok_idx" ON "grupaset" USING btree ("kelompok");--> statement-breakpoint
CREATE INDEX "grupaset_metode_idx" ON "grupaset" USING btree ("metode");--> statement-breakpoint
CREATE INDEX "grupaset_kodeaccaset_idx" ON "grupaset" USING btree ("kodeaccaset");--> statement-breakpoint
CREATE INDEX "grupaset_kodeaccakum_idx" ON "grupaset" USING btree ("kodeaccakum");--> statement-breakpoint
CREATE INDEX "grupaset_kodeaccbiaya_idx" ON "grupaset" USING btree ("kodeaccbiaya");--> statement-breakpoint
CREATE UNIQUE INDEX "pointpel_kodepoint_key" ON "pointpel" USING btree ("kodepoint");--> statement-breakpoint
CREATE INDEX "pointpel_kodepoint_awalan" ON "pointpel" USING btree ("kodepoint" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "pointpel_namapoint_trgm" ON "pointpel" USING gin ("namapoint" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pointpel_kgruppel_idx" ON "pointpel" USING btree ("kgruppel");--> statement-breakpoint
CREATE INDEX "pointpel_aktif_idx" ON "pointpel" USING btree ("aktif");--> statement-breakpoint
CREATE UNIQUE INDEX "diskonperiode_iddiskon_key" ON "diskonperiode" USING btree ("iddiskon");--> statement-breakpoint
CREATE INDEX "diskonperiode_iddiskon_awalan" ON "diskonperiode" USING btree ("iddiskon" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "diskonperiode_kodeitem_awalan" ON "diskonperiode" USING btree ("kodeitem" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "diskonperiode_tipeper_idx" ON "diskonperiode" USING btree ("tipeper");--> statement-breakpoint
CREATE INDEX "diskonperiode_kgruppel_idx" ON "diskonperiode" USING btree ("kgruppel");--> statement-breakpoint
CREATE INDEX "diskonperiode_stsact_idx" ON "diskonperiode" USING btree ("stsact");--> statement-breakpoint
CREATE INDEX "diskonperiode_satuan_idx" ON "diskonperiode" USING btree ("satuan");--> statement-breakpoint
CREATE UNIQUE INDEX "periodepromo_idpromo_key" ON "periodepromo" USING btree ("idpromo");--> statement-breakpoint
CREATE INDEX "periodepromo_idpromo_awalan" ON "periodepromo" USING btree ("idpromo" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "periodepromo_kodeitem_awalan" ON "periodepromo" USING btree ("kodeitem" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "periodepromo_kodeitemgr_awalan" ON "periodepromo" USING btree ("kodeitemgr" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "periodepromo_tipeper_idx" ON "periodepromo" USING btree ("tipeper");--> statement-breakpoint
CREATE INDEX "periodepromo_opsigratis_idx" ON "periodepromo" USING btree ("opsigratis");--> statement-breakpoint
CREATE INDEX "periodepromo_stsact_idx" ON "periodepromo" USING btree ("stsact");--> statement-breakpoint
CREATE INDEX "periodepromo_satuanjual_idx" ON "periodepromo" USING btree ("satuanjual");--> statement-breakpoint
CREATE INDEX "periodepromo_satuangratis_idx" ON "periodepromo" USING btree ("satuangratis");--> statement-breakpoint
CREATE INDEX "periodepromo_itemgratis_induk" ON "periodepromo_itemgratis" USING btree ("periodepromo_id");--> statement-breakpoint
CREATE INDEX "periodepromo_itemgratis_kodeitemgr_idx" ON "periodepromo_itemgratis" USING btree ("kodeitemgr");--> statement-breakpoint
CREATE INDEX "periodepromo_itemgratis_satuangratis_idx" ON "periodepromo_itemgratis" USING btree ("satuangratis");--> statement-breakpoint
CREATE UNIQUE INDEX "periodepromotebus_idpromo_key" ON "periodepromotebus" USING btree ("idpromo");--> statement-breakpoint
CREATE INDEX "periodepromotebus_idpromo_awalan" ON "periodepromotebus" USING btree ("idpromo" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "periodepromotebus_kodeitemgr_awalan" ON "periodepromotebus" USING btree ("kodeitemgr" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "periodepromotebus_tipeper_idx" ON "periodepromotebus" USING btree ("tipeper");--> statement-breakpoint
CREATE INDEX "periodepromotebus_stsact_idx" ON "periodepromotebus" USING btree ("stsact");--> statement-breakpoint
CREATE INDEX "periodepromotebus_satuangratis_idx" ON "periodepromotebus" USING btree ("satuangratis");--> statement-breakpoint
CREATE INDEX "kelompokakses_kodekelompok_awalan" ON "kelompokakses" USING btree ("kodekelompok" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "satuan_kodesatuan_awalan" ON "satuan" USING btree ("kodesatuan" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "item_kodeitem_awalan" ON "item" USING btree ("kodeitem" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "item_merek_idx" ON "item" USING btree ("merek");--> statement-breakpoint
CREATE INDEX "item_jenis_idx" ON "item" USING btree ("jenis");--> statement-breakpoint
CREATE INDEX "item_timbangan_idx" ON "item" USING btree ("timbangan");--> statement-breakpoint
CREATE INDEX "item_subjenis_idx" ON "item" USING btree ("subjenis");--> statement-breakpoint
CREATE INDEX "item_kodesupel_idx" ON "item" USING btree ("kodesupel");--> statement-breakpoint
CREATE INDEX "gudang_kodegudang_awalan" ON "gudang" USING btree ("kodegudang" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "perkiraan_kodeacc_awalan" ON "perkiraan" USING btree ("kodeacc" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "saldoawalakun_kodeacc_awalan" ON "saldoawalakun" USING btree ("kodeacc" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "kasmasuk_notransaksi_awalan" ON "kasmasuk" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "kaskeluar_notransaksi_awalan" ON "kaskeluar" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "kastransfer_notransaksi_awalan" ON "kastransfer" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "jurnal_notransaksi_awalan" ON "jurnal" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "itemmasuk_notransaksi_awalan" ON "itemmasuk" USING btree ("notransaksi" varchar_pattern_ops);