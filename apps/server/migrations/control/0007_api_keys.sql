CREATE TABLE "control"."api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nama" varchar(20) NOT NULL,
	"kelompok" varchar(30) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"awalan" varchar(16) NOT NULL,
	"dibuat_oleh" varchar(30) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"last_ip" varchar(64) DEFAULT '' NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "control"."api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "control"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "control"."api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_company" ON "control"."api_keys" USING btree ("company_id");