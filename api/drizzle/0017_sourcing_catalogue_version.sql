CREATE TABLE "sourcing_catalogue_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Every write to what a search reads gives the catalogue a new version, in the writer's own
-- transaction (so readers see it with the data). A sequence, not a counter, so a version is never
-- reused, even after the tables are truncated. Picture hashes (phash) are not search data.
CREATE SEQUENCE "sourcing_catalogue_version_seq";
--> statement-breakpoint
CREATE FUNCTION "sourcing_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sourcing_catalogue_state" ("id", "version")
    VALUES (1, nextval('sourcing_catalogue_version_seq'))
    ON CONFLICT ("id") DO UPDATE SET "version" = EXCLUDED."version";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sourcing_products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sourcing_products" FOR EACH STATEMENT EXECUTE FUNCTION "sourcing_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "sourcing_product_shipping_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sourcing_product_shipping" FOR EACH STATEMENT EXECUTE FUNCTION "sourcing_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "sourcing_product_images_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "product_id", "position" ON "sourcing_product_images" FOR EACH STATEMENT EXECUTE FUNCTION "sourcing_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "sourcing_collection_products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sourcing_collection_products" FOR EACH STATEMENT EXECUTE FUNCTION "sourcing_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "sourcing_categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sourcing_categories" FOR EACH STATEMENT EXECUTE FUNCTION "sourcing_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "sourcing_search_words_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sourcing_search_words" FOR EACH STATEMENT EXECUTE FUNCTION "sourcing_catalogue_changed"();
