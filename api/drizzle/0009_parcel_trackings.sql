CREATE TABLE "parcel_trackings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"tracking_number" text NOT NULL,
	"carrier" text,
	"reference" text,
	"status" text DEFAULT 'NOT_FOUND' NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parcel_trackings" ADD CONSTRAINT "parcel_trackings_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_trackings_workplace_number_uq" ON "parcel_trackings" USING btree ("workplace_id","tracking_number");--> statement-breakpoint
CREATE INDEX "parcel_trackings_number_idx" ON "parcel_trackings" USING btree ("tracking_number");