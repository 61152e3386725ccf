CREATE TABLE "dsb_jual_item" (
	"bulan" date NOT NULL,
	"kodeitem" varchar(30) NOT NULL,
	"jmljual" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "dsb_jual_item_bulan_kodeitem_pk" PRIMARY KEY("bulan","kodeitem")
);
--> statement-breakpoint
CREATE TABLE "dsb_jual_item_thn" (
	"tahun" integer NOT NULL,
	"kodeitem" varchar(30) NOT NULL,
	"jmljual" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "dsb_jual_item_thn_tahun_kodeitem_pk" PRIMARY KEY("tahun","kodeitem")
);
--> statement-breakpoint
CREATE TABLE "dsb_omset" (
	"bulan" date NOT NULL,
	"kodekantor" varchar(5) NOT NULL,
	"omset" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "dsb_omset_bulan_kodekantor_pk" PRIMARY KEY("bulan","kodekantor")
);
