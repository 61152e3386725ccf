CREATE TABLE "katalog_blok" (
	"blok" integer PRIMARY KEY NOT NULL,
	"versi" varchar(32) NOT NULL,
	"jumlah" integer NOT NULL,
	"isi" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "katalog_basi" (
	"blok" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "katalog_basi_blok" ON "katalog_basi" USING btree ("blok");--> statement-breakpoint
-- data step (katalog) begin
-- The till catalogue's blocks (modules/master/item/katalog.ts, KATALOG_BLOK): the block of an item id.
CREATE FUNCTION blok_katalog(id integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS 'select $1 / 5000';
--> statement-breakpoint
-- A statement writing the item or a table the catalogue carries (KATALOG_PARTS) marks the blocks of
-- its rows stale (katalog_basi), in its own transaction. Argument: the column holding the item id.
CREATE FUNCTION katalog_tandai() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  -- A restore brings the marks back as they were (modules/system/backup.ts sets this).
  if current_setting('niaga.memulihkan', true) = '1' then
    return null;
  end if;
  if tg_op <> 'DELETE' then
    execute format('insert into %I.katalog_basi (blok) select distinct %I.blok_katalog(%I) from baru', tg_table_schema, tg_table_schema, tg_argv[0]);
  end if;
  if tg_op <> 'INSERT' then
    execute format('insert into %I.katalog_basi (blok) select distinct %I.blok_katalog(%I) from lama', tg_table_schema, tg_table_schema, tg_argv[0]);
  end if;
  return null;
end $$;
--> statement-breakpoint
CREATE TRIGGER katalog_ins AFTER INSERT ON item REFERENCING NEW TABLE AS baru FOR EACH STATEMENT EXECUTE FUNCTION katalog_tandai('id');
--> statement-breakpoint
CREATE TRIGGER katalog_upd AFTER UPDATE ON item REFERENCING OLD TABLE AS lama NEW TABLE AS baru FOR EACH STATEMENT EXECUTE FUNCTION katalog_tandai('id');
--> statement-breakpoint
CREATE TRIGGER katalog_del AFTER DELETE ON item REFERENCING OLD TABLE AS lama FOR EACH STATEMENT EXECUTE FUNCTION katalog_tandai('id');
--> statement-breakpoint
CREATE TRIGGER katalog_ins AFTER INSERT ON satuanitem REFERENCING NEW TABLE AS baru FOR EACH STATEMENT EXECUTE FUNCTION katalog_tandai('item_id');
--> statement-breakpoint
CREATE TRIGGER katalog_upd AFTER UPDATE ON satuanitem REFERENCING OLD TABLE AS lama NEW TABLE AS baru FOR EACH STATEMENT EXECUTE FUNCTION katalog_tandai('item_id');
--> statement-breakpoint
CREATE TRIGGER katalog_del AFTER DELETE ON satuanitem REFERENCING OLD TABLE AS lama FOR EACH STATEMENT EXECUTE FUNCTION katalog_tandai('item_id');
--> statement-breakpoint
CREATE TRIGGER katalog_ins AFTER INSERT ON detailvarian REFERENCING NEW TABLE AS baru FOR EACH STATEMENT EXECUTE FUNCTION katalog_tandai('item_id');
--> statement-breakpoint
CREATE TRIGGER katalog_upd AFTER UPDATE ON detailvarian REFERENCING OLD TABLE AS lama NEW TABLE AS baru FOR EACH STATEMENT EXECUTE FUNCTION katalog_tandai('item_id');
--> statement-breakpoint
CREATE TRIGGER katalog_del AFTER DELETE ON detailvarian REFERENCING OLD TABLE AS lama FOR EACH STATEMENT EXECUTE FUNCTION katalog_tandai('item_id');
--> statement-breakpoint
CREATE TRIGGER katalog_ins AFTER INSERT ON hargagruppel REFERENCING NEW TABLE AS baru FOR EACH STATEMENT EXECUTE FUNCTION katalog_tandai('item_id');
--> statement-breakpoint
CREATE TRIGGER katalog_upd AFTER UPDATE ON hargagruppel REFERENCING OLD TABLE AS lama NEW TABLE AS baru FOR EACH STATEMENT EXECUTE FUNCTION katalog_tandai('item_id');
--> statement-breakpoint
CREATE TRIGGER katalog_del AFTER DELETE ON hargagruppel REFERENCING OLD TABLE AS lama FOR EACH STATEMENT EXECUTE FUNCTION katalog_tandai('item_id');
--> statement-breakpoint
CREATE TRIGGER katalog_ins AFTER INSERT ON hargajumlah REFERENCING NEW TABLE AS baru FOR EACH STATEMENT EXECUTE FUNCTION katalog_tandai('item_id');
--> statement-breakpoint
CREATE TRIGGER katalog_upd AFTER UPDATE ON hargajumlah REFERENCING OLD TABLE AS lama NEW TABLE AS baru FOR EACH STATEMENT EXECUTE FUNCTION katalog_tandai('item_id');
--> statement-breakpoint
CREATE TRIGGER katalog_del AFTER DELETE ON hargajumlah REFERENCING OLD TABLE AS lama FOR EACH STATEMENT EXECUTE FUNCTION katalog_tandai('item_id');
--> statement-breakpoint
-- The items already there: every block of them stale, built at the first load.
INSERT INTO katalog_basi (blok) SELECT DISTINCT blok_katalog(id) FROM item;
-- data step (katalog) end
