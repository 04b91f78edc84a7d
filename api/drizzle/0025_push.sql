CREATE TABLE "app_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_push_settings" (
	"workplace_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"import_list_item_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"publications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"error" jsonb,
	"quota_cost" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_prompt_states" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"trigger_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"not_show" boolean DEFAULT false NOT NULL,
	"last_prompt_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_listings" (
	"import_list_item_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"workplace_id" uuid NOT NULL,
	"product_center_item_id" uuid,
	"store_product_id" text NOT NULL,
	"external_key" text NOT NULL,
	"admin_url" text NOT NULL,
	"pushed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_listings_import_list_item_id_store_id_pk" PRIMARY KEY("import_list_item_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "store_variant_links" (
	"store_id" uuid NOT NULL,
	"store_variant_id" text NOT NULL,
	"store_product_id" text NOT NULL,
	"import_list_item_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_product_id" text NOT NULL,
	"supplier_variant_id" text NOT NULL,
	CONSTRAINT "store_variant_links_store_id_store_variant_id_pk" PRIMARY KEY("store_id","store_variant_id")
);
--> statement-breakpoint
ALTER TABLE "app_reviews" ADD CONSTRAINT "app_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_push_settings" ADD CONSTRAINT "automation_push_settings_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_entries" ADD CONSTRAINT "push_entries_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_entries" ADD CONSTRAINT "push_entries_import_list_item_id_import_list_items_id_fk" FOREIGN KEY ("import_list_item_id") REFERENCES "public"."import_list_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_entries" ADD CONSTRAINT "push_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_prompt_states" ADD CONSTRAINT "review_prompt_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_listings" ADD CONSTRAINT "store_listings_import_list_item_id_import_list_items_id_fk" FOREIGN KEY ("import_list_item_id") REFERENCES "public"."import_list_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_listings" ADD CONSTRAINT "store_listings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_listings" ADD CONSTRAINT "store_listings_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_listings" ADD CONSTRAINT "store_listings_product_center_item_id_product_center_items_id_fk" FOREIGN KEY ("product_center_item_id") REFERENCES "public"."product_center_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_variant_links" ADD CONSTRAINT "store_variant_links_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_variant_links" ADD CONSTRAINT "store_variant_links_import_list_item_id_import_list_items_id_fk" FOREIGN KEY ("import_list_item_id") REFERENCES "public"."import_list_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_reviews_user_idx" ON "app_reviews" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "push_entries_workplace_idx" ON "push_entries" USING btree ("workplace_id","created_at");--> statement-breakpoint
CREATE INDEX "store_listings_workplace_idx" ON "store_listings" USING btree ("workplace_id","pushed_at");--> statement-breakpoint
CREATE INDEX "store_variant_links_product_idx" ON "store_variant_links" USING btree ("store_id","store_product_id");