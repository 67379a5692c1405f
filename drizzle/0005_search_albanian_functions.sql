-- Search that understands Albanian (docs/decisions/0011). A listing's words are kept folded (lower
-- case, no diacritics) in a text-search vector: title (weight A), location (B), description (C), and
-- the Albanian names of places its text writes another way (Pristina, Peja, Uroševac: D, or B when
-- the location says so). Queries cut each word to its stem and match it as the start of a word
-- (app/domain/search-words.ts), so "Prishtina", "Prishtinës" and "prishtine" find the same listings.

-- The Albanian names of the places a folded text names in another spelling (generated from
-- app/domain/places.ts by scripts/place-aliases-sql.ts; a unit test keeps the two equal).
CREATE OR REPLACE FUNCTION prona_place_words(folded text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
DECLARE
  aliases constant text[] := ARRAY['prishtina', 'pristina', 'prizreni', 'prizrend', 'peja', 'pec', 'gjakova', 'dakovica', 'djakovica', 'mitrovica', 'kosovska mitrovica', 'mitrovica e jugut', 'mitrovica e veriut', 'severna mitrovica', 'north mitrovica', 'ferizaji', 'urosevac', 'gjilani', 'gnjilane', 'gnjilani', 'podujeva', 'podujevo', 'vushtrria', 'vucitrn', 'fushe kosova', 'kosovo polje', 'obiliqi', 'obilic', 'lipjani', 'lipljan', 'drenasi', 'gllogoc', 'glogovac', 'skenderaji', 'srbica', 'istogu', 'istok', 'klina', 'decani', 'juniku', 'malisheva', 'malisevo', 'rahoveci', 'orahovac', 'suhareka', 'suva reka', 'therande', 'theranda', 'dragashi', 'dragas', 'shtimja', 'stimlje', 'kacaniku', 'shterpca', 'strpce', 'elez han', 'deneral jankovic', 'general jankovic', 'vitia', 'vitina', 'kamenica', 'novoberda', 'novo brdo', 'artane', 'gracanica', 'kllokoti', 'klokot', 'ranillugu', 'ranilug', 'parteshi', 'partes', 'zvecani', 'leposaviqi', 'leposavic', 'mamusha', 'mamusa', 'qender', 'centar', 'dardania', 'dardanija', 'arberia', 'dragodan', 'ulpiana', 'sunny hill', 'suncani breg', 'kalabria', 'matican', 'maticane', 'lakrishta', 'veterniku', 'tophania', 'velania', 'muhaxheret', 'emshiri', 'ortakolli', 'marashi', 'bazhdarhania', 'jaglenica', 'dushanova', 'dusanovo', 'karagaci', 'kapeshnica', 'carshia', 'bllok i ri', 'bairi'];
  names constant text[] := ARRAY['prishtine', 'prishtine', 'prizren', 'prizren', 'peje', 'peje', 'gjakove', 'gjakove', 'gjakove', 'mitrovice', 'mitrovice', 'mitrovice', 'mitrovice e veriut', 'mitrovice e veriut', 'mitrovice e veriut', 'ferizaj', 'ferizaj', 'gjilan', 'gjilan', 'gjilan', 'podujeve', 'podujeve', 'vushtrri', 'vushtrri', 'fushe kosove', 'fushe kosove', 'obiliq', 'obiliq', 'lipjan', 'lipjan', 'drenas', 'drenas', 'drenas', 'skenderaj', 'skenderaj', 'istog', 'istog', 'kline', 'decan', 'junik', 'malisheve', 'malisheve', 'rahovec', 'rahovec', 'suhareke', 'suhareke', 'suhareke', 'suhareke', 'dragash', 'dragash', 'shtime', 'shtime', 'kacanik', 'shterpce', 'shterpce', 'hani i elezit', 'hani i elezit', 'hani i elezit', 'viti', 'viti', 'kamenice', 'novoberde', 'novoberde', 'novoberde', 'gracanice', 'kllokot', 'kllokot', 'ranillug', 'ranillug', 'partesh', 'partesh', 'zvecan', 'leposaviq', 'leposaviq', 'mamushe', 'mamushe', 'qendra', 'qendra', 'dardani', 'dardani', 'arberi', 'arberi', 'ulpiane', 'kodra e diellit', 'kodra e diellit', 'kalabri', 'mati 1', 'mati 1', 'lakrishte', 'veternik', 'tophane', 'velani', 'muhaxhere', 'emshir', 'ortakoll', 'marash', 'bazhdarhane', 'jaglenice', 'dushanove', 'dushanove', 'karagac', 'kapeshnice', 'carshia e madhe', 'blloku i ri', 'bair'];
  first_words constant text[] := ARRAY['arberia', 'artane', 'bairi', 'bazhdarhania', 'bllok', 'carshia', 'centar', 'dakovica', 'dardania', 'dardanija', 'decani', 'deneral', 'djakovica', 'dragas', 'dragashi', 'dragodan', 'drenasi', 'dusanovo', 'dushanova', 'elez', 'emshiri', 'ferizaji', 'fushe', 'general', 'gjakova', 'gjilani', 'gllogoc', 'glogovac', 'gnjilane', 'gnjilani', 'gracanica', 'istogu', 'istok', 'jaglenica', 'juniku', 'kacaniku', 'kalabria', 'kamenica', 'kapeshnica', 'karagaci', 'klina', 'kllokoti', 'klokot', 'kosovo', 'kosovska', 'lakrishta', 'leposavic', 'leposaviqi', 'lipjani', 'lipljan', 'malisevo', 'malisheva', 'mamusa', 'mamusha', 'marashi', 'matican', 'maticane', 'mitrovica', 'muhaxheret', 'north', 'novo', 'novoberda', 'obilic', 'obiliqi', 'orahovac', 'ortakolli', 'partes', 'parteshi', 'pec', 'peja', 'podujeva', 'podujevo', 'prishtina', 'pristina', 'prizrend', 'prizreni', 'qender', 'rahoveci', 'ranillugu', 'ranilug', 'severna', 'shterpca', 'shtimja', 'skenderaji', 'srbica', 'stimlje', 'strpce', 'suhareka', 'suncani', 'sunny', 'suva', 'theranda', 'therande', 'tophania', 'ulpiana', 'urosevac', 'velania', 'veterniku', 'vitia', 'vitina', 'vucitrn', 'vushtrria', 'zvecani'];
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
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prona_search_vector(title text, description text, location text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, lower(prona_unaccent(coalesce(title, '')))), 'A')
    || setweight(to_tsvector('simple'::regconfig, lower(prona_unaccent(coalesce(location, '')))), 'B')
    || setweight(to_tsvector('simple'::regconfig, prona_place_words(lower(prona_unaccent(coalesce(location, ''))))), 'B')
    || setweight(to_tsvector('simple'::regconfig, lower(prona_unaccent(coalesce(description, '')))), 'C')
    || setweight(to_tsvector('simple'::regconfig, prona_place_words(lower(prona_unaccent(coalesce(title, '') || ' ' || coalesce(description, ''))))), 'D')
$$;
