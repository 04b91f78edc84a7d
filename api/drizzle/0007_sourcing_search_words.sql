CREATE TABLE "sourcing_search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"product_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sourcing_search_words_trgm_idx" ON "sourcing_search_words" USING gin ("word" gin_trgm_ops);