CREATE TABLE "control"."berita" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"judul" varchar(200) NOT NULL,
	"isi" text DEFAULT '' NOT NULL,
	"tanggal" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control"."companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"idperusahaan" varchar(30) NOT NULL,
	"nama" varchar(120) NOT NULL,
	"schema_name" varchar(63) NOT NULL,
	"ip_sistem" varchar(200) DEFAULT '' NOT NULL,
	"startflag" integer DEFAULT 0 NOT NULL,
	"expires_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control"."sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"company_id" integer NOT NULL,
	"userid" varchar(30) NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"loginshift" varchar(10) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"adinfo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "control"."berita" ADD CONSTRAINT "berita_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "control"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control"."sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "control"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_idperusahaan_key" ON "control"."companies" USING btree ("idperusahaan");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_schema_key" ON "control"."companies" USING btree ("schema_name");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "control"."sessions" USING btree ("token_hash");