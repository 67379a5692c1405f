import { contactRequests, properties } from "~/.server/db/schema";
import type { Services } from "~/.server/services";

/** A listing inserted directly (other areas own the listing API); active unless told otherwise. */
export async function insertListing(services: Services, ownerId: string, fields: Partial<typeof properties.$inferInsert> = {}) {
  const [row] = await services.db
    .insert(properties)
    .values({
      owner_id: ownerId,
      title: "Banesë në qendër",
      description: "Banesë e ndritshme me dy dhoma.",
      location: "Prishtinë",
      price: 85_000,
      type: "apartment",
      listing_type: "sale",
      status: "active",
      ...fields,
    })
    .returning();
  return row!;
}

export async function insertContactRequest(
  services: Services,
  fields: { property_id: string; requester_id: string; owner_id: string } & Partial<typeof contactRequests.$inferInsert>,
) {
  const [row] = await services.db
    .insert(contactRequests)
    .values({ message: "A është ende në dispozicion?", contact_type: "question", ...fields })
    .returning();
  return row!;
}
