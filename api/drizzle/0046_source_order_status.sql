ALTER TABLE "order_placements" ADD COLUMN "source_status" text;--> statement-breakpoint
ALTER TABLE "order_placements" ADD COLUMN "source_status_at" timestamp with time zone;