CREATE TABLE "order_shipping_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"user_id" uuid,
	"order_ids" jsonb NOT NULL,
	"rule" jsonb NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"results" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_shipping_changes" ADD CONSTRAINT "order_shipping_changes_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_shipping_changes_workplace_idx" ON "order_shipping_changes" USING btree ("workplace_id","created_at");--> statement-breakpoint
ALTER TABLE "order_shipping_changes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "order_shipping_changes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "order_shipping_changes" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
