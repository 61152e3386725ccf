CREATE TABLE "control"."info_maintenance" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"judul" varchar(200) NOT NULL,
	"isi" text DEFAULT '' NOT NULL,
	"tanggal" timestamp with time zone DEFAULT now() NOT NULL,
	"sampai" timestamp with time zone,
	"dibuat" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control"."push_langganan" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"userid" varchar(30) NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"dibuat" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control"."push_vapid" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"dibuat" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "control"."info_maintenance" ADD CONSTRAINT "info_maintenance_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "control"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control"."push_langganan" ADD CONSTRAINT "push_langganan_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "control"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_langganan_endpoint_key" ON "control"."push_langganan" USING btree ("endpoint");