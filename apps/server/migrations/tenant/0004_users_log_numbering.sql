CREATE TABLE "kelompokakses" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodekelompok" varchar(30) DEFAULT '' NOT NULL,
	"namakelompok" varchar(100) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "log_aktivitas" (
	"id" serial PRIMARY KEY NOT NULL,
	"waktu" timestamp with time zone DEFAULT now() NOT NULL,
	"userid" varchar(30) DEFAULT '' NOT NULL,
	"act" varchar(60) NOT NULL,
	"modul" varchar(60) DEFAULT '' NOT NULL,
	"jenis" varchar(12) NOT NULL,
	"dokumen" varchar(100) DEFAULT '' NOT NULL,
	"ringkasan" jsonb,
	"ip" varchar(64) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nomor_urut" (
	"kode" varchar(10) NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"periode" varchar(8) DEFAULT '' NOT NULL,
	"nomor" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "nomor_urut_kode_kodekantor_periode_pk" PRIMARY KEY("kode","kodekantor","periode")
);
--> statement-breakpoint
CREATE TABLE "setting_nomor" (
	"id" serial PRIMARY KEY NOT NULL,
	"kode" varchar(10) NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"awalan" varchar(10) DEFAULT '' NOT NULL,
	"pakaikantor" boolean DEFAULT false NOT NULL,
	"tahun" varchar(4) DEFAULT 'YY' NOT NULL,
	"bulan" boolean DEFAULT true NOT NULL,
	"digit" integer DEFAULT 5 NOT NULL,
	"pemisah" varchar(1) DEFAULT '-' NOT NULL,
	"gabungperiode" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pengguna" ADD COLUMN "kuncitanggal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pengguna" ADD COLUMN "opsiemoney" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pengguna" ADD COLUMN "opsirakitan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pengguna" ADD COLUMN "restoredb" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pengguna" ADD COLUMN "jatuhtempo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pengguna" ADD COLUMN "qrisaktif" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pengguna" ADD COLUMN "snapaktif" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "kelompokakses_kodekelompok_key" ON "kelompokakses" USING btree ("kodekelompok");--> statement-breakpoint
CREATE INDEX "log_aktivitas_waktu" ON "log_aktivitas" USING btree ("waktu");--> statement-breakpoint
CREATE INDEX "log_aktivitas_user" ON "log_aktivitas" USING btree ("userid","waktu");--> statement-breakpoint
CREATE INDEX "log_aktivitas_modul" ON "log_aktivitas" USING btree ("modul","waktu");--> statement-breakpoint
CREATE UNIQUE INDEX "setting_nomor_key" ON "setting_nomor" USING btree ("kode","kodekantor");