CREATE TABLE "shopify_staff_links" (
	"shop_domain" text NOT NULL,
	"staff_user_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopify_staff_links_shop_domain_staff_user_id_pk" PRIMARY KEY("shop_domain","staff_user_id")
);
--> statement-breakpoint
ALTER TABLE "shopify_staff_links" ADD CONSTRAINT "shopify_staff_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopify_staff_links_user_idx" ON "shopify_staff_links" USING btree ("user_id");