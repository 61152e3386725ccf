CREATE TABLE "hargajumlah" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"urut" integer DEFAULT 0 NOT NULL,
	"satuan" varchar(10) DEFAULT '' NOT NULL,
	"iddetailvarian" varchar(40) DEFAULT '' NOT NULL,
	"jumlahdari" numeric(18, 4) NOT NULL,
	"hargajual" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hargajumlah" ADD CONSTRAINT "hargajumlah_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hargajumlah_induk" ON "hargajumlah" USING btree ("item_id");