-- Row-level security for the tables whose rows belong to a workplace through a parent row (issue 13
-- §4, ADR 025): an order's address, a store's variant links, a wallet's entries and declines. A row
-- is visible and writable when its parent is a row of the scope's workplace; the parent's own
-- policy applies inside the sub-select, which PostgreSQL evaluates once per statement (a hashed
-- sub-plan), not once per row. Foreign-key checks and cascades are not subject to RLS.
ALTER TABLE "order_addresses" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "order_addresses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "order_addresses" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "order_id" IN (SELECT "id" FROM "orders" WHERE "workplace_id" = (SELECT omni_scope_workplace())))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "order_id" IN (SELECT "id" FROM "orders" WHERE "workplace_id" = (SELECT omni_scope_workplace())));
--> statement-breakpoint
ALTER TABLE "store_variant_links" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "store_variant_links" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "store_variant_links" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "store_id" IN (SELECT "id" FROM "stores" WHERE "workplace_id" = (SELECT omni_scope_workplace())))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "store_id" IN (SELECT "id" FROM "stores" WHERE "workplace_id" = (SELECT omni_scope_workplace())));
--> statement-breakpoint
ALTER TABLE "wallet_entries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "wallet_entries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "wallet_entries" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "wallet_id" IN (SELECT "id" FROM "wallets" WHERE "workplace_id" = (SELECT omni_scope_workplace())))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "wallet_id" IN (SELECT "id" FROM "wallets" WHERE "workplace_id" = (SELECT omni_scope_workplace())));
--> statement-breakpoint
ALTER TABLE "wallet_declines" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "wallet_declines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "wallet_declines" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "wallet_id" IN (SELECT "id" FROM "wallets" WHERE "workplace_id" = (SELECT omni_scope_workplace())))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "wallet_id" IN (SELECT "id" FROM "wallets" WHERE "workplace_id" = (SELECT omni_scope_workplace())));
