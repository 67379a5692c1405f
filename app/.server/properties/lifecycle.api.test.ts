import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { editPropertyAsAdmin } from "~/.server/admin/edit-property";
import type { AdminActor } from "~/.server/auth/admin-actor";
import { notifications, profiles, properties, propertyPriceChanges } from "~/.server/db/schema";
import { JOBS } from "~/.server/jobs/jobs";
import { createScheduler, type Scheduler } from "~/.server/jobs/scheduler";
import { getSettings, saveSettingsGroup } from "~/.server/platform/settings";
import { ApiClient } from "../../../tests/support/api-client";
import { adminClient, userClient } from "../../../tests/support/admin-fixtures";
import { uniqueWord } from "../../../tests/support/listing-fixtures";
import { mailsTo } from "../../../tests/support/outbox";
import { setupTestApi } from "../../../tests/support/test-api";

// The listing lifecycle (issue 14): expiry after default_listing_duration days with a reminder and a
// signed renewal link, the owner's own status changes, sold listings leaving search after 14 days, and
// the price history. The clock of the lifecycle job is set by the test (runNow with `now`).

const { services, api } = setupTestApi();
let scheduler: Scheduler;
let admin: ApiClient;
let adminActor: AdminActor;
let owner: ApiClient;
let ownerId: string;
let ownerEmail: string;
let other: ApiClient;
const visitor = () => new ApiClient(api);

type ErrorBody = { error: { code: string; message: string } };
type Own = { property: { id: string; status: string; expires_at: string | null; in_search: boolean; price: number } };

const DAY = 86_400_000;

beforeAll(async () => {
  scheduler = createScheduler(services, JOBS);
  const a = await adminClient(api, services);
  admin = a.client;
  adminActor = a.actor;
  const o = await userClient(api, { user_type: "seller" });
  owner = o.client;
  ownerId = o.user.id;
  ownerEmail = o.user.email;
  other = (await userClient(api, { user_type: "seller" })).client;
  // Premium: no free-tier limit of 3 listings.
  await services.db.update(profiles).set({ is_premium: true }).where(eq(profiles.id, ownerId));
  const before = (await getSettings(services.db)).properties;
  await saveSettingsGroup(services.db, "properties", { ...before, require_approval: false, default_listing_duration: 10 }, null);
});

