CREATE TABLE "marketplace_toko" (
	"marketplace" varchar(20) NOT NULL,
	"shop_id" varchar(60) NOT NULL,
	"namatoko" varchar(150) NOT NULL,
	"shopurl" varchar(300) DEFAULT '' NOT NULL,
	"domain_mp" varchar(150) DEFAULT '' NOT NULL,
	"marketplaceid" integer DEFAULT 0 NOT NULL,
	"logo" varchar(300) DEFAULT '' NOT NULL,
	"token" text DEFAULT '' NOT NULL,
	"refreshtoken" text DEFAULT '' NOT NULL,
	"dept" varchar(5) DEFAULT '' NOT NULL,
	"aktifharga" boolean DEFAULT false NOT NULL,
	"levelharga" integer DEFAULT 1 NOT NULL,
	"shop_code" varchar(60) DEFAULT '' NOT NULL,
	"tgl_expired" date,
	"warning" boolean DEFAULT false NOT NULL,
	"dibuat" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_toko_marketplace_shop_id_pk" PRIMARY KEY("marketplace","shop_id")
);
