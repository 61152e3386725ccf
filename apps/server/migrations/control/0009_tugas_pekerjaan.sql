CREATE TABLE "control"."pekerjaan" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"iper" varchar(30) NOT NULL,
	"jenis" varchar(30) NOT NULL,
	"status" varchar(20) NOT NULL,
	"isi" jsonb NOT NULL,
	"versi" integer DEFAULT 0 NOT NULL,
	"mulai" timestamp with time zone DEFAULT now() NOT NULL,
	"selesai" timestamp with time zone,
	"hidup_sampai" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control"."tugas_jalan" (
	"nama" varchar(80) NOT NULL,
	"company_id" integer NOT NULL,
	"terakhir" timestamp with time zone,
	"mulai" timestamp with time zone,
	"klaim" varchar(40),
	"klaim_sampai" timestamp with time zone,
	CONSTRAINT "tugas_jalan_nama_company_id_pk" PRIMARY KEY("nama","company_id")
);
--> statement-breakpoint
CREATE INDEX "pekerjaan_iper_jalan" ON "control"."pekerjaan" USING btree ("iper") WHERE status = 'jalan';