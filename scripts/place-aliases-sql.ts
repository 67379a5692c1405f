// Prints the SQL function prona_place_words() for migration 0005, from app/domain/places.ts. A unit
// test (app/domain/search-words.test.ts) checks that the migration holds exactly this text.
// Usage: npx tsx scripts/place-aliases-sql.ts
import { placeWordsFunctionSql } from "../app/.server/db/place-words-sql";

console.log(placeWordsFunctionSql());
