-- Every column a search filter reads, beside the id: counting a browse's matches (up to 1,000)
-- then reads this narrow index alone instead of the products' wide rows (an index-only scan,
-- about five times fewer pages). Drizzle's schema builder cannot express INCLUDE, so the index
-- lives here only.
CREATE INDEX "sourcing_products_filter_idx" ON "sourcing_products" USING btree ("id")
  INCLUDE ("price_min", "order_count", "rating", "listing_count", "category_id", "ship_countries");
