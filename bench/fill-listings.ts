// The benchmarks' listings: generated in the database, realistic words, cities with and without
// accents, all types and statuses (about 80 % active), 3 % featured, creation times over two years.
import { sql } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { profiles } from "~/.server/db/schema";

/** Inserts `total` listings of one owner, then vacuums as autovacuum would. */
export async function fillListings(db: Db, total: number): Promise<void> {
  const [owner] = await db.insert(profiles).values({ name: "Bench Owner", email: "bench@prona.local" }).returning({ id: profiles.id });
  const ownerId = owner!.id;
  const batch = 20_000;
  for (let offset = 0; offset < total; offset += batch) {
    const count = Math.min(batch, total - offset);
    await db.execute(sql`
      insert into properties (owner_id, title, description, location, price, type, listing_type, status, featured, rooms, bathrooms, area, features, images, created_at,
        floor, floors_total, year_built, heating, furnished, new_build, parking, elevator, latitude, longitude, location_approximate)
      select ${ownerId}::uuid,
        (array['Banesë','Shtëpi','Tokë','Lokal','Studio','Vilë','Penthouse','Zyre'])[1 + (g % 8)] || ' ' || (array['në qendër','me ballkon','me oborr','pranë parkut','e renovuar','me pishinë','me pamje','e re'])[1 + ((g / 8) % 8)] || ' #' || g,
        (array['Banesë e ndritshme me ballkon dhe ngrohje qendrore.','Shtëpi me oborr të madh dhe garazh.','Lokal në rrugën kryesore me vitrinë.','Tokë ndërtimore me leje.','Pranë shkollave dhe marketeve, afër qendrës.'])[1 + (g % 5)] || ' Kodi ' || md5(g::text),
        (array['Prishtinë','Prizren','Pejë','Gjakovë','Mitrovicë','Ferizaj','Gjilan','Prishtinë, Dardani','Prizren, Ortakoll','Fushë Kosovë'])[1 + ((g * 7) % 10)],
        case when g % 2 = 0 then 150 + (g % 1500) else 20000 + (g * 37 % 600000) end,
        (array['apartment','house','land','commercial'])[1 + (g % 4)]::property_type,
        case when g % 2 = 0 then 'rent' else 'sale' end::listing_type,
        case when g % 5 = 0 then (array['pending','rejected','inactive','sold','rented','expired'])[1 + ((g / 5) % 6)] else 'active' end::property_status,
        g % 33 = 0,
        case when g % 4 < 2 then 1 + (g % 6) end,
        case when g % 4 < 2 then 1 + (g % 3) end,
        30 + (g % 400),
        array['Ballkon','Parking'],
        '{}'::text[],
        -- bigint: g * 7919 leaves int's range beyond ~271,000 listings.
        now() - make_interval(mins => ((g::bigint * 7919) % (2 * 365 * 24 * 60))::int),
        -- The facts, for buildings (not land: type index 3), in realistic shares.
        case when g % 4 <> 2 then g % 9 end,
        case when g % 4 <> 2 then 9 end,
        case when g % 4 <> 2 then 1960 + (g % 66) end,
        case when g % 4 <> 2 then (array['central','own','electric','none'])[1 + ((g / 4) % 4)]::heating_type end,
        case when g % 4 <> 2 then g % 3 = 0 end,
        case when g % 4 <> 2 then g % 7 = 0 end,
        case when g % 4 <> 2 then g % 2 = 1 end,
        case when g % 4 <> 2 then g % 5 < 3 end,
        -- Positions within about 2 km of the location's centre; every 7th shows only its area.
        (array[42.6629,42.2139,42.6593,42.3803,42.8833,42.3702,42.4635,42.6555,42.2085,42.6364])[1 + ((g * 7) % 10)] + ((g * 13) % 1000 - 500) / 25000.0,
        (array[21.1655,20.7397,20.2887,20.4308,20.8667,21.1483,21.4694,21.1525,20.7465,21.0925])[1 + ((g * 7) % 10)] + ((g * 29) % 1000 - 500) / 20000.0,
        g % 7 = 0
      from generate_series(${offset + 1}::int, ${offset + count}::int) as g`);
  }
  // As autovacuum leaves a table in production: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze properties`);
}
