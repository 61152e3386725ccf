CREATE TABLE "stok_saldo" (
	"item_id" integer NOT NULL,
	"iddetailvarian" integer DEFAULT 0 NOT NULL,
	"gudang_id" integer NOT NULL,
	"periode" integer NOT NULL,
	"qmasuk" numeric(20, 4) DEFAULT '0' NOT NULL,
	"nmasuk" numeric(20, 2) DEFAULT '0' NOT NULL,
	"qkeluar" numeric(20, 4) DEFAULT '0' NOT NULL,
	"nkeluar" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "stok_saldo_item_id_iddetailvarian_gudang_id_periode_pk" PRIMARY KEY("item_id","iddetailvarian","gudang_id","periode")
);
--> statement-breakpoint
CREATE TABLE "dsb_jual_satuan" (
	"bulan" date NOT NULL,
	"sumber" varchar(5) NOT NULL,
	"kodeitem" varchar(30) NOT NULL,
	"satuan" varchar(20) NOT NULL,
	"jumlah" numeric(20, 4) DEFAULT '0' NOT NULL,
	"nilai" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "dsb_jual_satuan_bulan_sumber_kodeitem_satuan_pk" PRIMARY KEY("bulan","sumber","kodeitem","satuan")
);
--> statement-breakpoint
CREATE TABLE "marketplace_toko" (
	"marketplace" varchar(20) NOT NULL,
	"shop_id" varchar(60) NOT NULL,
	"namatoko" varchar(150) NOT NULL,
	"shopurl" varchar(300) DEFAULT '' NOT NULL,
	"domain_mp" varchar(150) DEFAULT '' NOT NULL,
	"marketplaceid" integer DEFAULT 0 NOT NULL,
	"logo" varchar(300) DEFAULT '' NOT NULL,
	"token" text DEFAULT '' NOT NULL,
	"refreshtoken" text DEFAULT '' NOT NULL,
	"dept" varchar(5) DEFAULT '' NOT NULL,
	"aktifharga" boolean DEFAULT false NOT NULL,
	"levelharga" integer DEFAULT 1 NOT NULL,
	"shop_code" varchar(60) DEFAULT '' NOT NULL,
	"tgl_expired" date,
	"warning" boolean DEFAULT false NOT NULL,
	"dibuat" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_toko_marketplace_shop_id_pk" PRIMARY KEY("marketplace","shop_id")
);
--> statement-breakpoint
DROP INDEX "opname_detail_kodeitem_per_induk";--> statement-breakpoint
ALTER TABLE "itemmasuk_detail" ADD COLUMN "iddetailvarian" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "itemkeluar_detail" ADD COLUMN "iddetailvarian" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pesantransfer_detail" ADD COLUMN "iddetailvarian" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transferitem_detail" ADD COLUMN "iddetailvarian" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saldoawalitem_detail" ADD COLUMN "iddetailvarian" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "opname_detail" ADD COLUMN "iddetailvarian" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pesanbeli_detail" ADD COLUMN "iddetailvarian" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "beli" ADD COLUMN "sisakredit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "beli" ADD COLUMN "tempo" date;--> statement-breakpoint
ALTER TABLE "beli_detail" ADD COLUMN "iddetailvarian" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "returbeli_detail" ADD COLUMN "iddetailvarian" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saldoawalhutang" ADD COLUMN "sisakredit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "saldoawalhutang" ADD COLUMN "tempo" date;--> statement-breakpoint
ALTER TABLE "kasir" ADD COLUMN "sisakredit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "kasir" ADD COLUMN "tempo" date;--> statement-breakpoint
ALTER TABLE "jual" ADD COLUMN "sisakredit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "jual" ADD COLUMN "tempo" date;--> statement-breakpoint
ALTER TABLE "saldoawalpiutang" ADD COLUMN "sisakredit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "saldoawalpiutang" ADD COLUMN "tempo" date;--> statement-breakpoint
ALTER TABLE "bayarpiutang_detail" ADD COLUMN "komisi" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "stok_saldo_periode" ON "stok_saldo" USING btree ("periode");--> statement-breakpoint
CREATE INDEX "itemmasuk_detail_iddetailvarian_idx" ON "itemmasuk_detail" USING btree ("iddetailvarian");--> statement-breakpoint
CREATE INDEX "itemkeluar_detail_iddetailvarian_idx" ON "itemkeluar_detail" USING btree ("iddetailvarian");--> statement-breakpoint
CREATE INDEX "pesantransfer_detail_iddetailvarian_idx" ON "pesantransfer_detail" USING btree ("iddetailvarian");--> statement-breakpoint
CREATE INDEX "transferitem_detail_iddetailvarian_idx" ON "transferitem_detail" USING btree ("iddetailvarian");--> statement-breakpoint
CREATE INDEX "saldoawalitem_detail_iddetailvarian_idx" ON "saldoawalitem_detail" USING btree ("iddetailvarian");--> statement-breakpoint
CREATE INDEX "opname_detail_iddetailvarian_idx" ON "opname_detail" USING btree ("iddetailvarian");--> statement-breakpoint
CREATE INDEX "pesanbeli_detail_iddetailvarian_idx" ON "pesanbeli_detail" USING btree ("iddetailvarian");--> statement-breakpoint
CREATE INDEX "beli_tempo_idx" ON "beli" USING btree ("tempo");--> statement-breakpoint
CREATE INDEX "beli_detail_iddetailvarian_idx" ON "beli_detail" USING btree ("iddetailvarian");--> statement-breakpoint
CREATE INDEX "returbeli_detail_iddetailvarian_idx" ON "returbeli_detail" USING btree ("iddetailvarian");--> statement-breakpoint
CREATE INDEX "saldoawalhutang_tempo_idx" ON "saldoawalhutang" USING btree ("tempo");--> statement-breakpoint
CREATE INDEX "kasir_tempo_idx" ON "kasir" USING btree ("tempo");--> statement-breakpoint
CREATE INDEX "jual_tempo_idx" ON "jual" USING btree ("tempo");--> statement-breakpoint
CREATE INDEX "saldoawalpiutang_tempo_idx" ON "saldoawalpiutang" USING btree ("tempo");--> statement-breakpoint
-- Data (hand-written): the monthly stock figures of the existing moves.
INSERT INTO "stok_saldo" ("item_id", "iddetailvarian", "gudang_id", "periode", "qmasuk", "nmasuk", "qkeluar", "nkeluar")
SELECT "item_id", "iddetailvarian", "gudang_id", (extract(year from "tanggal") * 100 + extract(month from "tanggal"))::int,
       coalesce(sum("qty") filter (where "qty" > 0 or ("qty" = 0 and "nilai" >= 0)), 0), coalesce(sum("nilai") filter (where "qty" > 0 or ("qty" = 0 and "nilai" >= 0)), 0),
       coalesce(-sum("qty") filter (where not ("qty" > 0 or ("qty" = 0 and "nilai" >= 0))), 0), coalesce(-sum("nilai") filter (where not ("qty" > 0 or ("qty" = 0 and "nilai" >= 0))), 0)
