ALTER TABLE "kasir" ADD COLUMN "kaslaci" integer;--> statement-breakpoint
CREATE INDEX "kasir_kaslaci_idx" ON "kasir" USING btree ("kaslaci");--> statement-breakpoint
-- Each till sale names the cash drawer whose shift close counts it (modules/sales/shift.ts). The
-- drawers open now counted, until this migration, their cashier's till sales since they were
-- opened (head office time): those sales go into them (into the latest opened, should a cashier
-- have two open), so that their close counts what it counted before.
UPDATE "kasir" k SET "kaslaci" = l."id"
FROM (
  SELECT DISTINCT ON (s."id") s."id" AS "kasir_id", d."id"
    FROM "kasir" s
    JOIN "kas_laci" d ON d."ditutup" IS NULL AND d."userid" = s."userid"
   WHERE s."jam" ~ '^[0-9]{2}:[0-9]{2}(:[0-9]{2})?$'
     AND (s."tanggal" + s."jam"::time) >= date_trunc('second', d."dibuka" AT TIME ZONE coalesce((SELECT "timezone" FROM "kantor" ORDER BY "pusat" DESC, "id" LIMIT 1), 'Asia/Jakarta'))
   ORDER BY s."id", d."dibuka" DESC
) l
WHERE k."id" = l."kasir_id";
