CREATE TABLE "control"."share_toko" (
	"id" serial PRIMARY KEY NOT NULL,
	"shareid" varchar(40) NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "control"."share_toko" ADD CONSTRAINT "share_toko_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "control"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_toko_shareid_key" ON "control"."share_toko" USING btree ("shareid");