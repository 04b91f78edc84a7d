CREATE TABLE "quota_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"store_id" uuid,
	"kind" text NOT NULL,
	"feature" text NOT NULL,
	"packs" integer NOT NULL,
	"units" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"request_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"period_start" timestamp with time zone,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quota_usage" ADD COLUMN "extra" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "skip_next_recharge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quota_purchases" ADD CONSTRAINT "quota_purchases_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_purchases" ADD CONSTRAINT "quota_purchases_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quota_purchases_request_unique" ON "quota_purchases" USING btree ("workplace_id","request_id");--> statement-breakpoint
ALTER TABLE "quota_purchases" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "quota_purchases" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "quota_purchases" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
