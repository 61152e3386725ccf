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
INSERT INTO "dsb_jual_satuan" ("bulan", "sumber", "kodeitem", "satuan", "jumlah", "nilai")
SELECT date_trunc('month', h."tanggal")::date, 'KSR', d."kodeitem", d."satuan", sum(d."jumlah"), sum(d."total" * CASE WHEN h."subtotal" = 0 THEN 0 ELSE h."dpp" / h."subtotal" END)
FROM "kasir" h JOIN "kasir_detail" d ON d."kasir_id" = h."id" WHERE NOT h."batal" GROUP BY 1, 2, 3, 4
UNION ALL
SELECT date_trunc('month', h."tanggal")::date, 'JL', d."kodeitem", d."satuan", sum(d."jumlah"), sum(d."total" * CASE WHEN h."subtotal" = 0 THEN 0 ELSE h."dpp" / h."subtotal" END)
FROM "jual" h JOIN "jual_detail" d ON d."jual_id" = h."id" WHERE NOT h."batal" GROUP BY 1, 2, 3, 4
UNION ALL
SELECT date_trunc('month', h."tanggal")::date, 'RJ', d."kodeitem", d."satuan", sum(d."jumlah"), sum(d."total" * CASE WHEN h."subtotal" = 0 THEN 0 ELSE h."dpp" / h."subtotal" END)
FROM "returjual" h JOIN "returjual_detail" d ON d."returjual_id" = h."id" GROUP BY 1, 2, 3, 4;
