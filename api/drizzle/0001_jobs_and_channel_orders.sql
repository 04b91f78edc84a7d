CREATE TABLE "channel_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"platform_customer_id" text NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"company" text,
	"address1" text,
	"address2" text,
	"city" text,
	"province" text,
	"province_code" text,
	"zip" text,
	"country" text,
	"country_code" text,
	"phone" text,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "order_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"workplace_id" uuid NOT NULL,
	"platform_order_id" text NOT NULL,
	"platform_line_item_id" text NOT NULL,
	"platform_product_id" text,
	"platform_variant_id" text,
	"title" text NOT NULL,
	"variant_title" text,
	"sku" text,
	"image_url" text,
	"quantity" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"source_product_id" text,
	"sku_id" text,
	"shipping_fee" numeric(14, 2),
	"shipping_info" jsonb,
	"shipping_warehouse" text,
	"can_place_by_own" boolean DEFAULT false NOT NULL,
	"own_recommend" jsonb,
	"source_recommend" jsonb,
	"unmapped_product" boolean DEFAULT true NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"replace_supplier" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"workplace_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"last_error" text,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "via" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_source_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "error_message" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "warning_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tab_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_customers" ADD CONSTRAINT "channel_customers_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_customers" ADD CONSTRAINT "channel_customers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD CONSTRAINT "order_line_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD CONSTRAINT "order_line_items_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_customers_store_platform_unique" ON "channel_customers" USING btree ("store_id","platform_customer_id");--> statement-breakpoint
CREATE INDEX "channel_customers_workplace_idx" ON "channel_customers" USING btree ("workplace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_addresses_order_kind_unique" ON "order_addresses" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_items_order_platform_unique" ON "order_line_items" USING btree ("order_id","platform_line_item_id");--> statement-breakpoint
CREATE INDEX "order_line_items_workplace_idx" ON "order_line_items" USING btree ("workplace_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE status in ('queued', 'running');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_channel_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."channel_customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_platform_order_unique" ON "orders" USING btree ("store_id","platform_order_id");