CREATE TABLE "research_country_orders" (
	"product_id" bigint NOT NULL,
	"country" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "research_country_orders_product_id_country_pk" PRIMARY KEY("product_id","country")
);
--> statement-breakpoint
CREATE TABLE "research_order_points" (
	"product_id" bigint NOT NULL,
	"week" date NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "research_order_points_product_id_week_pk" PRIMARY KEY("product_id","week")
);
--> statement-breakpoint
CREATE TABLE "research_price_points" (
	"product_id" bigint NOT NULL,
	"day" date NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	CONSTRAINT "research_price_points_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
CREATE TABLE "research_store_listings" (
	"product_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"store_name" text NOT NULL,
	"store_domain" text NOT NULL,
	"country" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "research_store_listings_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "social_ad_views" (
	"workplace_id" uuid NOT NULL,
	"ad_id" text NOT NULL,
	"mode" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_ad_views_workplace_id_ad_id_pk" PRIMARY KEY("workplace_id","ad_id")
);
--> statement-breakpoint
CREATE TABLE "social_ads" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"platform" text NOT NULL,
	"advertiser" text NOT NULL,
	"caption" text NOT NULL,
	"call_to_action" text NOT NULL,
	"country" text NOT NULL,
	"likes" integer NOT NULL,
	"comments" integer NOT NULL,
	"shares" integer NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "research_country_orders" ADD CONSTRAINT "research_country_orders_product_id_sourcing_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."sourcing_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_order_points" ADD CONSTRAINT "research_order_points_product_id_sourcing_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."sourcing_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_price_points" ADD CONSTRAINT "research_price_points_product_id_sourcing_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."sourcing_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_store_listings" ADD CONSTRAINT "research_store_listings_product_id_sourcing_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."sourcing_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_ad_views" ADD CONSTRAINT "social_ad_views_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_ad_views" ADD CONSTRAINT "social_ad_views_ad_id_social_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."social_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_ads" ADD CONSTRAINT "social_ads_product_id_sourcing_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."sourcing_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "research_store_listings_product_idx" ON "research_store_listings" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "social_ads_product_idx" ON "social_ads" USING btree ("product_id","last_seen");