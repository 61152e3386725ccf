CREATE TABLE "catatantransaksi" (
	"id" serial PRIMARY KEY NOT NULL,
	"tanggal" date NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"catatan" varchar(500) DEFAULT '' NOT NULL,
	"selesai" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jurnal" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jurnal_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"jurnal_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeacc" varchar(20) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"kontak" varchar(30) DEFAULT '' NOT NULL,
	"debet" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kredit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kaskeluar" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodeacc" varchar(20) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kaskeluar_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"kaskeluar_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeacc" varchar(20) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"kontak" varchar(30) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kasmasuk" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodeacc" varchar(20) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kasmasuk_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"kasmasuk_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeacc" varchar(20) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"kontak" varchar(30) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kastransfer" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodeaccdari" varchar(20) DEFAULT '' NOT NULL,
	"kodeaccke" varchar(20) DEFAULT '' NOT NULL,
	"jumlah" numeric(18, 2) NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "penomoran" (
	"kode" varchar(10) NOT NULL,
	"periode" varchar(4) NOT NULL,
	"nomor" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "penomoran_kode_periode_pk" PRIMARY KEY("kode","periode")
);
--> statement-breakpoint
CREATE TABLE "saldoawalakun" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodeacc" varchar(20) DEFAULT '' NOT NULL,
	"debet" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kredit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jurnal_detail" ADD CONSTRAINT "jurnal_detail_jurnal_id_jurnal_id_fk" FOREIGN KEY ("jurnal_id") REFERENCES "public"."jurnal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kaskeluar_detail" ADD CONSTRAINT "kaskeluar_detail_kaskeluar_id_kaskeluar_id_fk" FOREIGN KEY ("kaskeluar_id") REFERENCES "public"."kaskeluar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kasmasuk_detail" ADD CONSTRAINT "kasmasuk_detail_kasmasuk_id_kasmasuk_id_fk" FOREIGN KEY ("kasmasuk_id") REFERENCES "public"."kasmasuk"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jurnal_notransaksi_key" ON "jurnal" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "jurnal_detail_doc" ON "jurnal_detail" USING btree ("jurnal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kaskeluar_notransaksi_key" ON "kaskeluar" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "kaskeluar_detail_doc" ON "kaskeluar_detail" USING btree ("kaskeluar_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kasmasuk_notransaksi_key" ON "kasmasuk" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "kasmasuk_detail_doc" ON "kasmasuk_detail" USING btree ("kasmasuk_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kastransfer_notransaksi_key" ON "kastransfer" USING btree ("notransaksi");--> statement-breakpoint
CREATE UNIQUE INDEX "saldoawalakun_kodeacc_key" ON "saldoawalakun" USING btree ("kodeacc");