FROM "stok_mutasi" WHERE NOT "batal" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- Data (hand-written): the kept sales per month, document kind, item and unit of the existing sales and returns.
INSERT INTO "dsb_jual_satuan" ("bulan", "sumber", "kodeitem", "satuan", "jumlah", "nilai")
SELECT date_trunc('month', h."tanggal")::date, 'KSR', d."kodeitem", d."satuan", sum(d."jumlah"), sum(d."total" * CASE WHEN h."subtotal" = 0 THEN 0 ELSE h."dpp" / h."subtotal" END)
FROM "kasir" h JOIN "kasir_detail" d ON d."kasir_id" = h."id" WHERE NOT h."batal" GROUP BY 1, 2, 3, 4
UNION ALL
SELECT date_trunc('month', h."tanggal")::date, 'JL', d."kodeitem", d."satuan", sum(d."jumlah"), sum(d."total" * CASE WHEN h."subtotal" = 0 THEN 0 ELSE h."dpp" / h."subtotal" END)
FROM "jual" h JOIN "jual_detail" d ON d."jual_id" = h."id" WHERE NOT h."batal" GROUP BY 1, 2, 3, 4
UNION ALL
SELECT date_trunc('month', h."tanggal")::date, 'RJ', d."kodeitem", d."satuan", sum(d."jumlah"), sum(d."total" * CASE WHEN h."subtotal" = 0 THEN 0 ELSE h."dpp" / h."subtotal" END)
FROM "returjual" h JOIN "returjual_detail" d ON d."returjual_id" = h."id" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- Data (hand-written): the kept remaining of existing invoices = amount - every settlement (payment lines with discount, returns that reduce it), and their due date while open.
UPDATE "jual" i SET "sisakredit" = i."kredit" - coalesce((SELECT sum(d."bayar" + d."potongan") FROM "bayarpiutang_detail" d WHERE d."noinvoice" = i."notransaksi"), 0) - coalesce((SELECT sum(r."total") FROM "returjual" r WHERE r."nojual" = i."notransaksi" AND r."potongpiutang"), 0);--> statement-breakpoint
UPDATE "kasir" i SET "sisakredit" = i."kredit" - coalesce((SELECT sum(d."bayar" + d."potongan") FROM "bayarpiutang_detail" d WHERE d."noinvoice" = i."notransaksi"), 0) - coalesce((SELECT sum(r."total") FROM "returjual" r WHERE r."nojual" = i."notransaksi" AND r."potongpiutang"), 0);--> statement-breakpoint
UPDATE "saldoawalpiutang" i SET "sisakredit" = i."jumlah" - coalesce((SELECT sum(d."bayar" + d."potongan") FROM "bayarpiutang_detail" d WHERE d."noinvoice" = i."notransaksi"), 0) - coalesce((SELECT sum(r."total") FROM "returjual" r WHERE r."nojual" = i."notransaksi" AND r."potongpiutang"), 0);--> statement-breakpoint
UPDATE "beli" i SET "sisakredit" = i."kredit" - coalesce((SELECT sum(d."bayar" + d."potongan") FROM "bayarhutang_detail" d WHERE d."noinvoice" = i."notransaksi"), 0) - coalesce((SELECT sum(r."total") FROM "returbeli" r WHERE r."nobeli" = i."notransaksi" AND r."potonghutang"), 0);--> statement-breakpoint
UPDATE "saldoawalhutang" i SET "sisakredit" = i."jumlah" - coalesce((SELECT sum(d."bayar" + d."potongan") FROM "bayarhutang_detail" d WHERE d."noinvoice" = i."notransaksi"), 0) - coalesce((SELECT sum(r."total") FROM "returbeli" r WHERE r."nobeli" = i."notransaksi" AND r."potonghutang"), 0);--> statement-breakpoint
UPDATE "jual" SET "tempo" = CASE WHEN "sisakredit" > 0 THEN coalesce("jatuhtempo", "tanggal") END;--> statement-breakpoint
UPDATE "kasir" SET "tempo" = CASE WHEN "sisakredit" > 0 THEN coalesce("jatuhtempo", "tanggal") END;--> statement-breakpoint
UPDATE "saldoawalpiutang" SET "tempo" = CASE WHEN "sisakredit" > 0 THEN coalesce("jatuhtempo", "tanggal") END;--> statement-breakpoint
UPDATE "beli" SET "tempo" = CASE WHEN "sisakredit" > 0 THEN coalesce("jatuhtempo", "tanggal") END;--> statement-breakpoint
UPDATE "saldoawalhutang" SET "tempo" = CASE WHEN "sisakredit" > 0 THEN coalesce("jatuhtempo", "tanggal") END;--> statement-breakpoint
-- Data (hand-written): the commission on collection of existing receivable payment lines, at the sales person's current Komisi Pelunasan Piutang (%).
UPDATE "bayarpiutang_detail" d SET "komisi" = round(d."bayar" * s."komisibayar" / 100, 2) FROM (SELECT "notransaksi", "kodesales" FROM "jual" UNION ALL SELECT "notransaksi", "kodesales" FROM "kasir") j JOIN "sales" s ON s."kodesales" = j."kodesales" WHERE j."notransaksi" = d."noinvoice";
