CREATE TABLE "kasir_blok" (
	"id" serial PRIMARY KEY NOT NULL,
	"userid" varchar(30) NOT NULL,
	"compname" varchar(100) NOT NULL,
	"kode" varchar(10) NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"periode" varchar(8) DEFAULT '' NOT NULL,
	"sebelum" varchar(40) NOT NULL,
	"digit" integer NOT NULL,
	"awal" integer NOT NULL,
	"akhir" integer NOT NULL,
	"dibuat" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kasir_luring" (
	"notransaksi" varchar(40) PRIMARY KEY NOT NULL,
	"userid" varchar(30) NOT NULL,
	"compname" varchar(100) NOT NULL,
	"blok" integer,
	"waktu" timestamp with time zone NOT NULL,
	"diterima" timestamp with time zone DEFAULT now() NOT NULL,
	"stokminus" varchar(1000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kasir_blok_awal" ON "kasir_blok" USING btree ("kode","kodekantor","periode","awal");--> statement-breakpoint
CREATE INDEX "kasir_blok_user" ON "kasir_blok" USING btree ("userid","compname");--> statement-breakpoint
CREATE INDEX "kasir_luring_diterima" ON "kasir_luring" USING btree ("diterima");