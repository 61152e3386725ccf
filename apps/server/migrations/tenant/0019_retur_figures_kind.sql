-- data step (retur figures) begin
-- The sales returns' figures in dsb_jual_satuan are keyed by the kind of sale they return: RJK a
-- till sale's (lines taken from kasir), RJ a back-office sale's or a free return's. Until now all
-- were RJ: rebuilt from the returns (as modules/system/dashboard/figures.ts saleUnitFigures).
DELETE FROM "dsb_jual_satuan" WHERE "sumber" = 'RJ';--> statement-breakpoint
INSERT INTO "dsb_jual_satuan" ("bulan", "sumber", "kodeitem", "satuan", "jumlah", "nilai")
SELECT date_trunc('month', h."tanggal")::date,
       CASE WHEN EXISTS (SELECT 1 FROM "returjual_detail" k WHERE k."returjual_id" = h."id" AND k."jenissumber" = 'kasir') THEN 'RJK' ELSE 'RJ' END,
       d."kodeitem", d."satuan", sum(d."jumlah"), sum(d."total" * CASE WHEN h."subtotal" = 0 THEN 0 ELSE h."dpp" / h."subtotal" END)
FROM "returjual" h JOIN "returjual_detail" d ON d."returjual_id" = h."id"
GROUP BY 1, 2, 3, 4;
-- data step (retur figures) end
