-- A posting dated on or after an item's last live move starts from the item's totals, read with its
-- lock (packages/ledger/src/stock.ts, costAppended): tgl_akhir says no live move is dated after it.
ALTER TABLE "stok_item" ADD COLUMN "tgl_akhir" date;--> statement-breakpoint
UPDATE "stok_item" k SET "tgl_akhir" = m."tgl"
FROM (SELECT "item_id", "iddetailvarian", max("tanggal") AS "tgl" FROM "stok_mutasi" WHERE NOT "batal" GROUP BY 1, 2) m
WHERE m."item_id" = k."item_id" AND m."iddetailvarian" = k."iddetailvarian";
