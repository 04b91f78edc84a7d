CREATE TABLE "pod_blanks" (
	"id" bigint PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"base_price" numeric(12, 2) NOT NULL,
	"colours" text[] NOT NULL,
	"sizes" text[] NOT NULL,
	"render_seed" integer NOT NULL,
	"ship_countries" text[] NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pod_design_areas" (
	"blank_id" bigint NOT NULL,
	"key" text NOT NULL,
	"left" real NOT NULL,
	"top" real NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	CONSTRAINT "pod_design_areas_blank_id_key_pk" PRIMARY KEY("blank_id","key")
);
--> statement-breakpoint
CREATE TABLE "pod_designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"blank_id" bigint NOT NULL,
	"image_base64" text NOT NULL,
	"image_type" text NOT NULL,
	"design_info" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pod_design_areas" ADD CONSTRAINT "pod_design_areas_blank_id_pod_blanks_id_fk" FOREIGN KEY ("blank_id") REFERENCES "public"."pod_blanks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_designs" ADD CONSTRAINT "pod_designs_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pod_designs" ADD CONSTRAINT "pod_designs_blank_id_pod_blanks_id_fk" FOREIGN KEY ("blank_id") REFERENCES "public"."pod_blanks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pod_blanks_collection_idx" ON "pod_blanks" USING btree ("collection","id");--> statement-breakpoint
CREATE INDEX "pod_designs_workplace_idx" ON "pod_designs" USING btree ("workplace_id","blank_id");