CREATE TABLE "sourcing_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sourcing_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sourcing_collection_products" (
	"collection_slug" text NOT NULL,
	"product_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "sourcing_collection_products_collection_slug_product_id_pk" PRIMARY KEY("collection_slug","product_id")
);
--> statement-breakpoint
CREATE TABLE "sourcing_expert_picks" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"note_key" text NOT NULL,
	"picked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_keywords" (
	"keyword" text PRIMARY KEY NOT NULL,
	"search_volume" integer NOT NULL,
	"growth" real NOT NULL,
	"category_id" integer,
	"product_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_product_images" (
	"product_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"render_seed" integer NOT NULL,
	"phash" text,
	CONSTRAINT "sourcing_product_images_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "sourcing_product_shipping" (
	"product_id" bigint NOT NULL,
	"country_code" text NOT NULL,
	"cost" numeric(12, 2) NOT NULL,
	"min_days" smallint NOT NULL,
	"max_days" smallint NOT NULL,
	"profit" numeric(12, 2) NOT NULL,
	"options" jsonb NOT NULL,
	CONSTRAINT "sourcing_product_shipping_product_id_country_code_pk" PRIMARY KEY("product_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "sourcing_product_variants" (
	"product_id" bigint NOT NULL,
	"sku_id" text NOT NULL,
	"sku_properties" jsonb NOT NULL,
	"stock" integer NOT NULL,
	"price_usd" numeric(12, 2) NOT NULL,
	"image_position" smallint,
	"position" smallint NOT NULL,
	CONSTRAINT "sourcing_product_variants_product_id_sku_id_pk" PRIMARY KEY("product_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "sourcing_products" (
	"id" bigint PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, tags), 'B')) STORED,
	"price_min" numeric(12, 2) NOT NULL,
	"price_max" numeric(12, 2) NOT NULL,
	"suggested_price" numeric(12, 2) NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"latest_volume" integer DEFAULT 0 NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"listing_count" integer DEFAULT 0 NOT NULL,
	"ship_from" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"ship_countries" text[] NOT NULL,
	"variant_count" smallint NOT NULL,
	"options" jsonb NOT NULL,
	"has_video" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_reviews" (
	"id" bigint PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"star_percent" smallint NOT NULL,
	"feedback" text NOT NULL,
	"country" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"image_seeds" integer[] NOT NULL,
	"order_info" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_seed_state" (
	"key" text PRIMARY KEY NOT NULL,
	"target_count" integer NOT NULL,
	"seeded_count" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sourcing_suppliers" (
	"id" integer PRIMARY KEY NOT NULL,
	"store_name" text NOT NULL,
	"country" text NOT NULL,
	"rating" real NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"opened_year" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_favourite_suppliers" (
	"workplace_id" uuid NOT NULL,
	"supplier_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourcing_favourite_suppliers_workplace_id_supplier_id_pk" PRIMARY KEY("workplace_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "sourcing_favourites" (
	"workplace_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourcing_favourites_workplace_id_source_source_product_id_pk" PRIMARY KEY("workplace_id","source","source_product_id")
);
--> statement-breakpoint
CREATE TABLE "sourcing_imports" (
	"workplace_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_product_id" text NOT NULL,
	"import_list_item_id" uuid NOT NULL,
	"variant_count" integer NOT NULL,
	"quota_cost" integer NOT NULL,
	"ship_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourcing_imports_workplace_id_source_source_product_id_pk" PRIMARY KEY("workplace_id","source","source_product_id")
);
--> statement-breakpoint
ALTER TABLE "sourcing_collection_products" ADD CONSTRAINT "sourcing_collection_products_collection_slug_product_collections_slug_fk" FOREIGN KEY ("collection_slug") REFERENCES "public"."product_collections"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_collection_products" ADD CONSTRAINT "sourcing_collection_products_product_id_sourcing_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."sourcing_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_expert_picks" ADD CONSTRAINT "sourcing_expert_picks_product_id_sourcing_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."sourcing_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_keywords" ADD CONSTRAINT "sourcing_keywords_category_id_sourcing_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."sourcing_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_product_images" ADD CONSTRAINT "sourcing_product_images_product_id_sourcing_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."sourcing_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_product_shipping" ADD CONSTRAINT "sourcing_product_shipping_product_id_sourcing_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."sourcing_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_product_variants" ADD CONSTRAINT "sourcing_product_variants_product_id_sourcing_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."sourcing_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_products" ADD CONSTRAINT "sourcing_products_supplier_id_sourcing_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."sourcing_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_products" ADD CONSTRAINT "sourcing_products_category_id_sourcing_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."sourcing_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_reviews" ADD CONSTRAINT "sourcing_reviews_product_id_sourcing_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."sourcing_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_favourite_suppliers" ADD CONSTRAINT "sourcing_favourite_suppliers_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_favourite_suppliers" ADD CONSTRAINT "sourcing_favourite_suppliers_supplier_id_sourcing_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."sourcing_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_favourites" ADD CONSTRAINT "sourcing_favourites_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_imports" ADD CONSTRAINT "sourcing_imports_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_imports" ADD CONSTRAINT "sourcing_imports_import_list_item_id_import_list_items_id_fk" FOREIGN KEY ("import_list_item_id") REFERENCES "public"."import_list_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sourcing_categories_parent_idx" ON "sourcing_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sourcing_collection_products_order_idx" ON "sourcing_collection_products" USING btree ("collection_slug","position");--> statement-breakpoint
CREATE INDEX "sourcing_expert_picks_position_idx" ON "sourcing_expert_picks" USING btree ("position");--> statement-breakpoint
CREATE INDEX "sourcing_keywords_trgm_idx" ON "sourcing_keywords" USING gin ("keyword" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sourcing_keywords_growth_idx" ON "sourcing_keywords" USING btree ("growth");--> statement-breakpoint
CREATE INDEX "sourcing_shipping_profit_idx" ON "sourcing_product_shipping" USING btree ("country_code","profit","product_id");--> statement-breakpoint
CREATE INDEX "sourcing_shipping_cost_idx" ON "sourcing_product_shipping" USING btree ("country_code","cost","product_id");--> statement-breakpoint
CREATE INDEX "sourcing_shipping_days_idx" ON "sourcing_product_shipping" USING btree ("country_code","min_days","product_id");--> statement-breakpoint
CREATE INDEX "sourcing_products_search_idx" ON "sourcing_products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "sourcing_products_title_trgm_idx" ON "sourcing_products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sourcing_products_price_idx" ON "sourcing_products" USING btree ("price_min","id");--> statement-breakpoint
CREATE INDEX "sourcing_products_orders_idx" ON "sourcing_products" USING btree ("order_count","id");--> statement-breakpoint
CREATE INDEX "sourcing_products_volume_idx" ON "sourcing_products" USING btree ("latest_volume","id");--> statement-breakpoint
CREATE INDEX "sourcing_products_category_idx" ON "sourcing_products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "sourcing_products_supplier_idx" ON "sourcing_products" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "sourcing_reviews_product_idx" ON "sourcing_reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "sourcing_favourites_recent_idx" ON "sourcing_favourites" USING btree ("workplace_id","created_at");--> statement-breakpoint
CREATE INDEX "sourcing_imports_item_idx" ON "sourcing_imports" USING btree ("import_list_item_id");