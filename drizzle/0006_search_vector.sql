DROP INDEX "properties_active_location_key_trgm_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (prona_search_vector(title, description, location)) STORED;--> statement-breakpoint
CREATE INDEX "properties_active_search_idx" ON "properties" USING gin ("search_vector") WHERE "properties"."status" = 'active';