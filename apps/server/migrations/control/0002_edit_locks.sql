CREATE TABLE "control"."kunci_edit" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"modul" varchar(60) NOT NULL,
	"kunci" varchar(100) NOT NULL,
	"label" varchar(200) DEFAULT '' NOT NULL,
	"userid" varchar(30) NOT NULL,
	"session_id" integer NOT NULL,
	"sejak" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "control"."kunci_edit" ADD CONSTRAINT "kunci_edit_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "control"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control"."kunci_edit" ADD CONSTRAINT "kunci_edit_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "control"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kunci_edit_key" ON "control"."kunci_edit" USING btree ("company_id","modul","kunci");