DROP INDEX "opname_detail_kodeitem_per_induk";--> statement-breakpoint
ALTER TABLE "itemmasuk_detail" ADD COLUMN "iddetailvarian" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "itemkeluar_detail" ADD COLUMN "iddetailvarian" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pesantransfer_detail" ADD COLUMN "iddetailvarian" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transferitem_detail" ADD COLUMN "iddetailvarian" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saldoawalitem_detail" ADD COLUMN "iddetailvarian" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "opname_detail" ADD COLUMN "iddetailvarian" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "itemmasuk_detail_iddetailvarian_idx" ON "itemmasuk_detail" USING btree ("iddetailvarian");--> statement-breakpoint
CREATE INDEX "itemkeluar_detail_iddetailvarian_idx" ON "itemkeluar_detail" USING btree ("iddetailvarian");--> statement-breakpoint
CREATE INDEX "pesantransfer_detail_iddetailvarian_idx" ON "pesantransfer_detail" USING btree ("iddetailvarian");--> statement-breakpoint
CREATE INDEX "transferitem_detail_iddetailvarian_idx" ON "transferitem_detail" USING btree ("iddetailvarian");--> statement-breakpoint
CREATE INDEX "saldoawalitem_detail_iddetailvarian_idx" ON "saldoawalitem_detail" USING btree ("iddetailvarian");--> statement-breakpoint
CREATE INDEX "opname_detail_iddetailvarian_idx" ON "opname_detail" USING btree ("iddetailvarian");