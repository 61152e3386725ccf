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
ALTER TABLE "bayarhutang" ADD COLUMN "jenisbayar" varchar(1) DEFAULT 'K' NOT NULL;--> statement-breakpoint
ALTER TABLE "bayarhutang" ADD COLUMN "nogiro" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bayarhutang" ADD COLUMN "bankgiro" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bayarhutang" ADD COLUMN "jtgiro" date;--> statement-breakpoint
ALTER TABLE "kasir" ADD COLUMN "komisi" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "jual" ADD COLUMN "komisi" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "bayarkomisi_detail" ADD CONSTRAINT "bayarkomisi_detail_bayarkomisi_id_bayarkomisi_id_fk" FOREIGN KEY ("bayarkomisi_id") REFERENCES "public"."bayarkomisi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "bayarhutang_nogiro_trgm" ON "bayarhutang" USING gin ("nogiro" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bayarhutang_bankgiro_idx" ON "bayarhutang" USING btree ("bankgiro");