CREATE TABLE "buku_periode" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"tahunawal" integer NOT NULL,
	"bulanawal" integer NOT NULL,
	"bulanakhir" integer DEFAULT 12 NOT NULL,
	"tglawal" date NOT NULL,
	"tglkunci" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gl_baris" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jurnal_id" integer NOT NULL,
	"perkiraan_id" integer NOT NULL,
	"tanggal" date NOT NULL,
	"periode" integer NOT NULL,
	"debet" numeric(20, 2) DEFAULT '0' NOT NULL,
	"kredit" numeric(20, 2) DEFAULT '0' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"kontak" varchar(30) DEFAULT '' NOT NULL,
	"mutasi_id" bigint,
	"batal" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gl_jurnal" (
	"id" serial PRIMARY KEY NOT NULL,
	"sumber" varchar(10) NOT NULL,
	"notransaksi" varchar(40) NOT NULL,
	"tanggal" date NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"batal_id" integer,
	"userid" varchar(30) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gl_saldo" (
	"perkiraan_id" integer NOT NULL,
	"periode" integer NOT NULL,
	"debet" numeric(20, 2) DEFAULT '0' NOT NULL,
	"kredit" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "gl_saldo_perkiraan_id_periode_pk" PRIMARY KEY("perkiraan_id","periode")
);
--> statement-breakpoint
CREATE TABLE "gudang" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodegudang" varchar(10) DEFAULT '' NOT NULL,
	"namagudang" varchar(100) DEFAULT '' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"namaitem" varchar(100) DEFAULT '' NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"tipe" varchar(1) DEFAULT '0' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perkiraan" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodeacc" varchar(20) DEFAULT '' NOT NULL,
	"namaacc" varchar(100) DEFAULT '' NOT NULL,
	"induk" varchar(20) DEFAULT '' NOT NULL,
	"grup" boolean DEFAULT false NOT NULL,
	"kelompok" varchar(1) DEFAULT '' NOT NULL,
	"tipe" varchar(10) DEFAULT 'LAIN' NOT NULL,
	"saldonormal" varchar(1) DEFAULT '' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setting_akun" (
	"peran" varchar(30) PRIMARY KEY NOT NULL,
	"perkiraan_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stok_gudang" (
	"item_id" integer NOT NULL,
	"iddetailvarian" integer DEFAULT 0 NOT NULL,
	"gudang_id" integer NOT NULL,
	"qty" numeric(20, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "stok_gudang_item_id_iddetailvarian_gudang_id_pk" PRIMARY KEY("item_id","iddetailvarian","gudang_id")
);
--> statement-breakpoint
CREATE TABLE "stok_item" (
	"item_id" integer NOT NULL,
	"iddetailvarian" integer DEFAULT 0 NOT NULL,
	"qty" numeric(20, 4) DEFAULT '0' NOT NULL,
	"nilai" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "stok_item_item_id_iddetailvarian_pk" PRIMARY KEY("item_id","iddetailvarian")
);
--> statement-breakpoint
CREATE TABLE "stok_mutasi" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jurnal_id" integer NOT NULL,
	"sumber" varchar(10) NOT NULL,
	"notransaksi" varchar(40) NOT NULL,
	"tanggal" date NOT NULL,
	"item_id" integer NOT NULL,
	"iddetailvarian" integer DEFAULT 0 NOT NULL,
	"gudang_id" integer NOT NULL,
	"qty" numeric(20, 4) DEFAULT '0' NOT NULL,
	"nilai" numeric(20, 2) DEFAULT '0' NOT NULL,
	"metode" varchar(1) NOT NULL,
	"pasangan_id" bigint,
	"perkiraan_id" integer,
	"lawan_id" integer,
	"saldo_qty" numeric(20, 4) DEFAULT '0' NOT NULL,
	"saldo_nilai" numeric(20, 2) DEFAULT '0' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"batal" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutup_tahun" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" integer NOT NULL,
	"tglawal" date NOT NULL,
	"tglakhir" date NOT NULL,
	"notransaksi" varchar(40) NOT NULL,
	"userid" varchar(30) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gl_baris" ADD CONSTRAINT "gl_baris_jurnal_id_gl_jurnal_id_fk" FOREIGN KEY ("jurnal_id") REFERENCES "public"."gl_jurnal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_akun" ADD CONSTRAINT "setting_akun_perkiraan_id_perkiraan_id_fk" FOREIGN KEY ("perkiraan_id") REFERENCES "public"."perkiraan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stok_mutasi" ADD CONSTRAINT "stok_mutasi_jurnal_id_gl_jurnal_id_fk" FOREIGN KEY ("jurnal_id") REFERENCES "public"."gl_jurnal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gl_baris_akun" ON "gl_baris" USING btree ("perkiraan_id","tanggal","id");--> statement-breakpoint
CREATE INDEX "gl_baris_jurnal" ON "gl_baris" USING btree ("jurnal_id");--> statement-breakpoint
CREATE INDEX "gl_baris_mutasi" ON "gl_baris" USING btree ("mutasi_id");--> statement-breakpoint
CREATE INDEX "gl_baris_kontak" ON "gl_baris" USING btree ("kontak") WHERE kontak <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "gl_jurnal_live_key" ON "gl_jurnal" USING btree ("sumber","notransaksi") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "gl_jurnal_dok" ON "gl_jurnal" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "gl_jurnal_tanggal" ON "gl_jurnal" USING btree ("tanggal");--> statement-breakpoint
CREATE UNIQUE INDEX "gudang_kodegudang_key" ON "gudang" USING btree ("kodegudang");--> statement-breakpoint
CREATE UNIQUE INDEX "item_kodeitem_key" ON "item" USING btree ("kodeitem");--> statement-breakpoint
CREATE UNIQUE INDEX "perkiraan_kodeacc_key" ON "perkiraan" USING btree ("kodeacc");--> statement-breakpoint
CREATE INDEX "stok_mutasi_urut" ON "stok_mutasi" USING btree ("item_id","iddetailvarian","tanggal","id");--> statement-breakpoint
CREATE INDEX "stok_mutasi_jurnal" ON "stok_mutasi" USING btree ("jurnal_id");--> statement-breakpoint
CREATE INDEX "stok_mutasi_gudang" ON "stok_mutasi" USING btree ("item_id","gudang_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tutup_tahun_tahun_key" ON "tutup_tahun" USING btree ("tahun");