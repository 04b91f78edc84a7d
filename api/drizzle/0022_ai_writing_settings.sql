CREATE TABLE "workplace_ai_writing_settings" (
	"workplace_id" uuid PRIMARY KEY NOT NULL,
	"style" text NOT NULL,
	"tone" text NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workplace_ai_writing_settings" ADD CONSTRAINT "workplace_ai_writing_settings_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;