ALTER TABLE "wallets" ADD COLUMN "auto_recharge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "recharge_threshold" bigint;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "recharge_amount" bigint;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "recharge_customer_id" text;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "recharge_payment_method_id" text;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "recharge_card_last4" text;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "recharge_attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "last_recharge_status" text;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "last_recharge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "last_recharge_failure" text;