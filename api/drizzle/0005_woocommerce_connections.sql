CREATE TABLE "woocommerce_connect_requests" (
	"nonce" text PRIMARY KEY NOT NULL,
	"workplace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"store_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "woocommerce_connections" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"workplace_id" uuid NOT NULL,
	"store_url" text NOT NULL,
	"key_id" text NOT NULL,
	"consumer_key_sealed" text NOT NULL,
	"consumer_secret_sealed" text NOT NULL,
	"webhook_secret_sealed" text NOT NULL,
	"webhook_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"orders_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "woocommerce_connect_requests" ADD CONSTRAINT "woocommerce_connect_requests_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "woocommerce_connect_requests" ADD CONSTRAINT "woocommerce_connect_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "woocommerce_connections" ADD CONSTRAINT "woocommerce_connections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "woocommerce_connections" ADD CONSTRAINT "woocommerce_connections_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "woocommerce_connect_requests_workplace_idx" ON "woocommerce_connect_requests" USING btree ("workplace_id");