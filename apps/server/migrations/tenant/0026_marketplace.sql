CREATE TABLE "marketplace_sambung" (
	"nonce" varchar(32) PRIMARY KEY NOT NULL,
	"marketplace" varchar(20) NOT NULL,
	"userid" varchar(50) DEFAULT '' NOT NULL,
	"berlaku" timestamp with time zone NOT NULL,
	"dibuat" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "mp_tarik" (
	"id" serial PRIMARY KEY NOT NULL,
	"marketplace" varchar(20) NOT NULL,
	"shop_id" varchar(60) NOT NULL,
	"sumber" varchar(10) NOT NULL,
	"dari" bigint DEFAULT 0 NOT NULL,
	"sampai" bigint DEFAULT 0 NOT NULL,
	"mulai" timestamp with time zone DEFAULT now() NOT NULL,
	"selesai" timestamp with time zone,
	"msg" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mp_tarik_baris" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tarik_id" integer NOT NULL,
	"no_order_mp" varchar(60) NOT NULL,
	"berhasil" boolean NOT NULL,
	"msg" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mp_push" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"marketplace" varchar(20) NOT NULL,
	"shop_id" varchar(60) NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"no_order_mp" varchar(60) DEFAULT '' NOT NULL,
	"status" varchar(30) DEFAULT '' NOT NULL,
	"sidik" varchar(64) NOT NULL,
	"isi" text NOT NULL,
	"diterima" timestamp with time zone DEFAULT now() NOT NULL,
	"diproses" timestamp with time zone,
	"msg" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itemmp" (
	"id" serial PRIMARY KEY NOT NULL,
	"kunci" varchar(250) DEFAULT '' NOT NULL,
	"marketplace" varchar(10) DEFAULT 'Shopee' NOT NULL,
	"marketplaceid" integer DEFAULT 0 NOT NULL,
	"shop_id" varchar(60) DEFAULT '' NOT NULL,
	"item_id" varchar(40) DEFAULT '' NOT NULL,
	"model_id" varchar(40) DEFAULT '0' NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"iddetailvarian" varchar(40) DEFAULT '' NOT NULL,
	"sku" varchar(100) DEFAULT '' NOT NULL,
	"namaitem" varchar(255) DEFAULT '' NOT NULL,
	"isvarian" boolean DEFAULT false NOT NULL,
	"aktifsync" boolean DEFAULT true NOT NULL,
	"hargajual" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tipealokasi" varchar(7) DEFAULT 'persen' NOT NULL,
	"nominalalokasi" numeric(18, 4) DEFAULT '100' NOT NULL,
	"status" varchar(100) DEFAULT '**edit' NOT NULL,
	"terpetakan" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pesananmp" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"marketplaceid" integer DEFAULT 0 NOT NULL,
	"marketplace" varchar(20) DEFAULT '' NOT NULL,
	"shop_id" varchar(60) DEFAULT '' NOT NULL,
	"no_order_mp" varchar(60) DEFAULT '' NOT NULL,
	"kunci" varchar(90) DEFAULT '' NOT NULL,
	"status" varchar(30) DEFAULT '' NOT NULL,
	"buyer" varchar(150) DEFAULT '' NOT NULL,
	"kurir" varchar(100) DEFAULT '' NOT NULL,
	"resi" varchar(100) DEFAULT '' NOT NULL,
	"alamat" varchar(500) DEFAULT '' NOT NULL,
	"ongkir" numeric(18, 2) DEFAULT '0' NOT NULL,
	"komisi" numeric(18, 2) DEFAULT '0' NOT NULL,
	"layanan" numeric(18, 2) DEFAULT '0' NOT NULL,
	"biayalain" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"update_time" numeric(14, 0) DEFAULT '0' NOT NULL,
	"nojual" varchar(40) DEFAULT '' NOT NULL,
	"nobiaya" varchar(40) DEFAULT '' NOT NULL,
	"noretur" varchar(40) DEFAULT '' NOT NULL,
	"tertahan" varchar(500) DEFAULT '' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pesananmp_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"pesananmp_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"item_id" varchar(40) DEFAULT '' NOT NULL,
	"model_id" varchar(40) DEFAULT '0' NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"sku" varchar(100) DEFAULT '' NOT NULL,
	"namaitem" varchar(300) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 4) NOT NULL,
	"harga" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketplace_toko" ADD COLUMN "token_exp" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_toko" ADD COLUMN "status" varchar(20) DEFAULT 'aktif' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_toko" ADD COLUMN "pesan" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_toko" ADD COLUMN "dihubungkan" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mp_tarik_baris" ADD CONSTRAINT "mp_tarik_baris_tarik_id_mp_tarik_id_fk" FOREIGN KEY ("tarik_id") REFERENCES "public"."mp_tarik"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesananmp_detail" ADD CONSTRAINT "pesananmp_detail_pesananmp_id_pesananmp_id_fk" FOREIGN KEY ("pesananmp_id") REFERENCES "public"."pesananmp"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mp_outbox_kunci" ON "mp_outbox" USING btree ("kind","marketplace","shop_id","kunci");--> statement-breakpoint
CREATE INDEX "mp_outbox_due" ON "mp_outbox" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "mp_synclog_toko" ON "mp_synclog" USING btree ("shop_id","tanggal_sync");--> statement-breakpoint
CREATE INDEX "mp_tarik_toko" ON "mp_tarik" USING btree ("marketplace","shop_id","id");--> statement-breakpoint
CREATE INDEX "mp_tarik_baris_tarik" ON "mp_tarik_baris" USING btree ("tarik_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mp_push_sidik" ON "mp_push" USING btree ("marketplace","sidik");--> statement-breakpoint
CREATE UNIQUE INDEX "itemmp_kunci_key" ON "itemmp" USING btree ("kunci");--> statement-breakpoint
CREATE INDEX "itemmp_sku_trgm" ON "itemmp" USING gin ("sku" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "itemmp_kodeitem_awalan" ON "itemmp" USING btree ("kodeitem" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "itemmp_namaitem_trgm" ON "itemmp" USING gin ("namaitem" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "itemmp_marketplace_idx" ON "itemmp" USING btree ("marketplace");--> statement-breakpoint
CREATE INDEX "itemmp_shop_id_idx" ON "itemmp" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "itemmp_terpetakan_idx" ON "itemmp" USING btree ("terpetakan");--> statement-breakpoint
CREATE INDEX "itemmp_aktifsync_idx" ON "itemmp" USING btree ("aktifsync");--> statement-breakpoint
CREATE INDEX "itemmp_item_id_idx" ON "itemmp" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pesananmp_notransaksi_key" ON "pesananmp" USING btree ("notransaksi");--> statement-breakpoint
CREATE UNIQUE INDEX "pesananmp_kunci_key" ON "pesananmp" USING btree ("kunci");--> statement-breakpoint
CREATE INDEX "pesananmp_no_order_mp_awalan" ON "pesananmp" USING btree ("no_order_mp" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "pesananmp_buyer_trgm" ON "pesananmp" USING gin ("buyer" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "pesananmp_notransaksi_awalan" ON "pesananmp" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "pesananmp_resi_trgm" ON "pesananmp" USING gin ("resi" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "pesananmp_tanggal_idx" ON "pesananmp" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "pesananmp_status_idx" ON "pesananmp" USING btree ("status");--> statement-breakpoint
CREATE INDEX "pesananmp_shop_id_idx" ON "pesananmp" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "pesananmp_detail_induk" ON "pesananmp_detail" USING btree ("pesananmp_id");