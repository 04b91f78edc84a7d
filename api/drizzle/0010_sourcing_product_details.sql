CREATE TABLE "sourcing_product_details" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"options" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sourcing_product_details" ADD CONSTRAINT "sourcing_product_details_product_id_sourcing_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."sourcing_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keep what an already seeded catalogue holds before the columns go.
INSERT INTO "sourcing_product_details" ("product_id", "description", "options") SELECT "id", "description", "options" FROM "sourcing_products";--> statement-breakpoint
ALTER TABLE "sourcing_products" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "sourcing_products" DROP COLUMN "options";