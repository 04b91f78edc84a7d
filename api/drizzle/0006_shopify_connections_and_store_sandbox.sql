CREATE TABLE "shopify_connections" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"workplace_id" uuid NOT NULL,
	"shop_domain" text NOT NULL,
	"shop_gid" text,
	"access_token_sealed" text NOT NULL,
	"scopes" text NOT NULL,
	"installed_by_user_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"orders_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sandbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shopify_connections" ADD CONSTRAINT "shopify_connections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_connections" ADD CONSTRAINT "shopify_connections_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_connections" ADD CONSTRAINT "shopify_connections_installed_by_user_id_users_id_fk" FOREIGN KEY ("installed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopify_connections_shop_idx" ON "shopify_connections" USING btree ("shop_domain");--> statement-breakpoint
CREATE INDEX "shopify_connections_workplace_idx" ON "shopify_connections" USING btree ("workplace_id");