ALTER TABLE "bayarpiutang_detail" ADD COLUMN "komisi" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Data (hand-written): the commission on collection of existing receivable payment lines, at the sales person's current Komisi Pelunasan Piutang (%).
UPDATE "bayarpiutang_detail" d SET "komisi" = round(d."bayar" * s."komisibayar" / 100, 2) FROM (SELECT "notransaksi", "kodesales" FROM "jual" UNION ALL SELECT "notransaksi", "kodesales" FROM "kasir") j JOIN "sales" s ON s."kodesales" = j."kodesales" WHERE j."notransaksi" = d."noinvoice";
