import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { loadAdminActor } from "~/.server/auth/admin-actor";
import { createAdministrator } from "~/.server/auth/create-admin";
import type { Api } from "~/.server/api/app";
import { profiles, properties } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { ApiClient } from "./api-client";

/**
 * A signed-in administrator: an account registered as a seller, made an administrator the way an
 * operator does it (`npm run create-admin`, which promotes an existing account). `actor` is what admin
 * services take, for tests that call them directly.
 */
export async function adminClient(api: Api, services: Services) {
  const client = new ApiClient(api);
  const name = "Admin Testues";
  const registered = await client.register({ user_type: "seller", name });
  await createAdministrator(
    services.db,
    { email: registered.email, name, password: registered.password },
    { passwordHashCost: services.config.passwordHashCost },
  );
  return { client, user: { ...registered, name, is_admin: true }, actor: await adminActorOf(services, registered.id) };
}

/**
 * The AdminActor of an account, for calling admin services without a request: through the guards' own
 * check (the profile read fresh, is_admin required), never a cast. Refused for a non-administrator.
 */
export function adminActorOf(services: Services, userId: string) {
  return loadAdminActor(services.db, userId);
}

/** A signed-in user who is not an administrator. */
export async function userClient(api: Api, overrides: Record<string, unknown> = {}) {
  const client = new ApiClient(api);
  const user = await client.register({ user_type: "buyer", ...overrides });
  return { client, user };
}

/** A property row of an owner (the owners' own create service is another area's; tests insert rows). */
export async function insertProperty(services: Services, ownerId: string, values: Partial<typeof properties.$inferInsert> = {}) {
  const [row] = await services.db
    .insert(properties)
    .values({
      owner_id: ownerId,
      title: `Banesë test ${randomBytes(3).toString("hex")}`,
      description: "Banesë e ndritshme me pamje nga qyteti.",
      location: "Prishtinë",
      price: 85_000,
      type: "apartment",
      listing_type: "sale",
      status: "pending",
      rooms: 2,
      bathrooms: 1,
      area: 74,
      features: ["Ballkon"],
      ...values,
    })
    .returning();
  return row!;
}

export async function profileOf(services: Services, id: string) {
  const [row] = await services.db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}
