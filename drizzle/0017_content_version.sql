CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Bumps the content version once per transaction, at commit: a deferred constraint trigger runs after
-- the transaction's own work, so the one row's lock is always the last one taken (no deadlock with the
-- rows a transaction changed), and readers see the new version together with the new data, never
-- before it. The transaction-local setting skips the rows after the first.
CREATE OR REPLACE FUNCTION prona_bump_content_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('prona.content_bumped', true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    PERFORM set_config('prona.content_bumped', pg_current_xact_id()::text, true);
    -- An upsert: a database emptied by TRUNCATE (tests) or restored without the row counts on.
    -- Schema-qualified: a restore (pg_restore) runs with an empty search_path.
    INSERT INTO public.content_version (id, version) VALUES (1, 1)
      ON CONFLICT (id) DO UPDATE SET version = public.content_version.version + 1, changed_at = now();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER properties_content_version AFTER INSERT OR UPDATE OR DELETE ON properties
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION prona_bump_content_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER platform_settings_content_version AFTER INSERT OR UPDATE OR DELETE ON platform_settings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION prona_bump_content_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER reviews_content_version AFTER INSERT OR UPDATE OR DELETE ON reviews
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION prona_bump_content_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER partners_content_version AFTER INSERT OR UPDATE OR DELETE ON partners
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION prona_bump_content_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER agency_profiles_content_version AFTER INSERT OR UPDATE OR DELETE ON agency_profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION prona_bump_content_version();
--> statement-breakpoint
-- Owners: only what listings and owner pages show (not sign-ins, settings or notification choices).
CREATE CONSTRAINT TRIGGER profiles_content_version
  AFTER UPDATE OF name, image, phone, user_type, is_premium, premium_until, verified_at OR DELETE ON profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION prona_bump_content_version();
