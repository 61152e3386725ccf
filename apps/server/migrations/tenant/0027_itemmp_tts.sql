ALTER TABLE "itemmp" ADD COLUMN "productid_tts" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "itemmp" ADD COLUMN "itemid_tts" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "itemmp" ADD COLUMN "parentid_tts" varchar(40) DEFAULT '' NOT NULL;