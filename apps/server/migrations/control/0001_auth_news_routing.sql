CREATE TABLE "control"."berita_baca" (
	"berita_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"userid" varchar(30) NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control"."login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"userid" varchar(30) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"jenis" varchar(10) DEFAULT 'login' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control"."password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"company_id" integer NOT NULL,
	"userid" varchar(30) NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "control"."routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"idperusahaan" varchar(30) NOT NULL,
	"ip_sistem" varchar(200) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "control"."berita_baca" ADD CONSTRAINT "berita_baca_berita_id_berita_id_fk" FOREIGN KEY ("berita_id") REFERENCES "control"."berita"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control"."berita_baca" ADD CONSTRAINT "berita_baca_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "control"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control"."login_attempts" ADD CONSTRAINT "login_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "control"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control"."password_resets" ADD CONSTRAINT "password_resets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "control"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "berita_baca_key" ON "control"."berita_baca" USING btree ("berita_id","company_id","userid");--> statement-breakpoint
CREATE INDEX "login_attempts_user" ON "control"."login_attempts" USING btree ("company_id","userid","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip" ON "control"."login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "control"."password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user" ON "control"."password_resets" USING btree ("company_id","userid");--> statement-breakpoint
CREATE UNIQUE INDEX "routes_idperusahaan_key" ON "control"."routes" USING btree ("idperusahaan");