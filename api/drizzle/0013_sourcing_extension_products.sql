CREATE TABLE "sourcing_extension_products" (
	"workplace_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_product_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"price_rule" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourcing_extension_products_workplace_id_source_source_product_id_pk" PRIMARY KEY("workplace_id","source","source_product_id")
);
--> statement-breakpoint
CREATE TABLE "sourcing_imported_images" (
	"workplace_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_product_id" text NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"phash" text,
	CONSTRAINT "sourcing_imported_images_workplace_id_source_source_product_id_position_pk" PRIMARY KEY("workplace_id","source","source_product_id","position")
);
--> statement-breakpoint
ALTER TABLE "sourcing_extension_products" ADD CONSTRAINT "sourcing_extension_products_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_imported_images" ADD CONSTRAINT "sourcing_imported_images_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;