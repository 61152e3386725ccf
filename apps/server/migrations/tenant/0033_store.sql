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
CREATE TABLE "sharecontent" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) DEFAULT '' NOT NULL,
	"judul" varchar(150) DEFAULT '' NOT NULL,
	"ringkasan" varchar(300) DEFAULT '' NOT NULL,
	"isi" varchar(50000) DEFAULT '' NOT NULL,
	"gambar" varchar(300) DEFAULT '' NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"terbit" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shareblog" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) DEFAULT '' NOT NULL,
	"judul" varchar(150) DEFAULT '' NOT NULL,
	"ringkasan" varchar(300) DEFAULT '' NOT NULL,
	"isi" varchar(50000) DEFAULT '' NOT NULL,
	"gambar" varchar(300) DEFAULT '' NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"terbit" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sharesubscriber" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(150) DEFAULT '' NOT NULL,
	"shareid" varchar(40) DEFAULT '' NOT NULL,
	"token" varchar(64) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tokoonline_item" ADD CONSTRAINT "tokoonline_item_tokoonline_id_tokoonline_id_fk" FOREIGN KEY ("tokoonline_id") REFERENCES "public"."tokoonline"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tokoonline_shareid_key" ON "tokoonline" USING btree ("shareid");--> statement-breakpoint
CREATE INDEX "tokoonline_namatoko_trgm" ON "tokoonline" USING gin ("namatoko" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "tokoonline_aktif_idx" ON "tokoonline" USING btree ("aktif");--> statement-breakpoint
CREATE INDEX "tokoonline_item_induk" ON "tokoonline_item" USING btree ("tokoonline_id");--> statement-breakpoint
CREATE INDEX "tokoonline_item_kodeitem_idx" ON "tokoonline_item" USING btree ("kodeitem");--> statement-breakpoint
CREATE UNIQUE INDEX "tokoonline_item_kodeitem_per_induk" ON "tokoonline_item" USING btree ("tokoonline_id","kodeitem");--> statement-breakpoint
CREATE UNIQUE INDEX "sharecontent_slug_key" ON "sharecontent" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "sharecontent_judul_trgm" ON "sharecontent" USING gin ("judul" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "sharecontent_terbit_idx" ON "sharecontent" USING btree ("terbit");--> statement-breakpoint
CREATE UNIQUE INDEX "shareblog_slug_key" ON "shareblog" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "shareblog_judul_trgm" ON "shareblog" USING gin ("judul" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "shareblog_terbit_idx" ON "shareblog" USING btree ("terbit");--> statement-breakpoint
CREATE UNIQUE INDEX "sharesubscriber_token_key" ON "sharesubscriber" USING btree ("token");--> statement-breakpoint
CREATE INDEX "sharesubscriber_email_trgm" ON "sharesubscriber" USING gin ("email" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "sharesubscriber_shareid_trgm" ON "sharesubscriber" USING gin ("shareid" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "sharesubscriber_aktif_idx" ON "sharesubscriber" USING btree ("aktif");