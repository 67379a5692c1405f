import fs from "node:fs";
import path from "node:path";
import { eq, inArray, or } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { contactRequests, credentials, favorites, notifications, profiles, properties, propertyViews, sessions } from "~/.server/db/schema";
import { createNotification } from "~/.server/notifications/create-notification";
import { localStorageRoot } from "~/.server/storage/local";
import { storePropertyImage } from "~/.server/storage/images";
import { ApiClient } from "../../../tests/support/api-client";
import { setupTestApi } from "../../../tests/support/test-api";
import { removeUser } from "./remove-user";

const { services, api } = setupTestApi();

async function listing(ownerId: string, withImages = 0) {
  const [row] = await services.db
    .insert(properties)
    .values({ owner_id: ownerId, title: "Banesë", description: "d", location: "Prishtinë", price: 1000, status: "active" })
    .returning();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  const urls: string[] = [];
  for (let i = 0; i < withImages; i++)
    urls.push((await storePropertyImage(services.storage, { propertyId: row!.id, input: png, maxBytes: 10_000_000 })).url);
  if (urls.length) await services.db.update(properties).set({ images: urls }).where(eq(properties.id, row!.id));
  return { id: row!.id, urls };
}

function fileOf(url: string): string {
  const key = services.storage.keyFromUrl(url)!;
  return path.join(localStorageRoot(services.config.dataDir), key);
}

describe("removeUser", () => {
  it("deletes the user's listings (and photos), favourites, requests, notifications, sessions, credentials and profile", async () => {
    const doomed = await new ApiClient(api).register();
    const other = await new ApiClient(api).register();
    const mine = await listing(doomed.id, 2);
    const theirs = await listing(other.id, 1);

    await services.db.insert(favorites).values([
      { user_id: doomed.id, property_id: theirs.id },
      { user_id: other.id, property_id: mine.id },
    ]);
    await services.db.insert(contactRequests).values([
      { property_id: theirs.id, requester_id: doomed.id, owner_id: other.id, message: "Sent by doomed" },
      { property_id: mine.id, requester_id: other.id, owner_id: doomed.id, message: "Received by doomed" },
    ]);
    await services.db.insert(propertyViews).values([{ property_id: mine.id }, { property_id: theirs.id, viewer_id: doomed.id }]);
    await createNotification(services, { user_id: doomed.id, type: "message", title: "x", message: "y" });
    const otherNote = await createNotification(services, {
      user_id: other.id,
      type: "message",
      title: "Për tjetrin",
      message: "y",
      property_id: mine.id,
    });

    const files = mine.urls.map(fileOf);
    expect(files.every((f) => fs.existsSync(f))).toBe(true);

    const result = await removeUser(services, doomed.id);
    expect(result).toEqual({ id: doomed.id, email: doomed.email, properties: 1, images: 2 });

    expect(await services.db.select().from(profiles).where(eq(profiles.id, doomed.id))).toEqual([]);
    expect(await services.db.select().from(credentials).where(eq(credentials.user_id, doomed.id))).toEqual([]);
    expect(await services.db.select().from(sessions).where(eq(sessions.user_id, doomed.id))).toEqual([]);
    expect(await services.db.select().from(properties).where(eq(properties.owner_id, doomed.id))).toEqual([]);
    expect(await services.db.select().from(notifications).where(eq(notifications.user_id, doomed.id))).toEqual([]);
    expect(
      await services.db
        .select()
        .from(favorites)
        .where(or(eq(favorites.user_id, doomed.id), eq(favorites.property_id, mine.id))),
    ).toEqual([]);
    expect(
      await services.db
        .select()
        .from(contactRequests)
        .where(or(eq(contactRequests.requester_id, doomed.id), eq(contactRequests.owner_id, doomed.id))),
    ).toEqual([]);
    expect(await services.db.select().from(propertyViews).where(eq(propertyViews.property_id, mine.id))).toEqual([]);
    // Photos (originals and variants) are gone from storage.
    for (const file of files) {
      expect(fs.existsSync(file)).toBe(false);
      expect(fs.existsSync(file.replace(/\.png$/, ".card.webp"))).toBe(false);
    }

    // The other person keeps everything of theirs; their notification about the listing loses the link.
    expect(await services.db.select().from(profiles).where(eq(profiles.id, other.id))).toHaveLength(1);
    expect(await services.db.select().from(properties).where(eq(properties.id, theirs.id))).toHaveLength(1);
    expect(fs.existsSync(fileOf(theirs.urls[0]!))).toBe(true);
    const [note] = await services.db.select().from(notifications).where(eq(notifications.id, otherNote.id));
    expect(note).toMatchObject({ title: "Për tjetrin", property_id: null });
    // The view the removed user made of someone else's listing stays, anonymous.
    const views = await services.db
      .select()
      .from(propertyViews)
      .where(inArray(propertyViews.property_id, [theirs.id]));
    expect(views).toHaveLength(1);
    expect(views[0]!.viewer_id).toBeNull();
  });

  it("ends the removed user's sessions: the cookie stops working", async () => {
    const client = new ApiClient(api);
    const user = await client.register();
    await removeUser(services, user.id);
    expect((await client.get<{ user: unknown }>("/api/auth/session")).body.user).toBeNull();
    expect((await client.get("/api/notifications/latest")).status).toBe(401);
  });

  it("refuses an unknown user with USER_NOT_FOUND", async () => {
    await expect(removeUser(services, "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({ code: "USER_NOT_FOUND" });
  });

  it("keeps the account when the transaction fails (nothing half-deleted, photos kept)", async () => {
    const user = await new ApiClient(api).register();
    const mine = await listing(user.id, 1);
    const failing = {
      ...services,
      db: new Proxy(services.db, {
        get(target, prop, receiver) {
          if (prop !== "transaction") return Reflect.get(target, prop, receiver);
          return (fn: (tx: unknown) => Promise<unknown>) =>
            target.transaction(async (tx) => {
              await fn(tx);
              throw new Error("database went away before the commit");
            });
        },
      }),
    };
    await expect(removeUser(failing, user.id)).rejects.toThrow("database went away");
    expect(await services.db.select().from(profiles).where(eq(profiles.id, user.id))).toHaveLength(1);
    expect(await services.db.select().from(properties).where(eq(properties.id, mine.id))).toHaveLength(1);
    expect(fs.existsSync(fileOf(mine.urls[0]!))).toBe(true);
  });
});
