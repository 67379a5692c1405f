-- The functions of the generated search columns name the functions they call with their schema.
-- pg_restore (and pg_dump's plain SQL) runs with an empty search_path, and fills the generated
-- columns while loading the rows: an unqualified call then finds nothing and the restore fails
-- (docs/decisions/0018). Same bodies otherwise, so the stored values do not change.
CREATE OR REPLACE FUNCTION public.prona_search_text(title text, description text, location text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.prona_unaccent(coalesce(title, '') || ' ' || coalesce(location, '') || ' ' || coalesce(description, ''))) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.prona_search_vector(title text, description text, location text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, lower(public.prona_unaccent(coalesce(title, '')))), 'A')
    || setweight(to_tsvector('simple'::regconfig, lower(public.prona_unaccent(coalesce(location, '')))), 'B')
    || setweight(to_tsvector('simple'::regconfig, public.prona_place_words(lower(public.prona_unaccent(coalesce(location, ''))))), 'B')
    || setweight(to_tsvector('simple'::regconfig, lower(public.prona_unaccent(coalesce(description, '')))), 'C')
    || setweight(to_tsvector('simple'::regconfig, public.prona_place_words(lower(public.prona_unaccent(coalesce(title, '') || ' ' || coalesce(description, ''))))), 'D')
$$;
