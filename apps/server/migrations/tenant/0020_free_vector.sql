ALTER TABLE "stok_saldo" ADD COLUMN "mutasi" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Data (hand-written): the count of the existing live moves per item, variant, warehouse and month
-- (a month whose moves are all of quantity and value 0 had no row: it gets one with zero figures).
INSERT INTO "stok_saldo" ("item_id", "iddetailvarian", "gudang_id", "periode", "mutasi")
SELECT "item_id", "iddetailvarian", "gudang_id", (extract(year from "tanggal") * 100 + extract(month from "tanggal"))::int, count(*)
FROM "stok_mutasi" WHERE NOT "batal" GROUP BY 1, 2, 3, 4
ON CONFLICT ("item_id", "iddetailvarian", "gudang_id", "periode") DO UPDATE SET "mutasi" = excluded."mutasi";
