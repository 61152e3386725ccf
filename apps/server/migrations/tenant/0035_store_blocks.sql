CREATE TABLE "share_gambar" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama" varchar(80) NOT NULL,
	"mime" varchar(30) DEFAULT 'image/jpeg' NOT NULL,
	"lebar" integer NOT NULL,
	"tinggi" integer NOT NULL,
	"ukuran" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sharebanner" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodebanner" varchar(20) DEFAULT '' NOT NULL,
	"judul" varchar(100) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"tautan" varchar(300) DEFAULT '' NOT NULL,
	"gambar" varchar(80) DEFAULT '' NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sharelabel" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodelabel" varchar(20) DEFAULT '' NOT NULL,
	"nama" varchar(30) DEFAULT '' NOT NULL,
	"warna" varchar(6) DEFAULT 'merah' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sharelabel_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"sharelabel_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sharetopcollection" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodekoleksi" varchar(20) DEFAULT '' NOT NULL,
	"judul" varchar(80) DEFAULT '' NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sharetopcollection_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"sharetopcollection_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sharespecialmerek" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodemerek" varchar(20) DEFAULT '' NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sharespecialproduct" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sharekategori" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodekategori" varchar(20) DEFAULT '' NOT NULL,
	"nama" varchar(60) DEFAULT '' NOT NULL,
	"kategori" varchar(4) DEFAULT '1005' NOT NULL,
	"jenis" varchar(20) DEFAULT '' NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shareservice" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodelayanan" varchar(20) DEFAULT '' NOT NULL,
	"judul" varchar(60) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"ikon" varchar(7) DEFAULT 'kirim' NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sharelabel_item" ADD CONSTRAINT "sharelabel_item_sharelabel_id_sharelabel_id_fk" FOREIGN KEY ("sharelabel_id") REFERENCES "public"."sharelabel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sharetopcollection_item" ADD CONSTRAINT "sharetopcollection_item_sharetopcollection_id_sharetopcollection_id_fk" FOREIGN KEY ("sharetopcollection_id") REFERENCES "public"."sharetopcollection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_gambar_nama_key" ON "share_gambar" USING btree ("nama");--> statement-breakpoint
CREATE UNIQUE INDEX "sharebanner_kodebanner_key" ON "sharebanner" USING btree ("kodebanner");--> statement-breakpoint
CREATE INDEX "sharebanner_judul_trgm" ON "sharebanner" USING gin ("judul" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "sharebanner_aktif_idx" ON "sharebanner" USING btree ("aktif");--> statement-breakpoint
CREATE UNIQUE INDEX "sharelabel_kodelabel_key" ON "sharelabel" USING btree ("kodelabel");--> statement-breakpoint
CREATE INDEX "sharelabel_kodelabel_awalan" ON "sharelabel" USING btree ("kodelabel" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "sharelabel_nama_trgm" ON "sharelabel" USING gin ("nama" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "sharelabel_aktif_idx" ON "sharelabel" USING btree ("aktif");--> statement-breakpoint
CREATE INDEX "sharelabel_item_induk" ON "sharelabel_item" USING btree ("sharelabel_id");--> statement-breakpoint
CREATE INDEX "sharelabel_item_kodeitem_idx" ON "sharelabel_item" USING btree ("kodeitem");--> statement-breakpoint
CREATE UNIQUE INDEX "sharelabel_item_kodeitem_per_induk" ON "sharelabel_item" USING btree ("sharelabel_id","kodeitem");--> statement-breakpoint
CREATE UNIQUE INDEX "sharetopcollection_kodekoleksi_key" ON "sharetopcollection" USING btree ("kodekoleksi");--> statement-breakpoint
CREATE INDEX "sharetopcollection_kodekoleksi_awalan" ON "sharetopcollection" USING btree ("kodekoleksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "sharetopcollection_judul_trgm" ON "sharetopcollection" USING gin ("judul" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "sharetopcollection_aktif_idx" ON "sharetopcollection" USING btree ("aktif");--> statement-breakpoint
CREATE INDEX "sharetopcollection_item_induk" ON "sharetopcollection_item" USING btree ("sharetopcollection_id");--> statement-breakpoint
CREATE INDEX "sharetopcollection_item_kodeitem_idx" ON "sharetopcollection_item" USING btree ("kodeitem");--> statement-breakpoint
CREATE UNIQUE INDEX "sharetopcollection_item_kodeitem_per_induk" ON "sharetopcollection_item" USING btree ("sharetopcollection_id","kodeitem");--> statement-breakpoint
CREATE UNIQUE INDEX "sharespecialmerek_kodemerek_key" ON "sharespecialmerek" USING btree ("kodemerek");--> statement-breakpoint
CREATE INDEX "sharespecialmerek_kodemerek_awalan" ON "sharespecialmerek" USING btree ("kodemerek" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "sharespecialmerek_aktif_idx" ON "sharespecialmerek" USING btree ("aktif");--> statement-breakpoint
CREATE UNIQUE INDEX "sharespecialproduct_kodeitem_key" ON "sharespecialproduct" USING btree ("kodeitem");--> statement-breakpoint
CREATE INDEX "sharespecialproduct_kodeitem_awalan" ON "sharespecialproduct" USING btree ("kodeitem" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "sharespecialproduct_aktif_idx" ON "sharespecialproduct" USING btree ("aktif");--> statement-breakpoint
CREATE UNIQUE INDEX "sharekategori_kodekategori_key" ON "sharekategori" USING btree ("kodekategori");--> statement-breakpoint
CREATE INDEX "sharekategori_kodekategori_awalan" ON "sharekategori" USING btree ("kodekategori" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "sharekategori_nama_trgm" ON "sharekategori" USING gin ("nama" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "sharekategori_kategori_idx" ON "sharekategori" USING btree ("kategori");--> statement-breakpoint
CREATE INDEX "sharekategori_aktif_idx" ON "sharekategori" USING btree ("aktif");--> statement-breakpoint
CREATE INDEX "sharekategori_jenis_idx" ON "sharekategori" USING btree ("jenis");--> statement-breakpoint
CREATE UNIQUE INDEX "shareservice_kodelayanan_key" ON "shareservice" USING btree ("kodelayanan");--> statement-breakpoint
CREATE INDEX "shareservice_kodelayanan_awalan" ON "shareservice" USING btree ("kodelayanan" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "shareservice_judul_trgm" ON "shareservice" USING gin ("judul" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "shareservice_aktif_idx" ON "shareservice" USING btree ("aktif");