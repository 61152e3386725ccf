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
CREATE INDEX "stok_saldo_periode" ON "stok_saldo" USING btree ("periode");--> statement-breakpoint
INSERT INTO "stok_saldo" ("item_id", "iddetailvarian", "gudang_id", "periode", "qmasuk", "nmasuk", "qkeluar", "nkeluar")
SELECT "item_id", "iddetailvarian", "gudang_id", (extract(year from "tanggal") * 100 + extract(month from "tanggal"))::int,
       coalesce(sum("qty") filter (where "qty" > 0 or ("qty" = 0 and "nilai" >= 0)), 0), coalesce(sum("nilai") filter (where "qty" > 0 or ("qty" = 0 and "nilai" >= 0)), 0),
       coalesce(-sum("qty") filter (where not ("qty" > 0 or ("qty" = 0 and "nilai" >= 0))), 0), coalesce(-sum("nilai") filter (where not ("qty" > 0 or ("qty" = 0 and "nilai" >= 0))), 0)
FROM "stok_mutasi" WHERE NOT "batal" GROUP BY 1, 2, 3, 4;
