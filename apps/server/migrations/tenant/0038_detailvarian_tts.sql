ALTER TABLE "detailvarian" ADD COLUMN "productid_tts" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "detailvarian" ADD COLUMN "itemid_tts" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "detailvarian" ADD COLUMN "parentid_tts" varchar(40) DEFAULT '' NOT NULL;