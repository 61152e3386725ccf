CREATE TABLE "saldoawalpiutang" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"nofaktur" varchar(50) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 2) NOT NULL,
	"jatuhtempo" date,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bayarpiutang" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"kodeacckas" varchar(20) DEFAULT '' NOT NULL,
	"deposit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"totalpotongan" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kas" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bayarpiutang_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"bayarpiutang_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"noinvoice" varchar(40) DEFAULT '' NOT NULL,
	"bayar" numeric(18, 2) DEFAULT '0' NOT NULL,
	"potongan" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "depositpel" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"kodeacckas" varchar(20) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 2) NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"kodekantor" varchar(5) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bayarpiutang_detail" ADD CONSTRAINT "bayarpiutang_detail_bayarpiutang_id_bayarpiutang_id_fk" FOREIGN KEY ("bayarpiutang_id") REFERENCES "public"."bayarpiutang"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saldoawalpiutang_notransaksi_key" ON "saldoawalpiutang" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "saldoawalpiutang_notransaksi_awalan" ON "saldoawalpiutang" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "saldoawalpiutang_nofaktur_trgm" ON "saldoawalpiutang" USING gin ("nofaktur" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "saldoawalpiutang_tanggal_idx" ON "saldoawalpiutang" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "saldoawalpiutang_kodesupel_idx" ON "saldoawalpiutang" USING btree ("kodesupel");--> statement-breakpoint
CREATE UNIQUE INDEX "bayarpiutang_notransaksi_key" ON "bayarpiutang" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "bayarpiutang_notransaksi_awalan" ON "bayarpiutang" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "bayarpiutang_keterangan_trgm" ON "bayarpiutang" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bayarpiutang_kodesupel_awalan" ON "bayarpiutang" USING btree ("kodesupel" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "bayarpiutang_tanggal_idx" ON "bayarpiutang" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "bayarpiutang_kodeacckas_idx" ON "bayarpiutang" USING btree ("kodeacckas");--> statement-breakpoint
CREATE INDEX "bayarpiutang_detail_induk" ON "bayarpiutang_detail" USING btree ("bayarpiutang_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bayarpiutang_detail_noinvoice_per_induk" ON "bayarpiutang_detail" USING btree ("bayarpiutang_id","noinvoice");--> statement-breakpoint
CREATE UNIQUE INDEX "depositpel_notransaksi_key" ON "depositpel" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "depositpel_notransaksi_awalan" ON "depositpel" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "depositpel_keterangan_trgm" ON "depositpel" USING gin ("keterangan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "depositpel_tanggal_idx" ON "depositpel" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "depositpel_kodesupel_idx" ON "depositpel" USING btree ("kodesupel");--> statement-breakpoint
CREATE INDEX "depositpel_kodeacckas_idx" ON "depositpel" USING btree ("kodeacckas");