-- Custom SQL migration (drizzle-kit cannot declare these views on the ledger's tables): the books'
-- read views. The ledger is sealed: only @niaga/ledger writes or names its tables; modules read the
-- books through its functions or through these views (packages/ledger/src/read-views.ts says what
-- each one is; a test fails on SQL text naming a ledger table outside packages/ledger). Each view is
-- a plain projection of one table, so PostgreSQL inlines it and a query plans as on the table.
CREATE VIEW "v_gl_jurnal" AS SELECT "id", "sumber", "notransaksi", "tanggal", "keterangan", "status", "batal_id", "userid", "created_at" FROM "gl_jurnal";
--> statement-breakpoint
CREATE VIEW "v_gl_baris" AS SELECT "id", "jurnal_id", "perkiraan_id", "tanggal", "periode", "debet", "kredit", "keterangan", "kontak", "mutasi_id", "batal" FROM "gl_baris";
--> statement-breakpoint
CREATE VIEW "v_gl_saldo" AS SELECT "perkiraan_id", "periode", "debet", "kredit" FROM "gl_saldo";
--> statement-breakpoint
CREATE VIEW "v_stok_mutasi" AS SELECT "id", "jurnal_id", "sumber", "notransaksi", "tanggal", "item_id", "iddetailvarian", "gudang_id", "qty", "nilai", "metode", "saldo_qty", "saldo_nilai", "keterangan", "batal" FROM "stok_mutasi";
--> statement-breakpoint
CREATE VIEW "v_stok_item" AS SELECT "item_id", "iddetailvarian", "qty", "nilai" FROM "stok_item";
--> statement-breakpoint
CREATE VIEW "v_stok_gudang" AS SELECT "item_id", "iddetailvarian", "gudang_id", "qty" FROM "stok_gudang";
