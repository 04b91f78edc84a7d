ALTER TABLE "order_fulfillment_settings" ADD COLUMN "auto_fulfill_since" timestamp with time zone;--> statement-breakpoint
-- automatic fulfilment already on: counted from its last save (the closest time known)
UPDATE "order_fulfillment_settings" SET "auto_fulfill_since" = "updated_at" WHERE jsonb_array_length("auto_fulfill_sources") > 0;
