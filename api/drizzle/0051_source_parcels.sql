ALTER TABLE "order_placements" ADD COLUMN "source_parcels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Backfill: until now a parcel named only its order (parcel_trackings.reference). An order placed
-- with one source has only that source's parcels, so they are its placement's; an order placed
-- with several cannot be split after the fact and keeps an empty list until the sync reads it
-- again. Row-level security is forced on the owner too (0036): the owner's sessions are in the
-- system scope, said again here (for this transaction) so that the update sees every workplace.
SELECT set_config('app.system', 'on', true);--> statement-breakpoint
UPDATE "order_placements" AS "p"
SET "source_parcels" = "found"."parcels"
FROM (
  SELECT "t"."workplace_id", "t"."reference",
    jsonb_agg(
      jsonb_strip_nulls(jsonb_build_object('trackingNumber', "t"."tracking_number", 'carrier', "t"."carrier"))
      ORDER BY "t"."created_at", "t"."tracking_number"
    ) AS "parcels"
  FROM "parcel_trackings" AS "t"
  WHERE "t"."reference" IS NOT NULL
  GROUP BY "t"."workplace_id", "t"."reference"
) AS "found"
WHERE "found"."workplace_id" = "p"."workplace_id"
  AND "found"."reference" = "p"."order_id"::text
  AND "p"."status" = 'success'
  AND NOT EXISTS (
    SELECT 1 FROM "order_placements" AS "other"
    WHERE "other"."order_id" = "p"."order_id" AND "other"."id" <> "p"."id" AND "other"."status" = 'success'
  );
