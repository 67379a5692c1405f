-- Listing lifecycle and price history (issue 14; docs/decisions/0015-listing-lifecycle.md).
-- One trigger keeps, on every insert and on every change of status or price, whichever path made it
-- (the owner's form or API, an administrator, the demo data, a test fixture):
--   * status_changed_at, and in_search: a listing is in the public search while active, and while
--     sold or rented until the lifecycle job (app/.server/properties/lifecycle-job.ts) takes it out
--     14 days after the change;
--   * expires_at: a listing that becomes active without a future expiry runs for the platform's
--     default_listing_duration days (the bounds mirror app/domain/settings.ts: 1–365, else 30);
--   * the price history: each change is a row of property_price_changes, and previous_price /
--     price_changed_at on the listing say the last one (cards show a recent drop without a join).
CREATE TABLE "property_price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"old_price" numeric(14, 2) NOT NULL,
	"new_price" numeric(14, 2) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_active_position_idx";--> statement-breakpoint
DROP INDEX "properties_active_newest_idx";--> statement-breakpoint
DROP INDEX "properties_active_created_idx";--> statement-breakpoint
DROP INDEX "properties_active_price_idx";--> statement-breakpoint
DROP INDEX "properties_active_location_idx";--> statement-breakpoint
DROP INDEX "properties_active_search_idx";--> statement-breakpoint
DROP INDEX "properties_active_location_key_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "status_by_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "in_search" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "previous_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE OR REPLACE FUNCTION prona_listing_duration_days() RETURNS integer
  LANGUAGE sql STABLE AS $$
  SELECT COALESCE((
    SELECT CASE WHEN jsonb_typeof(value -> 'default_listing_duration') = 'number'
                 AND (value ->> 'default_listing_duration')::numeric BETWEEN 1 AND 365
                THEN floor((value ->> 'default_listing_duration')::numeric)::integer END
    FROM platform_settings WHERE key = 'properties'), 30)
$$;--> statement-breakpoint
-- Listings live when this runs get a whole period from now (a year-old listing is not expired at the
-- upgrade without a reminder); sold and rented ones stay in search 14 days from their last update.
UPDATE "properties" SET
  "in_search" = "status" IN ('active', 'sold', 'rented'),
  "status_changed_at" = "updated_at",
  "expires_at" = CASE WHEN "status" = 'active' THEN now() + make_interval(days => prona_listing_duration_days()) END;--> statement-breakpoint
ALTER TABLE "property_price_changes" ADD CONSTRAINT "property_price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_price_changes_property_idx" ON "property_price_changes" USING btree ("property_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_active_expires_idx" ON "properties" USING btree ("expires_at") WHERE "properties"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_listed_closed_idx" ON "properties" USING btree ("status_changed_at") WHERE "properties"."in_search" AND "properties"."status" <> 'active';--> statement-breakpoint
CREATE INDEX "properties_active_position_idx" ON "properties" USING btree ("latitude","longitude") WHERE "properties"."in_search";--> statement-breakpoint
CREATE INDEX "properties_active_newest_idx" ON "properties" USING btree ("featured" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "properties"."in_search";--> statement-breakpoint
CREATE INDEX "properties_active_created_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST) WHERE "properties"."in_search";--> statement-breakpoint
CREATE INDEX "properties_active_price_idx" ON "properties" USING btree ("price") WHERE "properties"."in_search";--> statement-breakpoint
CREATE INDEX "properties_active_location_idx" ON "properties" USING btree ("location") WHERE "properties"."in_search";--> statement-breakpoint
CREATE INDEX "properties_active_search_idx" ON "properties" USING gin ("search_vector") WHERE "properties"."in_search";--> statement-breakpoint
CREATE INDEX "properties_active_location_key_idx" ON "properties" USING btree ("location_key") WHERE "properties"."in_search";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prona_property_lifecycle() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.price IS DISTINCT FROM OLD.price THEN
    INSERT INTO property_price_changes (property_id, old_price, new_price) VALUES (NEW.id, OLD.price, NEW.price);
    NEW.previous_price := OLD.price;
    NEW.price_changed_at := now();
  END IF;
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    IF TG_OP = 'UPDATE' THEN
      NEW.status_changed_at := now();
    END IF;
    NEW.in_search := NEW.status IN ('active', 'sold', 'rented');
    IF NEW.status = 'active' AND (NEW.expires_at IS NULL OR NEW.expires_at <= now()) THEN
      NEW.expires_at := now() + make_interval(days => prona_listing_duration_days());
      NEW.expiry_reminded_at := NULL;
    END IF;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER properties_lifecycle BEFORE INSERT OR UPDATE OF status, price ON properties
  FOR EACH ROW EXECUTE FUNCTION prona_property_lifecycle();
