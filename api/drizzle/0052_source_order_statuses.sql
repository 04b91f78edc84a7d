ALTER TABLE "order_placements" ADD COLUMN "source_order_statuses" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Backfill: a placement read before had one source order (the sync read only the first number), so
-- its last status is that order's own. A placement with several numbers was read by its first
-- only: nothing is said of the others, and the next read fills every entry. Row-level security is
-- forced on the owner too (0036): the system scope is said again for this transaction.
SELECT set_config('app.system', 'on', true);--> statement-breakpoint
UPDATE "order_placements"
SET "source_order_statuses" = jsonb_build_object("source_order_numbers"->>0, "source_status")
WHERE "source_status" IS NOT NULL
  AND jsonb_array_length("source_order_numbers") = 1;
