CREATE TABLE "notification_preferences" (
	"workplace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"app" boolean NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_workplace_id_kind_pk" PRIMARY KEY("workplace_id","kind")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "notification_preferences" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "workplace_scope" ON "notification_preferences" AS PERMISSIVE FOR ALL TO PUBLIC
  USING ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()))
  WITH CHECK ((SELECT omni_scope_is_system()) OR "workplace_id" = (SELECT omni_scope_workplace()));
