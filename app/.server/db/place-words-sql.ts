import { PLACE_ALIASES } from "~/domain/search-words";

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
const list = (items: string[]) => `ARRAY[${items.map(quote).join(", ")}]`;

/**
 * The SQL of prona_place_words(folded text): the Albanian names of the places a folded text writes in
 * another spelling (e.g. "pristina" → "prishtine"). Texts without any such word return at once (one
 * array overlap), so it costs little on every insert and update of a listing.
 */
export function placeWordsFunctionSql(): string {
  const pairs = [...PLACE_ALIASES];
  const firstWords = [...new Set(pairs.map(([alias]) => alias.split(" ")[0]!))].sort();
  return `CREATE OR REPLACE FUNCTION prona_place_words(folded text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
DECLARE
  aliases constant text[] := ${list(pairs.map(([alias]) => alias))};
  names constant text[] := ${list(pairs.map(([, name]) => name))};
  first_words constant text[] := ${list(firstWords)};
  words text[];
  padded text;
  found text := '';
BEGIN
  words := regexp_split_to_array(coalesce(folded, ''), '[^[:alnum:]]+');
  IF NOT (words && first_words) THEN
    RETURN '';
  END IF;
  padded := ' ' || array_to_string(words, ' ') || ' ';
  FOR i IN 1 .. array_length(aliases, 1) LOOP
    IF strpos(padded, ' ' || aliases[i] || ' ') > 0 AND strpos(' ' || found || ' ', ' ' || names[i] || ' ') = 0 THEN
      found := found || ' ' || names[i];
    END IF;
  END LOOP;
  RETURN btrim(found);
END
$$;`;
}
