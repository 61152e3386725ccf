DROP INDEX "kelompokakses_namakelompok_trgm";--> statement-breakpoint
DROP INDEX "satuan_namasatuan_trgm";--> statement-breakpoint
DROP INDEX "item_namaitem_trgm";--> statement-breakpoint
DROP INDEX "gudang_namagudang_trgm";--> statement-breakpoint
DROP INDEX "varian_namavarian_trgm";--> statement-breakpoint
DROP INDEX "gruppel_namagruppel_trgm";--> statement-breakpoint
DROP INDEX "wilayah_namawilayah_trgm";--> statement-breakpoint
DROP INDEX "subwilayah_namasubwilayah_trgm";--> statement-breakpoint
DROP INDEX "sales_namasales_trgm";--> statement-breakpoint
DROP INDEX "pelanggan_namasupel_trgm";--> statement-breakpoint
DROP INDEX "pelanggan_kota_trgm";--> statement-breakpoint
DROP INDEX "supplier_namasupel_trgm";--> statement-breakpoint
DROP INDEX "supplier_kota_trgm";--> statement-breakpoint
DROP INDEX "alamatkirim_namapenerima_trgm";--> statement-breakpoint
DROP INDEX "alamatkirim_kota_trgm";--> statement-breakpoint
DROP INDEX "merek_namamerek_trgm";--> statement-breakpoint
DROP INDEX "jenis_namajenis_trgm";--> statement-breakpoint
DROP INDEX "subjenis_namasubjenis_trgm";--> statement-breakpoint
DROP INDEX "bank_namabank_trgm";--> statement-breakpoint
DROP INDEX "bank_norekening_trgm";--> statement-breakpoint
DROP INDEX "emoney_namaemoney_trgm";--> statement-breakpoint
DROP INDEX "ongkir_namaongkir_trgm";--> statement-breakpoint
DROP INDEX "grupaset_namagrupaset_trgm";--> statement-breakpoint
DROP INDEX "pointpel_namapoint_trgm";--> statement-breakpoint
DROP INDEX "perkiraan_namaacc_trgm";--> statement-breakpoint
DROP INDEX "saldoawalakun_keterangan_trgm";--> statement-breakpoint
DROP INDEX "catatantransaksi_catatan_trgm";--> statement-breakpoint
DROP INDEX "kasmasuk_keterangan_trgm";--> statement-breakpoint
DROP INDEX "kaskeluar_keterangan_trgm";--> statement-breakpoint
DROP INDEX "kastransfer_keterangan_trgm";--> statement-breakpoint
DROP INDEX "jurnal_keterangan_trgm";--> statement-breakpoint
DROP INDEX "itemmasuk_keterangan_trgm";--> statement-breakpoint
DROP INDEX "itemkeluar_keterangan_trgm";--> statement-breakpoint
DROP INDEX "pesantransfer_keterangan_trgm";--> statement-breakpoint
DROP INDEX "transferitem_keterangan_trgm";--> statement-breakpoint
DROP INDEX "saldoawalitem_keterangan_trgm";--> statement-breakpoint
DROP INDEX "opname_keterangan_trgm";--> statement-breakpoint
DROP INDEX "pesanbeli_keterangan_trgm";--> statement-breakpoint
DROP INDEX "beli_nofaktur_trgm";--> statement-breakpoint
DROP INDEX "beli_keterangan_trgm";--> statement-breakpoint
DROP INDEX "returbeli_keterangan_trgm";--> statement-breakpoint
DROP INDEX "bayarhutang_nogiro_trgm";--> statement-breakpoint
DROP INDEX "bayarhutang_keterangan_trgm";--> statement-breakpoint
DROP INDEX "depositsup_keterangan_trgm";--> statement-breakpoint
DROP INDEX "saldoawalhutang_nofaktur_trgm";--> statement-breakpoint
DROP INDEX "kasir_keterangan_trgm";--> statement-breakpoint
DROP INDEX "jual_keterangan_trgm";--> statement-breakpoint
DROP INDEX "pesanjual_keterangan_trgm";--> statement-breakpoint
DROP INDEX "returjual_keterangan_trgm";--> statement-breakpoint
DROP INDEX "saldoawalpiutang_nofaktur_trgm";--> statement-breakpoint
DROP INDEX "bayarpiutang_keterangan_trgm";--> statement-breakpoint
DROP INDEX "depositpel_keterangan_trgm";--> statement-breakpoint
DROP INDEX "bayarkomisi_nogiro_trgm";--> statement-breakpoint
DROP INDEX "bayarkomisi_keterangan_trgm";--> statement-breakpoint
DROP INDEX "datapengiriman_kurir_trgm";--> statement-breakpoint
DROP INDEX "datapengiriman_noresi_trgm";--> statement-breakpoint
DROP INDEX "pesanrakit_keterangan_trgm";--> statement-breakpoint
DROP INDEX "rakit_keterangan_trgm";--> statement-breakpoint
DROP INDEX "prosesjadi_keterangan_trgm";--> statement-breakpoint
DROP INDEX "dataaset_namaaset_trgm";--> statement-breakpoint
CREATE INDEX "kelompokakses_namakelompok_trgm" ON "kelompokakses" USING gin ("namakelompok" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "satuan_namasatuan_trgm" ON "satuan" USING gin ("namasatuan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "item_namaitem_trgm" ON "item" USING gin ("namaitem" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "gudang_namagudang_trgm" ON "gudang" USING gin ("namagudang" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "varian_namavarian_trgm" ON "varian" USING gin ("namavarian" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "gruppel_namagruppel_trgm" ON "gruppel" USING gin ("namagruppel" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "wilayah_namawilayah_trgm" ON "wilayah" USING gin ("namawilayah" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "subwilayah_namasubwilayah_trgm" ON "subwilayah" USING gin ("namasubwilayah" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "sales_namasales_trgm" ON "sales" USING gin ("namasales" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "pelanggan_namasupel_trgm" ON "pelanggan" USING gin ("namasupel" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "pelanggan_kota_trgm" ON "pelanggan" USING gin ("kota" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "supplier_namasupel_trgm" ON "supplier" USING gin ("namasupel" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "supplier_kota_trgm" ON "supplier" USING gin ("kota" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "alamatkirim_namapenerima_trgm" ON "alamatkirim" USING gin ("namapenerima" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "alamatkirim_kota_trgm" ON "alamatkirim" USING gin ("kota" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "merek_namamerek_trgm" ON "merek" USING gin ("namamerek" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "jenis_namajenis_trgm" ON "jenis" USING gin ("namajenis" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "subjenis_namasubjenis_trgm" ON "subjenis" USING gin ("namasubjenis" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "bank_namabank_trgm" ON "bank" USING gin ("namabank" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "bank_norekening_trgm" ON "bank" USING gin ("norekening" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "emoney_namaemoney_trgm" ON "emoney" USING gin ("namaemoney" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "ongkir_namaongkir_trgm" ON "ongkir" USING gin ("namaongkir" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "grupaset_namagrupaset_trgm" ON "grupaset" USING gin ("namagrupaset" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "pointpel_namapoint_trgm" ON "pointpel" USING gin ("namapoint" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "perkiraan_namaacc_trgm" ON "perkiraan" USING gin ("namaacc" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "saldoawalakun_keterangan_trgm" ON "saldoawalakun" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "catatantransaksi_catatan_trgm" ON "catatantransaksi" USING gin ("catatan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "kasmasuk_keterangan_trgm" ON "kasmasuk" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "kaskeluar_keterangan_trgm" ON "kaskeluar" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "kastransfer_keterangan_trgm" ON "kastransfer" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "jurnal_keterangan_trgm" ON "jurnal" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "itemmasuk_keterangan_trgm" ON "itemmasuk" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "itemkeluar_keterangan_trgm" ON "itemkeluar" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "pesantransfer_keterangan_trgm" ON "pesantransfer" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "transferitem_keterangan_trgm" ON "transferitem" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "saldoawalitem_keterangan_trgm" ON "saldoawalitem" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "opname_keterangan_trgm" ON "opname" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "pesanbeli_keterangan_trgm" ON "pesanbeli" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "beli_nofaktur_trgm" ON "beli" USING gin ("nofaktur" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "beli_keterangan_trgm" ON "beli" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "returbeli_keterangan_trgm" ON "returbeli" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "bayarhutang_nogiro_trgm" ON "bayarhutang" USING gin ("nogiro" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "bayarhutang_keterangan_trgm" ON "bayarhutang" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "depositsup_keterangan_trgm" ON "depositsup" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "saldoawalhutang_nofaktur_trgm" ON "saldoawalhutang" USING gin ("nofaktur" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "kasir_keterangan_trgm" ON "kasir" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "jual_keterangan_trgm" ON "jual" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "pesanjual_keterangan_trgm" ON "pesanjual" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "returjual_keterangan_trgm" ON "returjual" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "saldoawalpiutang_nofaktur_trgm" ON "saldoawalpiutang" USING gin ("nofaktur" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "bayarpiutang_keterangan_trgm" ON "bayarpiutang" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "depositpel_keterangan_trgm" ON "depositpel" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "bayarkomisi_nogiro_trgm" ON "bayarkomisi" USING gin ("nogiro" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "bayarkomisi_keterangan_trgm" ON "bayarkomisi" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "datapengiriman_kurir_trgm" ON "datapengiriman" USING gin ("kurir" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "datapengiriman_noresi_trgm" ON "datapengiriman" USING gin ("noresi" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "pesanrakit_keterangan_trgm" ON "pesanrakit" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "rakit_keterangan_trgm" ON "rakit" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "prosesjadi_keterangan_trgm" ON "prosesjadi" USING gin ("keterangan" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "dataaset_namaaset_trgm" ON "dataaset" USING gin ("namaaset" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
-- data step (search) begin
-- The variant items' names by trigram (the item search's variant-values arm finds the variant items whose name holds the words that name no value).
CREATE INDEX IF NOT EXISTS "item_varian_namaitem_trgm" ON "item" USING gin ("namaitem" gin_trgm_ops) WITH (gin_pending_list_limit = 64) WHERE "tipe" = '7';
-- data step (search) end
