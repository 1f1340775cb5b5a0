-- One bank transfer, however its number was typed: Unicode NFKC (full-width digits and letters become ASCII),
-- every dash and space (and the invisible ones: soft hyphen, zero-width space) removed, lower case.
-- The only definition: transfer_receipts.transfer_key is generated from it, and the app compares keys only.
CREATE FUNCTION transfer_key(transaction_id text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN lower(regexp_replace(normalize(transaction_id, NFKC),
  '[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200D\u2028\u2029\u202F\u205F\u2060\u3000\u180E\uFEFF\u00AD\u002D\u02D7\u058A\u05BE\u1400\u1806\u2010-\u2015\u2043\u2212\u2796\u2E17\u2E1A\u2E3A\u2E3B\u2E40\u2E5D\u301C\u3030\u30A0\uFE31\uFE32\uFE58\uFE63\uFF0D]',
  '', 'g'));--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD COLUMN "transfer_key" text GENERATED ALWAYS AS (transfer_key(transaction_id)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_receipts" ADD COLUMN "legacy_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Receipts that already duplicated an earlier one (the same tenant's upload, or a second credit of one transfer)
-- stay as they are, outside the unique indexes; from now on the indexes refuse new ones.
UPDATE "transfer_receipts" AS later SET "legacy_duplicate" = true
WHERE EXISTS (
  SELECT 1 FROM "transfer_receipts" AS earlier
  WHERE earlier.transfer_key = later.transfer_key AND earlier.id < later.id
    AND (earlier.provider_id = later.provider_id OR (earlier.status = 'confirmed' AND later.status = 'confirmed'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_receipts_tenant_transfer_unique" ON "transfer_receipts" USING btree ("provider_id","transfer_key") WHERE not "transfer_receipts"."legacy_duplicate";--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_receipts_credited_transfer_unique" ON "transfer_receipts" USING btree ("transfer_key") WHERE "transfer_receipts"."status" = 'confirmed' and not "transfer_receipts"."legacy_duplicate";
