CREATE TABLE "order_column_choices" (
	"workplace_id" uuid PRIMARY KEY NOT NULL,
	"columns" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"workplace_id" uuid NOT NULL,
	"section" text NOT NULL,
	"sub_status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_workplace_id_section_sub_status_pk" PRIMARY KEY("workplace_id","section","sub_status")
);
--> statement-breakpoint
DROP INDEX "orders_workplace_section_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ordered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "marked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_tax" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_discounts" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taxes_included" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD COLUMN "total_discount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "order_line_items" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_column_choices" ADD CONSTRAINT "order_column_choices_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logs" ADD CONSTRAINT "order_logs_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logs" ADD CONSTRAINT "order_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logs" ADD CONSTRAINT "order_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_counts" ADD CONSTRAINT "order_status_counts_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_logs_order_idx" ON "order_logs" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_list_section_ordered_idx" ON "orders" USING btree ("workplace_id","section","ordered_at","id") WHERE "orders"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "orders_list_sub_status_ordered_idx" ON "orders" USING btree ("workplace_id","section","sub_status","ordered_at","id") WHERE "orders"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "orders_list_section_updated_idx" ON "orders" USING btree ("workplace_id","section","updated_at","id") WHERE "orders"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "orders_list_sub_status_updated_idx" ON "orders" USING btree ("workplace_id","section","sub_status","updated_at","id") WHERE "orders"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "orders_archived_idx" ON "orders" USING btree ("workplace_id","archived_at") WHERE "orders"."archived_at" is not null;--> statement-breakpoint
-- written by hand: when existing orders were ordered, and the tab counts kept by triggers
UPDATE "orders" SET "ordered_at" = coalesce("platform_created_at", "created_at");--> statement-breakpoint
INSERT INTO "order_status_counts" ("workplace_id", "section", "sub_status", "n")
  SELECT "workplace_id", "section", "sub_status", count(*) FROM "orders"
  WHERE "archived_at" IS NULL GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE FUNCTION "order_status_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_status_counts" AS c ("workplace_id", "section", "sub_status", "n")
    SELECT "workplace_id", "section", "sub_status", count(*) FROM new_rows
    WHERE "archived_at" IS NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("workplace_id", "section", "sub_status") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "order_status_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_status_counts" AS c ("workplace_id", "section", "sub_status", "n")
    SELECT "workplace_id", "section", "sub_status", sum(d) FROM (
      SELECT "workplace_id", "section", "sub_status", -1 AS d FROM old_rows WHERE "archived_at" IS NULL
      UNION ALL
      SELECT "workplace_id", "section", "sub_status", 1 AS d FROM new_rows WHERE "archived_at" IS NULL
    ) AS moves GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("workplace_id", "section", "sub_status") DO UPDATE SET "n" = c."n" + excluded."n";
  RETURN NULL;
END $$;--> statement-breakpoint
-- only UPDATE here: while a workplace is deleted its count rows are already gone (cascade)
CREATE FUNCTION "order_status_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_status_counts" AS c SET "n" = c."n" - gone.n
  FROM (
    SELECT "workplace_id", "section", "sub_status", count(*) AS n FROM old_rows
    WHERE "archived_at" IS NULL GROUP BY 1, 2, 3
  ) AS gone
  WHERE c."workplace_id" = gone."workplace_id" AND c."section" = gone."section"
    AND c."sub_status" = gone."sub_status";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_count_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "order_status_counts_after_insert"();--> statement-breakpoint
CREATE TRIGGER "orders_count_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "order_status_counts_after_update"();--> statement-breakpoint
CREATE TRIGGER "orders_count_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "order_status_counts_after_delete"();
