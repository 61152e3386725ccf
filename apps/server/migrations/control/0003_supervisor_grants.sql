CREATE TABLE "control"."izin_otorisasi" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"company_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"modul" varchar(60) NOT NULL,
	"aksi" varchar(20) NOT NULL,
	"pemberi" varchar(30) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "control"."izin_otorisasi" ADD CONSTRAINT "izin_otorisasi_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "control"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control"."izin_otorisasi" ADD CONSTRAINT "izin_otorisasi_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "control"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "izin_otorisasi_token_key" ON "control"."izin_otorisasi" USING btree ("token_hash");