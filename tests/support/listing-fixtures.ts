import { randomBytes } from "node:crypto";
import { profiles, properties } from "~/.server/db/schema";
import type { Services } from "~/.server/services";

type NewProperty = typeof properties.$inferInsert;

/** A unique lower-case word, to find exactly this test's rows with a keyword or location filter. */
export function uniqueWord(prefix = "w"): string {
  return `${prefix}${randomBytes(5).toString("hex")}`;
}

/** A profile row straight in the database (for owners that never sign in during the test). */
export async function insertProfile(services: Services, fields: Partial<typeof profiles.$inferInsert> = {}) {
  const [row] = await services.db
    .insert(profiles)
    .values({ name: "Pronar Test", email: `${uniqueWord("owner")}@test.prona`, ...fields })
    .returning();
  return row!;
}

/** Inserts listings with sensible defaults (active apartment for sale in Prishtinë). */
export async function insertProperties(services: Services, ownerId: string, rows: Partial<NewProperty>[]) {
  const base = Date.now();
  const values = rows.map((row, i) => ({
    owner_id: ownerId,
    title: "Banesë në qendër",
    description: "Banesë e ndritshme me ballkon.",
    location: "Prishtinë",
    price: 100_000,
    type: "apartment" as const,
    listing_type: "sale" as const,
    status: "active" as const,
    rooms: 3,
    bathrooms: 1,
    area: 80,
    features: ["Ballkon"],
    images: [],
    // Distinct creation times, oldest first, so "newest" order is predictable.
    created_at: new Date(base - (rows.length - i) * 60_000),
    ...row,
  }));
  return services.db.insert(properties).values(values).returning();
}
