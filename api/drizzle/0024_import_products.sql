CREATE TABLE "catalogue_pricing_rules" (
	"workplace_id" uuid PRIMARY KEY NOT NULL,
	"rule" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_push_marks" (
	"import_list_item_id" uuid NOT NULL,
	"workplace_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"store_product_id" text NOT NULL,
	"pushed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "import_push_marks_import_list_item_id_store_id_channel_pk" PRIMARY KEY("import_list_item_id","store_id","channel")
);
--> statement-breakpoint
DROP INDEX "import_list_items_workplace_idx";--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "supplier_name" text;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "ship_to" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "description_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "product_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "vendor" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "collections" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "cost_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "cost_from" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "cost_to" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "price_from" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "price_to" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "variant_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "filled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_list_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_pricing_rules" ADD CONSTRAINT "catalogue_pricing_rules_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_push_marks" ADD CONSTRAINT "import_push_marks_import_list_item_id_import_list_items_id_fk" FOREIGN KEY ("import_list_item_id") REFERENCES "public"."import_list_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_push_marks" ADD CONSTRAINT "import_push_marks_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_push_marks" ADD CONSTRAINT "import_push_marks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_push_marks_workplace_idx" ON "import_push_marks" USING btree ("workplace_id");--> statement-breakpoint
CREATE INDEX "import_list_items_recent_idx" ON "import_list_items" USING btree ("workplace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "import_list_items_price_idx" ON "import_list_items" USING btree ("workplace_id","price_from","id");--> statement-breakpoint
CREATE INDEX "import_list_items_title_trgm_idx" ON "import_list_items" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "import_list_items_tags_idx" ON "import_list_items" USING gin ("tags");--> statement-breakpoint
-- imports made before this migration: the ship-to their import recorded (product data: backfill job)
UPDATE "import_list_items" AS i SET "ship_to" = s."ship_to" FROM "sourcing_imports" AS s WHERE s."import_list_item_id" = i."id";
