CREATE TABLE "ppob_akun" (
	"id" integer PRIMARY KEY NOT NULL,
	"baseurl" varchar(300) DEFAULT '' NOT NULL,
	"username" varchar(100) DEFAULT '' NOT NULL,
	"apikey" text DEFAULT '' NOT NULL,
	"webhooksecret" text DEFAULT '' NOT NULL,
	"marginumum" numeric(20, 2) DEFAULT '0' NOT NULL,
	"saldo" numeric(20, 2),
	"saldo_at" timestamp with time zone,
	"pricelist_at" timestamp with time zone,
	"diubah" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppob_produk" (
	"sku" varchar(60) PRIMARY KEY NOT NULL,
	"nama" varchar(200) NOT NULL,
	"kategori" varchar(60) DEFAULT '' NOT NULL,
	"brand" varchar(60) DEFAULT '' NOT NULL,
	"jenis" varchar(10) NOT NULL,
	"harga" numeric(20, 2) NOT NULL,
	"aktif" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppob_margin" (
	"jenis" varchar(10) NOT NULL,
	"kunci" varchar(60) NOT NULL,
	"margin" numeric(20, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ppob_transaksi" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref_id" varchar(64) NOT NULL,
	"notransaksi" varchar(30) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"sku" varchar(60) NOT NULL,
	"nama" varchar(200) NOT NULL,
	"kategori" varchar(60) DEFAULT '' NOT NULL,
	"jenis" varchar(10) NOT NULL,
	"customer_no" varchar(30) NOT NULL,
	"modal" numeric(20, 2) NOT NULL,
	"jual" numeric(20, 2) NOT NULL,
	"margin" numeric(20, 2) NOT NULL,
	"status" varchar(10) DEFAULT 'Pending' NOT NULL,
	"rc" varchar(4) DEFAULT '' NOT NULL,
	"sn" varchar(200) DEFAULT '' NOT NULL,
	"pesan" text DEFAULT '' NOT NULL,
	"terkirim" boolean DEFAULT false NOT NULL,
	"userid" varchar(50) DEFAULT '' NOT NULL,
	"dibuat" timestamp with time zone DEFAULT now() NOT NULL,
	"diubah" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ppob_produk_jenis" ON "ppob_produk" USING btree ("jenis","brand");--> statement-breakpoint
CREATE UNIQUE INDEX "ppob_margin_kunci" ON "ppob_margin" USING btree ("jenis","kunci");--> statement-breakpoint
CREATE UNIQUE INDEX "ppob_transaksi_ref" ON "ppob_transaksi" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "ppob_transaksi_tanggal" ON "ppob_transaksi" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "ppob_transaksi_status" ON "ppob_transaksi" USING btree ("status");