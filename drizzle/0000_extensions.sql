-- Extensions and functions the tables depend on. Both exist on PGlite and on PostgreSQL.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() alone is only STABLE; naming the dictionary makes this wrapper safe to mark IMMUTABLE,
-- which a generated column and its index require. "Prishtinë" becomes "prishtine".
CREATE OR REPLACE FUNCTION prona_unaccent(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, input) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION prona_search_text(title text, description text, location text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(prona_unaccent(coalesce(title, '') || ' ' || coalesce(location, '') || ' ' || coalesce(description, ''))) $$;
--> statement-breakpoint
-- A personal ID as the spec shows it: USER- and 6 upper-case letters or digits, unique. It is the
-- column default, so every way a profile is created gets one in the same insert. The characters come
-- from gen_random_uuid(), which uses a strong random source.
CREATE OR REPLACE FUNCTION prona_new_personal_id() RETURNS text
  LANGUAGE plpgsql VOLATILE
  AS $$
DECLARE
  alphabet constant text := 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  bytes bytea;
  candidate text;
BEGIN
  LOOP
    bytes := decode(replace(gen_random_uuid()::text, '-', ''), 'hex');
    candidate := 'USER-';
    FOR i IN 0..5 LOOP
      candidate := candidate || substr(alphabet, 1 + (get_byte(bytes, i) % 36), 1);
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM profiles WHERE personal_id = candidate);
  END LOOP;
  RETURN candidate;
END
$$;
