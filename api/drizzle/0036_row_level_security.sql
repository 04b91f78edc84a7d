-- Row-level security (issue 13 §4, ADR 025). Every workplace-scoped table shows and accepts only
-- the rows of the workplace the connection's scope names (app.workplace_id), or every row in the
-- system scope (app.system = 'on'); with neither set, none. FORCE applies it to the tables' owner
-- too; only superusers and BYPASSRLS roles pass by. The API connects as omni_app, a login role
-- that owns nothing, and sets the scope per statement (src/db/tenant-scope.ts).
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'omni_app') THEN
    BEGIN
      CREATE ROLE omni_app LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL; -- another database of the cluster created it meanwhile (parallel test workers)
    END;
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO omni_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO omni_app;
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO omni_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO omni_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO omni_app;
--> statement-breakpoint
CREATE FUNCTION omni_scope_is_system() RETURNS boolean LANGUAGE sql STABLE
  AS $$ SELECT coalesce(current_setting('app.system', true), '') = 'on' $$;
--> statement-breakpoint
CREATE FUNCTION omni_scope_workplace() RETURNS uuid LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.workplace_id', true), '')::uuid $$;
--> statement-breakpoint
ALTER TABLE "workplaces" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "workplaces" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "workplaces" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "automation_push_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "automation_push_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "automation_push_settings" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "catalogue_pricing_rules" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "catalogue_pricing_rules" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "catalogue_pricing_rules" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "channel_customers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "channel_customers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "channel_customers" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "checkout_sessions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "checkout_sessions" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "gallery_images" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "gallery_images" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "gallery_images" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "import_list_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "import_list_items" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "import_list_items" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "import_push_marks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "import_push_marks" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "import_push_marks" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "notifications" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "notifications" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "order_column_choices" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "order_column_choices" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "order_column_choices" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "order_fulfillment_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "order_fulfillment_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "order_fulfillment_settings" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "order_line_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "order_line_items" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "order_line_items" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "order_logs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "order_logs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "order_logs" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "order_payments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "order_payments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "order_payments" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "order_placements" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "order_placements" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "order_placements" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "order_status_counts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "order_status_counts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "order_status_counts" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "orders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "orders" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "orders" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "parcel_trackings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "parcel_trackings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "parcel_trackings" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "payment_automation" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "payment_automation" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "payment_automation" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "pod_designs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "pod_designs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "pod_designs" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "product_center_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "product_center_items" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "product_center_items" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "push_entries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "push_entries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "push_entries" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "realtime_tickets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "realtime_tickets" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "realtime_tickets" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "shopify_connections" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "shopify_connections" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "shopify_connections" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "social_ad_views" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "social_ad_views" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "social_ad_views" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "sourcing_extension_products" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sourcing_extension_products" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "sourcing_extension_products" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "sourcing_favourite_suppliers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sourcing_favourite_suppliers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "sourcing_favourite_suppliers" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "sourcing_favourites" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sourcing_favourites" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "sourcing_favourites" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "sourcing_imported_images" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sourcing_imported_images" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "sourcing_imported_images" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "sourcing_imports" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sourcing_imports" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "sourcing_imports" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "store_listings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "store_listings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "store_listings" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "store_products" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "store_products" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "store_products" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "stores" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "stores" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "stores" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "supplier_accounts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "supplier_accounts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "supplier_accounts" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "wallets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "wallets" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "wallets" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "woocommerce_connect_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "woocommerce_connect_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "woocommerce_connect_requests" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "woocommerce_connections" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "woocommerce_connections" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "woocommerce_connections" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "workplace_ai_writing_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "workplace_ai_writing_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "workplace_ai_writing_settings" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "workplace_members" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "workplace_members" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "workplace_members" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
--> statement-breakpoint
ALTER TABLE "workplace_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "workplace_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "workplace_settings" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