async function createListing(fields: Record<string, unknown> = {}) {
  const word = uniqueWord("jete");
  const res = await owner.post<Own>("/api/properties", {
    title: `Banesë ${word}`,
    description: "Banesë e ndritshme me ballkon.",
    price: 100_000,
    location: "Prishtinë",
    type: "apartment",
    listing_type: "sale",
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...res.body.property, word };
}

async function row(id: string) {
  const [r] = await services.db.select().from(properties).where(eq(properties.id, id));
  return r!;
}

async function inSearch(word: string): Promise<{ id: string; status: string; previous_price: number | null }[]> {
  const res = await visitor().get<{ properties: { id: string; status: string; previous_price: number | null }[] }>(
    // The recently sold and rented too (issue 34: by default a search shows the available ones only).
    `/api/properties?q=${encodeURIComponent(word)}&include_closed=1`,
  );
  expect(res.status).toBe(200);
  return res.body.properties;
}

async function runLifecycle(now: Date) {
  const outcome = await scheduler.runNow<{ reminded: number; expired: number; closed: number }>("listing-lifecycle", { now });
  expect(outcome.status).toBe("ran");
  return outcome.status === "ran" ? outcome.result : null;
}

function renewTokenFrom(mail: string): string {
  const token = mail.match(/\/rinovo\?token=([\w%.-]+)/)?.[1];
  if (!token) throw new Error("no renewal link in mail");
  return decodeURIComponent(token);
}

describe("expiry, reminder and renewal", () => {
  it("runs a new listing for the platform's duration, reminds once three days before, expires it at the end", async () => {
    const listing = await createListing();
    expect(listing.status).toBe("active");
    const expires = new Date(listing.expires_at!).getTime();
    expect(Math.abs(expires - (Date.now() + 10 * DAY))).toBeLessThan(60_000);

    // Four days before the end: nothing yet.
    expect((await runLifecycle(new Date(expires - 4 * DAY)))?.reminded).toBe(0);
    // Two days before: one reminder, in the bell and by e-mail with a renewal link; a second run sends none.
    const reminded = await runLifecycle(new Date(expires - 2 * DAY));
    expect(reminded?.reminded).toBeGreaterThanOrEqual(1);
    expect((await row(listing.id)).expiry_reminded_at).not.toBeNull();
    const bell = await services.db.select().from(notifications).where(eq(notifications.property_id, listing.id));
    expect(bell.map((n) => n.type)).toEqual(["reminder"]);
    expect(bell[0]!.title).toBe("Shpallja juaj skadon së shpejti");
    const mail = mailsTo(services.mailer.outboxDir!, ownerEmail).find((m) => m.includes(listing.word) && m.includes("/rinovo?token="))!;
    expect(mail).toContain("Rinovoje me një klikim");
    expect(renewTokenFrom(mail)).toContain(listing.id);
    await runLifecycle(new Date(expires - 1 * DAY));
    expect(await services.db.select().from(notifications).where(eq(notifications.property_id, listing.id))).toHaveLength(1);

    // Still in search until the end; after it (a run that comes late catches up), expired and out of search.
    expect((await inSearch(listing.word)).map((p) => p.id)).toEqual([listing.id]);
    const expired = await runLifecycle(new Date(expires + 3 * DAY));
    expect(expired?.expired).toBeGreaterThanOrEqual(1);
    const after = await row(listing.id);
    expect(after.status).toBe("expired");
    expect(after.in_search).toBe(false);
    expect(await inSearch(listing.word)).toEqual([]);
    expect((await visitor().get(`/api/properties/${listing.id}`)).status).toBe(404);
    // The owner still has it, and was told.
    const mine = await owner.get<{ properties: { id: string; status: string }[] }>("/api/my/properties?status=expired");
    expect(mine.body.properties.map((p) => p.id)).toContain(listing.id);
    const told = await services.db.select().from(notifications).where(eq(notifications.property_id, listing.id));
    expect(told.map((n) => n.title)).toContain("Shpallja juaj skadoi");
  });

  it("renews from the e-mail's signed link without signing in, once; forged links change nothing", async () => {
    const listing = await createListing();
    const expires = new Date(listing.expires_at!).getTime();
    await runLifecycle(new Date(expires - 2 * DAY));
    await runLifecycle(new Date(expires + 1000));
    expect((await row(listing.id)).status).toBe("expired");
    const token = renewTokenFrom(
      mailsTo(services.mailer.outboxDir!, ownerEmail).find((m) => m.includes(listing.word) && m.includes("/rinovo?token="))!,
    );

    // Forged: another listing's id under this signature, a changed signature, a changed date, nonsense.
    const [id, millis, signature] = token.split(".") as [string, string, string];
    const forged = [
      `${(await createListing()).id}.${millis}.${signature}`,
      `${id}.${millis}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`,
      `${id}.${Number(millis) + 1}.${signature}`,
      "nonsense",
      "",
    ];
    for (const bad of forged) {
      const res = await visitor().post<ErrorBody>("/api/properties/renew-by-link", { token: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe("RENEW_LINK_INVALID");
    }
    expect((await row(listing.id)).status).toBe("expired");

    const renewed = await visitor().post<{ id: string; expires_at: string }>("/api/properties/renew-by-link", { token });
    expect(renewed.status).toBe(200);
    expect(Math.abs(new Date(renewed.body.expires_at).getTime() - (Date.now() + 10 * DAY))).toBeLessThan(60_000);
    const after = await row(listing.id);
    expect(after.status).toBe("active");
    expect(after.in_search).toBe(true);
    expect(after.expiry_reminded_at).toBeNull();
    expect((await inSearch(listing.word)).map((p) => p.id)).toEqual([listing.id]);

    // Used up: the same link again is refused and changes nothing.
    const again = await visitor().post<ErrorBody>("/api/properties/renew-by-link", { token });
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe("RENEW_LINK_USED");
    expect((await row(listing.id)).expires_at!.getTime()).toBe(after.expires_at!.getTime());
  });

  it("lets only the owner renew, and only an active or expired listing", async () => {
    const listing = await createListing();
    expect((await visitor().post<ErrorBody>(`/api/properties/${listing.id}/renew`)).status).toBe(401);
    const foreign = await other.post<ErrorBody>(`/api/properties/${listing.id}/renew`);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe("NOT_PROPERTY_OWNER");
    expect((await owner.post<ErrorBody>(`/api/properties/not-an-id/renew`)).status).toBe(404);

    await services.db
      .update(properties)
      .set({ expires_at: new Date(Date.now() + DAY) })
      .where(eq(properties.id, listing.id));
    const renewed = await owner.post<Own>(`/api/properties/${listing.id}/renew`);
    expect(renewed.status).toBe(200);
    expect(new Date(renewed.body.property.expires_at!).getTime()).toBeGreaterThan(Date.now() + 9 * DAY);

    expect((await owner.post(`/api/properties/${listing.id}/status`, { status: "inactive" })).status).toBe(200);
    const refused = await owner.post<ErrorBody>(`/api/properties/${listing.id}/renew`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("LISTING_RENEW_NOT_ALLOWED");
  });
});

describe("the owner's status changes", () => {
  it("marks a sale listing sold: shown as such in search for 14 days, then out; no new contact requests", async () => {
    const listing = await createListing();
    const sold = await owner.post<Own>(`/api/properties/${listing.id}/status`, { status: "sold" });
    expect(sold.status).toBe(200);
    expect(sold.body.property.status).toBe("sold");
    expect((await inSearch(listing.word)).map((p) => [p.id, p.status])).toEqual([[listing.id, "sold"]]);
    expect((await visitor().get(`/api/properties/${listing.id}`)).status).toBe(200);
    const buyer = (await userClient(api)).client;
    const contact = await buyer.post<ErrorBody>(`/api/properties/${listing.id}/contact-requests`, {
      message: "A është ende në shitje?",
      contact_type: "question",
    });
    expect(contact.status).toBe(409);

    // 13 days later still in search; after 14 days out, though its page is its owner's still.
    const changedAt = (await row(listing.id)).status_changed_at.getTime();
    expect((await runLifecycle(new Date(changedAt + 13 * DAY)))?.closed).toBe(0);
    expect(await inSearch(listing.word)).toHaveLength(1);
    expect((await runLifecycle(new Date(changedAt + 14 * DAY + 1000)))?.closed).toBeGreaterThanOrEqual(1);
    expect(await inSearch(listing.word)).toEqual([]);
    expect((await visitor().get(`/api/properties/${listing.id}`)).status).toBe(404);
    expect((await owner.get(`/api/properties/${listing.id}`)).status).toBe(200);

    // Active again: back in search.
    expect((await owner.post(`/api/properties/${listing.id}/status`, { status: "active" })).status).toBe(200);
    expect((await inSearch(listing.word)).map((p) => p.status)).toEqual(["active"]);
  });

  it("refuses what the owner may not do, and changes nothing", async () => {
    const sale = await createListing();
    const rent = await createListing({ listing_type: "rent", price: 400 });
    const cases: [ApiClient, string, unknown, number, string][] = [
      [visitor(), sale.id, { status: "sold" }, 401, "UNAUTHENTICATED"],
      [other, sale.id, { status: "sold" }, 403, "NOT_PROPERTY_OWNER"],
      [owner, sale.id, { status: "rented" }, 409, "LISTING_RENTED_ONLY_FOR_RENT"],
      [owner, rent.id, { status: "sold" }, 409, "LISTING_SOLD_ONLY_FOR_SALE"],
      [owner, sale.id, { status: "pending" }, 400, "LISTING_STATUS_INVALID"],
      [owner, sale.id, { status: "expired" }, 400, "LISTING_STATUS_INVALID"],
      [owner, sale.id, {}, 400, "LISTING_STATUS_INVALID"],
      [owner, "00000000-0000-4000-8000-000000000000", { status: "sold" }, 404, "PROPERTY_NOT_FOUND"],
    ];
    for (const [client, id, body, status, code] of cases) {
      const res = await client.post<ErrorBody>(`/api/properties/${id}/status`, body);
      expect([res.status, res.body.error?.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await row(sale.id)).status).toBe("active");
    expect((await row(rent.id)).status).toBe("active");
    expect((await owner.post<Own>(`/api/properties/${rent.id}/status`, { status: "rented" })).body.property.status).toBe("rented");
  });

  it("leaves pending listings and an administrator's deactivation to the administrators", async () => {
    const listing = await createListing();
    const deactivated = await admin.post(`/api/admin/properties/${listing.id}/status`, { status: "inactive", reason: "Foto të rreme" });
    expect(deactivated.status).toBe(200);
    const refused = await owner.post<ErrorBody>(`/api/properties/${listing.id}/status`, { status: "active" });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("LISTING_STATUS_SET_BY_ADMIN");
    expect((await owner.post<ErrorBody>(`/api/properties/${listing.id}/renew`)).status).toBe(409);
    expect((await row(listing.id)).status).toBe("inactive");

    const before = (await getSettings(services.db)).properties;
    await saveSettingsGroup(services.db, "properties", { ...before, require_approval: true }, null);
    try {
      const pending = await createListing();
      expect(pending.status).toBe("pending");
      const res = await owner.post<ErrorBody>(`/api/properties/${pending.id}/status`, { status: "active" });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe("LISTING_STATUS_UNDER_REVIEW");
      expect((await row(pending.id)).status).toBe("pending");
    } finally {
      await saveSettingsGroup(services.db, "properties", { ...before, require_approval: false }, null);
    }
  });
});

describe("price history", () => {
  it("records every change, whoever makes it, and shows a recent drop on the card", async () => {
    const listing = await createListing();
    expect((await owner.request("PATCH", `/api/properties/${listing.id}`, { price: 92_000 })).status).toBe(200);
    // A change of another field leaves the history alone.
    expect((await owner.request("PATCH", `/api/properties/${listing.id}`, { rooms: 3 })).status).toBe(200);
    const current = await row(listing.id);
    await editPropertyAsAdmin(services, { actor: adminActor, propertyId: listing.id, input: { ...current, rooms: 3, price: 95_000 } });

    const changes = await services.db.select().from(propertyPriceChanges).where(eq(propertyPriceChanges.property_id, listing.id));
    expect(changes.map((c) => [Number(c.old_price), Number(c.new_price)])).toEqual([
      [100_000, 92_000],
      [92_000, 95_000],
    ]);
    const detail = await visitor().get<{ price_history: { old_price: number; new_price: number }[] }>(`/api/properties/${listing.id}`);
    expect(detail.body.price_history.map((c) => [c.old_price, c.new_price])).toEqual([
      [92_000, 95_000],
      [100_000, 92_000],
    ]);
    // The last change was a rise: the card carries it, and the page's rule (domain/price-drop.ts) shows no drop.
    expect((await inSearch(listing.word))[0]!.previous_price).toBe(92_000);
  });
});
