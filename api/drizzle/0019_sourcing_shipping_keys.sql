ALTER TABLE "sourcing_products" ADD COLUMN "shipping_countries" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "sourcing_products" ADD COLUMN "shipping_cost_cents" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "sourcing_products" ADD COLUMN "shipping_min_days" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "sourcing_products" ADD COLUMN "shipping_max_days" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "sourcing_products" ADD COLUMN "shipping_profit_cents" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- The products' in-row shipping keys follow their shipping rows in the writer's own statement,
-- whoever writes (seed, sync, SQL by hand): one UPDATE per statement for the products it touched.
CREATE FUNCTION "sourcing_refresh_shipping_keys"(product_ids bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "sourcing_products" p SET
    "shipping_countries" = COALESCE(k.countries, '{}'),
    "shipping_cost_cents" = COALESCE(k.costs, '{}'),
    "shipping_min_days" = COALESCE(k.min_days, '{}'),
    "shipping_max_days" = COALESCE(k.max_days, '{}'),
    "shipping_profit_cents" = COALESCE(k.profits, '{}')
  FROM unnest(product_ids) AS changed(id)
  LEFT JOIN LATERAL (
    SELECT array_agg(s."country_code" ORDER BY s."country_code") AS countries,
      array_agg(round(s."cost" * 100)::integer ORDER BY s."country_code") AS costs,
      array_agg(s."min_days" ORDER BY s."country_code") AS min_days,
      array_agg(s."max_days" ORDER BY s."country_code") AS max_days,
      array_agg(round(s."profit" * 100)::integer ORDER BY s."country_code") AS profits
    FROM "sourcing_product_shipping" s WHERE s."product_id" = changed.id
  ) k ON true
  WHERE p."id" = changed.id
    -- A writer that stored the keys with the product (the seed) leaves its rows where it put them.
    AND (p."shipping_countries", p."shipping_cost_cents", p."shipping_min_days", p."shipping_max_days", p."shipping_profit_cents")
      IS DISTINCT FROM (COALESCE(k.countries, '{}'), COALESCE(k.costs, '{}'), COALESCE(k.min_days, '{}'), COALESCE(k.max_days, '{}'), COALESCE(k.profits, '{}'));
$$;
--> statement-breakpoint
CREATE FUNCTION "sourcing_shipping_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "sourcing_refresh_shipping_keys"(ARRAY(SELECT DISTINCT "product_id" FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "sourcing_refresh_shipping_keys"(ARRAY(
      SELECT "product_id" FROM new_rows UNION SELECT "product_id" FROM old_rows));
  ELSE
    PERFORM "sourcing_refresh_shipping_keys"(ARRAY(SELECT DISTINCT "product_id" FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sourcing_shipping_keys_inserted" AFTER INSERT ON "sourcing_product_shipping" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sourcing_shipping_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "sourcing_shipping_keys_updated" AFTER UPDATE ON "sourcing_product_shipping" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sourcing_shipping_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "sourcing_shipping_keys_deleted" AFTER DELETE ON "sourcing_product_shipping" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sourcing_shipping_rows_changed"();
--> statement-breakpoint
-- Catalogues seeded before this migration get their keys now.
SELECT "sourcing_refresh_shipping_keys"(ARRAY(SELECT DISTINCT "product_id" FROM "sourcing_product_shipping"));
