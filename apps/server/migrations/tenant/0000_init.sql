CREATE TABLE "hak_akses" (
	"id" serial PRIMARY KEY NOT NULL,
	"jenis" varchar(1) NOT NULL,
	"subjek" varchar(30) NOT NULL,
	"modul" varchar(60) NOT NULL,
	"aksi" varchar(20) NOT NULL,
	"izin" boolean NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pengguna" (
	"id" serial PRIMARY KEY NOT NULL,
	"userid" varchar(30) NOT NULL,
	"nama" varchar(100) DEFAULT '' NOT NULL,
	"password_hash" varchar(200) NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"kelompok" varchar(30) DEFAULT '' NOT NULL,
	"loginshift" boolean DEFAULT false NOT NULL,
	"kodedept" varchar(10) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "satuan" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodesatuan" varchar(10) DEFAULT '' NOT NULL,
	"namasatuan" varchar(50) DEFAULT '' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "hak_akses_key" ON "hak_akses" USING btree ("jenis","subjek","modul","aksi");--> statement-breakpoint
CREATE INDEX "hak_akses_subjek" ON "hak_akses" USING btree ("subjek");--> statement-breakpoint
CREATE UNIQUE INDEX "pengguna_userid_key" ON "pengguna" USING btree ("userid");--> statement-breakpoint
CREATE UNIQUE INDEX "satuan_kodesatuan_key" ON "satuan" USING btree ("kodesatuan");