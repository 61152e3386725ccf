CREATE TABLE "tokoonline" (
	"id" serial PRIMARY KEY NOT NULL,
	"shareid" varchar(40) DEFAULT '' NOT NULL,
	"namatoko" varchar(100) DEFAULT '' NOT NULL,
	"logo" varchar(300) DEFAULT '' NOT NULL,
	"tema" varchar(11) DEFAULT 'fashion' NOT NULL,
	"layouttoko" varchar(5) DEFAULT 'left' NOT NULL,
	"layoutproduk" varchar(5) DEFAULT 'none' NOT NULL,
	"modebanner" varchar(5) DEFAULT 'slide' NOT NULL,
	"kategori" varchar(4) DEFAULT '1005' NOT NULL,
	"wa" varchar(20) DEFAULT '' NOT NULL,
	"tampilitem" varchar(5) DEFAULT 'semua' NOT NULL,
	"levelharga" integer DEFAULT 1 NOT NULL,
	"sembunyihabis" boolean DEFAULT false NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokoonline_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"tokoonline_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"kodeitem" varchar(30) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tokoonline_item" ADD CONSTRAINT "tokoonline_item_tokoonline_id_tokoonline_id_fk" FOREIGN KEY ("tokoonline_id") REFERENCES "public"."tokoonline"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tokoonline_shareid_key" ON "tokoonline" USING btree ("shareid");--> statement-breakpoint
CREATE INDEX "tokoonline_namatoko_trgm" ON "tokoonline" USING gin ("namatoko" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "tokoonline_aktif_idx" ON "tokoonline" USING btree ("aktif");--> statement-breakpoint
CREATE INDEX "tokoonline_item_induk" ON "tokoonline_item" USING btree ("tokoonline_id");--> statement-breakpoint
CREATE INDEX "tokoonline_item_kodeitem_idx" ON "tokoonline_item" USING btree ("kodeitem");--> statement-breakpoint
CREATE UNIQUE INDEX "tokoonline_item_kodeitem_per_induk" ON "tokoonline_item" USING btree ("tokoonline_id","kodeitem");