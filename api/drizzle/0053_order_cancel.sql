ALTER TABLE "orders" ADD COLUMN "cancel_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- orders the store cancelled before this column existed (only a store cancellation put them there)
UPDATE "orders" SET "store_cancelled" = true WHERE "section" = 'cancelled' AND "sub_status" = 'channel';
