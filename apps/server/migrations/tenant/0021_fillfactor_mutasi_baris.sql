-- Custom SQL migration (drizzle-kit cannot declare a table's storage parameters): half of every
-- page of the stock moves and the journal lines is left free, so that rewriting a row's values
-- (a repair re-costing every move and its derived lines, a back-dated posting re-costing the moves
-- after it) puts the new version on the same page without new index entries (a HOT update: none of
-- the columns written — nilai, saldo_qty, saldo_nilai; debet, kredit — is indexed). Applies to pages
-- filled from now on; a company's existing rows stay where they are.
ALTER TABLE "stok_mutasi" SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE "gl_baris" SET (fillfactor = 50);
