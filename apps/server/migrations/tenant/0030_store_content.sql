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
CREATE UNIQUE INDEX "sharecontent_slug_key" ON "sharecontent" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "sharecontent_judul_trgm" ON "sharecontent" USING gin ("judul" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "sharecontent_terbit_idx" ON "sharecontent" USING btree ("terbit");--> statement-breakpoint
CREATE UNIQUE INDEX "shareblog_slug_key" ON "shareblog" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "shareblog_judul_trgm" ON "shareblog" USING gin ("judul" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "shareblog_terbit_idx" ON "shareblog" USING btree ("terbit");