import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contentVersion, profiles, properties } from "~/.server/db/schema";
import { insertListing } from "../../../tests/support/fixtures";
import { setupTestApi } from "../../../tests/support/test-api";
import { saveSettingsGroup } from "../platform/settings";
import { DEFAULT_SETTINGS } from "~/domain/settings";
import { createCaches, withRequestVersion } from "./caches";

const { services } = setupTestApi();
let ownerId: string;
beforeAll(async () => {
  const [owner] = await services.db.insert(profiles).values({ name: "Pronari", email: "cache-owner@example.com" }).returning();
  ownerId = owner!.id;
});

describe("the content version", () => {
  it("grows once per committed change to what public pages show, not with other writes", async () => {
    const caches = createCaches(services.db);
    const v0 = await caches.version();
    const listing = await insertListing(services, ownerId);
    const v1 = await caches.version();
    expect(v1).toBeGreaterThan(v0);

    // Many rows in one transaction: one step.
    await services.db.transaction(async (tx) => {
      await tx.update(properties).set({ price: 90_000 }).where(eq(properties.id, listing.id));
      await tx.update(properties).set({ price: 91_000 }).where(eq(properties.id, listing.id));
      await saveSettingsGroup(tx, "site", { ...DEFAULT_SETTINGS.site, name: "Tjetër" }, null);
    });
    const v2 = await caches.version();
    expect(v2).toBe(v1 + 1);

    // An owner's notification choice or a rolled-back change do not count.
    await services.db.update(profiles).set({ notify_email: false }).where(eq(profiles.id, ownerId));
    await services.db
      .transaction(async (tx) => {
        await tx.update(properties).set({ price: 1 }).where(eq(properties.id, listing.id));
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    expect(await caches.version()).toBe(v2);
    // An owner's name does.
    await services.db.update(profiles).set({ name: "Pronari i Ri" }).where(eq(profiles.id, ownerId));
    expect(await caches.version()).toBe(v2 + 1);
  });

  it("counts on when its row is missing (an emptied or restored database)", async () => {
    const caches = createCaches(services.db);
    await services.db.delete(contentVersion);
    expect(await caches.version()).toBe(0);
    await insertListing(services, ownerId);
    expect(await caches.version()).toBe(1);
  });

  it("is not seen before the change commits", async () => {
    const caches = createCaches(services.db);
    const before = await caches.version();
    let inside = -1;
    await services.db.transaction(async (tx) => {
      await tx.update(properties).set({ price: 123_456 }).where(eq(properties.owner_id, ownerId));
      const [row] = await tx.select({ version: contentVersion.version }).from(contentVersion);
      inside = Number(row?.version ?? 0);
    });
    // Raised at commit: not even the transaction itself sees it before.
    expect(inside).toBe(before);
    expect(await caches.version()).toBe(before + 1);
  });
});

describe("memo", () => {
  it("keeps a value for its version, computes again after a change, never keeps a failure", async () => {
    const caches = createCaches(services.db);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await caches.memo("locations", "", compute)).toBe(1);
    expect(await caches.memo("locations", "", compute)).toBe(1);
    await insertListing(services, ownerId);
    expect(await caches.memo("locations", "", compute)).toBe(2);

    await expect(caches.memo("settings", "", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await caches.memo("settings", "", async () => "fresh")).toBe("fresh");
  });

  it("shares one computation among concurrent readers and does not keep a reader's value from an older version", async () => {
    const caches = createCaches(services.db);
    let computed = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++computed), 20));
    const values = await Promise.all([1, 2, 3].map(() => caches.memo("search-count", "k", slow)));
    expect(values).toEqual([1, 1, 1]);
    const version = await caches.version();
    expect(await caches.memoAt("search-count", version + 1, "k", async () => 50)).toBe(50);
    // An older version's reader gets its own value, which is not kept.
    expect(await caches.memoAt("search-count", version, "k", async () => 7)).toBe(7);
    expect(await caches.memoAt("search-count", version + 1, "k", async () => 99)).toBe(50);
  });

  it("expires values after their time", async () => {
    let clock = 0;
    const caches = createCaches(services.db, () => clock);
    let computed = 0;
    const compute = async () => ++computed;
    await caches.memo("responses", "/", compute);
    clock += 29_000;
    expect(await caches.memo("responses", "/", compute)).toBe(1);
    clock += 2_000;
    expect(await caches.memo("responses", "/", compute)).toBe(2);
  });
});

// Every read of the version is a query issued after the call: a change committed before the call is seen.
describe("version reads", () => {
  it("see a change committed just before the call, however many calls are in flight", async () => {
    const caches = createCaches(services.db);
    const inFlight = Array.from({ length: 5 }, () => caches.version());
    await services.db.execute(sql`update properties set price = price + 1 where owner_id = ${ownerId}`);
    const after = await caches.version();
    expect(after).toBeGreaterThan(Math.max(...(await Promise.all(inFlight))) - 1);
    expect(after).toBe(Number((await services.db.select().from(contentVersion))[0]!.version));
  });
});

describe("a reading request's version", () => {
  it("is read once, by its first cache, and kept for the request; other requests see a change at once", async () => {
    const caches = createCaches(services.db);
    let computed = 0;
    const compute = () => Promise.resolve(++computed);
    await withRequestVersion(async () => {
      const first = await caches.memo("locations", "", compute);
      await insertListing(services, ownerId);
      // This request keeps its version (and the value kept for it)...
      expect(await caches.memo("locations", "", compute)).toBe(first);
      // ...while another request sees the change at once: the value is computed again.
      const elsewhere = await withRequestVersion(() => caches.memo("locations", "", compute));
      expect(elsewhere).toBe(first + 1);
    });
    // A new request reads the version again.
    const version = await withRequestVersion(() => caches.version());
    expect(version).toBe(Number((await services.db.select().from(contentVersion))[0]!.version));
  });

  it("does not keep a failed read", async () => {
    const caches = createCaches(services.db);
    await withRequestVersion(async () => {
      await services.db.execute(sql`alter table content_version rename to content_version_away`);
      await expect(caches.version()).rejects.toThrow();
      await services.db.execute(sql`alter table content_version_away rename to content_version`);
      expect(await caches.version()).toBeGreaterThanOrEqual(0);
    });
  });
});
