ALTER TABLE "itemmp" ADD COLUMN "terpetakan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "itemmp_terpetakan_idx" ON "itemmp" USING btree ("terpetakan");--> statement-breakpoint
CREATE INDEX "itemmp_item_id_idx" ON "itemmp" USING btree ("item_id");