CREATE TABLE "sharepesanan" (
	"id" serial PRIMARY KEY NOT NULL,
	"kunci" varchar(64) DEFAULT '' NOT NULL,
	"shareid" varchar(40) DEFAULT '' NOT NULL,
	"notransaksi" varchar(30) DEFAULT '' NOT NULL,
	"nama" varchar(100) DEFAULT '' NOT NULL,
	"telepon" varchar(30) DEFAULT '' NOT NULL,
	"alamat" varchar(300) DEFAULT '' NOT NULL,
	"catatan" varchar(300) DEFAULT '' NOT NULL,
	"kodeongkir" varchar(20) DEFAULT '' NOT NULL,
	"ongkir" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sharepesanan_kunci_key" ON "sharepesanan" USING btree ("kunci");--> statement-breakpoint
CREATE INDEX "sharepesanan_notransaksi_trgm" ON "sharepesanan" USING gin ("notransaksi" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "sharepesanan_nama_trgm" ON "sharepesanan" USING gin ("nama" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "sharepesanan_telepon_trgm" ON "sharepesanan" USING gin ("telepon" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "sharepesanan_shareid_trgm" ON "sharepesanan" USING gin ("shareid" gin_trgm_ops) WITH (gin_pending_list_limit=64);