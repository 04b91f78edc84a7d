CREATE TABLE "omni_fulfillment_enrolments" (
	"workplace_id" uuid PRIMARY KEY NOT NULL,
	"viewed_at" timestamp with time zone,
	"interacted_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "omni_fulfillment_enrolments" ADD CONSTRAINT "omni_fulfillment_enrolments_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "omni_fulfillment_enrolments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "omni_fulfillment_enrolments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "omni_fulfillment_enrolments" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
