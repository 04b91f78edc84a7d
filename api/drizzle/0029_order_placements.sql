CREATE TABLE "order_fulfillment_settings" (
	"workplace_id" uuid PRIMARY KEY NOT NULL,
	"default_source" text,
	"shipping_preference" text DEFAULT 'cheapest' NOT NULL,
	"auto_fulfill_sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_behavior" text DEFAULT 'auto' NOT NULL,
	"pay_method" text DEFAULT 'credit_card' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"placement_ids" jsonb NOT NULL,
	"checkout_id" text,
	"checkout_url" text,
	"error_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"reference" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_order_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_key" text,
	"warning_key" text,
	"cost_minor" bigint,
	"cost_currency" text,
	"paid_at" timestamp with time zone,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_fulfillment_settings" ADD CONSTRAINT "order_fulfillment_settings_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_placements" ADD CONSTRAINT "order_placements_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_placements" ADD CONSTRAINT "order_placements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_workplace_idx" ON "order_payments" USING btree ("workplace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_placements_reference_unique" ON "order_placements" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "order_placements_order_source_unique" ON "order_placements" USING btree ("order_id","source");--> statement-breakpoint
CREATE INDEX "order_placements_workplace_status_idx" ON "order_placements" USING btree ("workplace_id","status");