-- data step (search) begin
-- The variant items' names by trigram (the item search's variant-values arm: variant items whose name holds the words that name no value).
CREATE INDEX IF NOT EXISTS "item_varian_namaitem_trgm" ON "item" USING gin ("namaitem" gin_trgm_ops) WHERE "tipe" = '7';
-- data step (search) end
