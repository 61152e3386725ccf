CREATE TABLE "nsfp_pakai" (
	"id" serial PRIMARY KEY NOT NULL,
	"nomor" varchar(13) NOT NULL,
	"tahun" integer NOT NULL,
	"tipe" varchar(3) NOT NULL,
	"notransaksi" varchar(40) NOT NULL,
	"sidik" varchar(64) NOT NULL,
	"pengganti" boolean DEFAULT false NOT NULL,
	"diberikan" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nsfp" (
	"id" serial PRIMARY KEY NOT NULL,
	"tahun" varchar(4) DEFAULT '' NOT NULL,
	"awal" varchar(13) DEFAULT '' NOT NULL,
	"akhir" varchar(13) DEFAULT '' NOT NULL,
	"terpakai" integer DEFAULT 0 NOT NULL,
	"sisa" integer DEFAULT 0 NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "nsfp_pakai_nomor" ON "nsfp_pakai" USING btree ("nomor");--> statement-breakpoint
CREATE UNIQUE INDEX "nsfp_pakai_transaksi" ON "nsfp_pakai" USING btree ("tipe","notransaksi");--> statement-breakpoint
CREATE UNIQUE INDEX "nsfp_awal_key" ON "nsfp" USING btree ("awal");--> statement-breakpoint
CREATE INDEX "nsfp_awal_awalan" ON "nsfp" USING btree ("awal" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "nsfp_akhir_awalan" ON "nsfp" USING btree ("akhir" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "nsfp_keterangan_trgm" ON "nsfp" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "nsfp_tahun_idx" ON "nsfp" USING btree ("tahun");