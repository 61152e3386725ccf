CREATE TABLE "itemmp" (
	"id" serial PRIMARY KEY NOT NULL,
	"kunci" varchar(250) DEFAULT '' NOT NULL,
	"marketplace" varchar(10) DEFAULT 'Shopee' NOT NULL,
	"marketplaceid" integer DEFAULT 0 NOT NULL,
	"shop_id" varchar(60) DEFAULT '' NOT NULL,
	"item_id" varchar(40) DEFAULT '' NOT NULL,
	"model_id" varchar(40) DEFAULT '0' NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"iddetailvarian" varchar(40) DEFAULT '' NOT NULL,
	"sku" varchar(100) DEFAULT '' NOT NULL,
	"namaitem" varchar(255) DEFAULT '' NOT NULL,
	"isvarian" boolean DEFAULT false NOT NULL,
	"aktifsync" boolean DEFAULT true NOT NULL,
	"hargajual" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tipealokasi" varchar(7) DEFAULT 'persen' NOT NULL,
	"nominalalokasi" numeric(18, 4) DEFAULT '100' NOT NULL,
	"status" varchar(100) DEFAULT '**edit' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "itemmp_kunci_key" ON "itemmp" USING btree ("kunci");--> statement-breakpoint
CREATE INDEX "itemmp_sku_trgm" ON "itemmp" USING gin ("sku" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "itemmp_kodeitem_awalan" ON "itemmp" USING btree ("kodeitem" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "itemmp_namaitem_trgm" ON "itemmp" USING gin ("namaitem" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "itemmp_marketplace_idx" ON "itemmp" USING btree ("marketplace");--> statement-breakpoint
CREATE INDEX "itemmp_shop_id_idx" ON "itemmp" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "itemmp_aktifsync_idx" ON "itemmp" USING btree ("aktifsync");