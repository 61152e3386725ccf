CREATE TABLE "datapengiriman" (
	"id" serial PRIMARY KEY NOT NULL,
	"notransaksi" varchar(40) DEFAULT '' NOT NULL,
	"tanggal" date NOT NULL,
	"kodesupel" varchar(30) DEFAULT '' NOT NULL,
	"kodeongkir" varchar(20) DEFAULT '' NOT NULL,
	"kurir" varchar(100) DEFAULT '' NOT NULL,
	"noresi" varchar(50) DEFAULT '' NOT NULL,
	"ongkir" numeric(18, 2) DEFAULT '0' NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"alamatkirim" varchar(300) DEFAULT '' NOT NULL,
	"keterangan" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "datapengiriman_notransaksi_key" ON "datapengiriman" USING btree ("notransaksi");--> statement-breakpoint
CREATE INDEX "datapengiriman_notransaksi_awalan" ON "datapengiriman" USING btree ("notransaksi" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "datapengiriman_kodesupel_awalan" ON "datapengiriman" USING btree ("kodesupel" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "datapengiriman_kurir_trgm" ON "datapengiriman" USING gin ("kurir" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "datapengiriman_noresi_trgm" ON "datapengiriman" USING gin ("noresi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "datapengiriman_tanggal_idx" ON "datapengiriman" USING btree ("tanggal");--> statement-breakpoint
CREATE INDEX "datapengiriman_status_idx" ON "datapengiriman" USING btree ("status");--> statement-breakpoint
CREATE INDEX "datapengiriman_kodeongkir_idx" ON "datapengiriman" USING btree ("kodeongkir");