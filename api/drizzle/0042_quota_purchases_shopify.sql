ALTER TABLE "quota_purchases" ADD COLUMN "provider" text DEFAULT 'wallet' NOT NULL;--> statement-breakpoint
ALTER TABLE "quota_purchases" ADD COLUMN "provider_purchase_id" text;--> statement-breakpoint
ALTER TABLE "quota_purchases" ADD COLUMN "provider_shop" text;--> statement-breakpoint
ALTER TABLE "quota_purchases" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "quota_purchases" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "quota_purchases_provider_purchase_unique" ON "quota_purchases" USING btree ("provider_purchase_id");