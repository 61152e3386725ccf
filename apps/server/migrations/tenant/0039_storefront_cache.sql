CREATE TABLE "toko_ubah" (
	"xid" bigint PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "item_namaitem_kodeitem_idx" ON "item" USING btree ("namaitem","kodeitem");--> statement-breakpoint
CREATE INDEX "item_jenis_namaitem_kodeitem_idx" ON "item" USING btree ("jenis","namaitem","kodeitem");