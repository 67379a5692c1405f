import fs from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, profiles, properties, savedSearchAlerts, savedSearches } from "~/.server/db/schema";
import { JOBS } from "~/.server/jobs/jobs";
import { createScheduler } from "~/.server/jobs/scheduler";
import { getSettings, saveSettingsGroup } from "~/.server/platform/settings";
import { ApiClient } from "../../../tests/support/api-client";
import { adminClient, userClient } from "../../../tests/support/admin-fixtures";
import { uniqueWord } from "../../../tests/support/listing-fixtures";
import { setupTestApi } from "../../../tests/support/test-api";
import { unsubscribeToken } from "./unsubscribe-token";

const { services, api } = setupTestApi();
let admin: ApiClient;
let owner: ApiClient;
let ownerId: string;

type Saved = { id: string; name: string; frequency: string; params: Record<string, string> };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

beforeAll(async () => {
  admin = (await adminClient(api, services)).client;
  const o = await userClient(api, { user_type: "seller" });
  owner = o.client;
  ownerId = o.user.id;
  // Premium: no free-tier limit of 3 listings.
  await services.db.update(profiles).set({ is_premium: true }).where(eq(profiles.id, ownerId));
});

async function setApproval(required: boolean) {
  const before = (await getSettings(services.db)).properties;
  await saveSettingsGroup(services.db, "properties", { ...before, require_approval: required }, null);
}

/** A listing through the owner's API (pending or active as the platform setting says); extra facts set after. */
async function createListing(fields: Record<string, unknown> = {}, facts: Partial<typeof properties.$inferInsert> = {}) {
  const res = await owner.post<{ property: { id: string; status: string } }>("/api/properties", {
    title: "Banesë e re",
    description: "Banesë e ndritshme me ballkon.",
    price: 100_000,
    location: "Prishtinë",
    type: "apartment",
    listing_type: "sale",
    rooms: 3,
    bathrooms: 1,
    area: 80,
    ...fields,
  });
  expect(res.status).toBe(201);
  const id = res.body.property.id;
  if (Object.keys(facts).length) await services.db.update(properties).set(facts).where(eq(properties.id, id));
  return { id, status: res.body.property.status };
}

async function save(client: ApiClient, name: string, filters: Record<string, unknown> | string, frequency = "instant") {
  const res = await client.post<Saved>("/api/saved-searches", { name, frequency, filters });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function alertsFor(propertyId: string) {
  const rows = await services.db
    .select({ saved_search_id: savedSearchAlerts.saved_search_id })
    .from(savedSearchAlerts)
    .where(eq(savedSearchAlerts.property_id, propertyId));
  return rows.map((r) => r.saved_search_id).sort();
}

function mails(to: string) {
  const dir = services.mailer.outboxDir!;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
    .filter((raw) => raw.includes(`To: ${to}`))
    .map((raw) => raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))))
    .map((raw) => Buffer.from(raw, "latin1").toString("utf8"));
}

const sortIds = (...ids: string[]) => [...ids].sort();

describe("the matcher and the instant alerts", () => {
  it("alerts exactly the matching saved searches of others, once, only when the listing becomes active", async () => {
    await setApproval(true);
    const buyer = await userClient(api);
    const word = uniqueWord("kopsht");
    // Matching searches, one per filter kind (the listing: Prishtinë, 100.000 € sale, parking, a pin).
    const byPlace = await save(buyer.client, "Prishtina", { location: "Prishtina", q: word });
    const byKeyword = await save(buyer.client, "Fjalë", { q: `${word} ballkoni` });
    const byPrice = await save(buyer.client, "Çmimi", { q: word, min_price: 50_000, max_price: 150_000, listing_type: "sale" });
    const byBounds = await save(buyer.client, "Harta", { q: word, bounds: "42.6,21.1,42.7,21.2" });
    const byFeature = await save(buyer.client, "Parking", { q: word, parking: "1", min_rooms: 2, min_area: 60, max_area: 100 });
    // Not matching: another town, a price range below, another area, a feature it lacks, rent, more rooms.
    await save(buyer.client, "Pejë", { q: word, location: "Peja" });
    await save(buyer.client, "Lirë", { q: word, max_price: 50_000 });
    await save(buyer.client, "Prizren", { q: word, bounds: "42.1,20.6,42.3,20.8" });
    await save(buyer.client, "Ashensor", { q: word, elevator: "1" });
    await save(buyer.client, "Qira", { q: word, listing_type: "rent" });
    await save(buyer.client, "Shtëpi", { q: word, type: "house" });
    await save(buyer.client, "Ngrohje", { q: word, heating: "central" });
    // Someone with alerts off, and the owner's own search, are never alerted.
    const quiet = await userClient(api);
    await save(quiet.client, "Pa email", { q: word }, "none");
    await save(owner, "Imja", { q: word });

    const listing = await createListing(
      { title: `Banesë ${word}`, description: "Me ballkon të madh." },
      { latitude: 42.66, longitude: 21.16, parking: true, elevator: false, heating: "own" },
    );
    expect(listing.status).toBe("pending");
    expect(await alertsFor(listing.id)).toEqual([]);
    const scheduler = createScheduler(services, JOBS);
    expect(await scheduler.runNow("saved-search-alerts")).toMatchObject({ status: "ran", result: { alerts: 0 } });
    expect(mails(buyer.user.email)).toEqual([]);

    // Approved: the matches are recorded in the same transaction.
    expect((await admin.post(`/api/admin/properties/${listing.id}/approve`, {})).status).toBe(200);
    expect(await alertsFor(listing.id)).toEqual(sortIds(byPlace.id, byKeyword.id, byPrice.id, byBounds.id, byFeature.id));

    // The bell's live stream hears of each new notification (after the commit).
    const live: string[] = [];
    const stop = services.events.subscribe(buyer.user.id, (event) => live.push(event.id));
    const first = await scheduler.runNow("saved-search-alerts");
    stop();
    expect(first).toMatchObject({ status: "ran", result: { alerts: 5, searches: 5, emails: 5 } });
    const sent = mails(buyer.user.email);
    expect(sent).toHaveLength(5);
    expect(sent.join("\n")).toContain(`/property/${listing.id}`);
    // In Prona's layout (mail/render.tsx): a text and an HTML part, the listing as a card with its key facts and button.
    expect(sent[0]).toMatch(/Content-Type: text\/plain[\s\S]*Content-Type: text\/html/);
    expect(sent[0]).toContain("Banesë · 3 dhoma · 80 m²");
    expect(sent[0]).toContain(`Shiko detajet: http://prona.test/property/${listing.id}`);
    expect(sent[0]).toMatch(/List-Unsubscribe:\s*<http:\/\/prona\.test\/api\/saved-searches\/unsubscribe\?token/);
    expect(sent[0]).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const bell = await services.db.select().from(notifications).where(eq(notifications.user_id, buyer.user.id));
    expect(bell).toHaveLength(5);
    expect(bell.every((n) => n.type === "saved_search" && n.property_id === listing.id)).toBe(true);
    expect(bell.map((n) => n.title)).toContain("1 pronë e re për “Prishtina”");
    expect(live.sort()).toEqual(bell.map((n) => n.id).sort());

    // Run again, and again as after a restart (a new scheduler): nothing more is sent.
    expect(await scheduler.runNow("saved-search-alerts")).toMatchObject({ status: "ran", result: { alerts: 0 } });
    const restarted = createScheduler(services, JOBS);
    expect(await restarted.runNow("saved-search-alerts")).toMatchObject({ status: "ran", result: { alerts: 0 } });
    expect(mails(buyer.user.email)).toHaveLength(5);
    expect(mails(quiet.user.email)).toEqual([]);
    // The owner's own matching search got nothing.
    expect(await services.db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.user_id, ownerId))).toEqual([]);
    expect(
      await services.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.user_id, ownerId), eq(notifications.type, "saved_search"))),
    ).toEqual([]);

    // Inactive and active again: still announced only once.
    await admin.post(`/api/admin/properties/${listing.id}/status`, { status: "inactive" });
    await admin.post(`/api/admin/properties/${listing.id}/status`, { status: "active" });
    expect(await alertsFor(listing.id)).toHaveLength(5);
    await restarted.runNow("saved-search-alerts");
    expect(mails(buyer.user.email)).toHaveLength(5);
  });

  it("never alerts for a rejected listing; a listing created active (no approval) alerts", async () => {
    const buyer = await userClient(api);
    const word = uniqueWord("oborr");
    const search = await save(buyer.client, "Oborr", { q: word });
    await setApproval(true);
    const rejected = await createListing({ title: `Shtëpi ${word}` });
    await admin.post(`/api/admin/properties/${rejected.id}/reject`, {});
    expect(await alertsFor(rejected.id)).toEqual([]);

    await setApproval(false);
    const live = await createListing({ title: `Shtëpi tjetër ${word}` });
    expect(live.status).toBe("active");
    expect(await alertsFor(live.id)).toEqual([search.id]);
    await createScheduler(services, JOBS).runNow("saved-search-alerts");
    const sent = mails(buyer.user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`Shtëpi tjetër ${word}`);
    expect(sent[0]).not.toContain(`Shtëpi ${word}`);
  });

  it("alerts a price drop (issue 14) to the searches the listing now matches, once per drop; a rise alerts no one", async () => {
    await setApproval(false);
    const buyer = await userClient(api);
    const word = uniqueWord("ulje");
    const any = await save(buyer.client, "Çdo çmim", { q: word });
    const cheap = await save(buyer.client, "Deri 95 mijë", { q: word, max_price: 95_000 });
    const listing = await createListing({ title: `Banesë ${word}` });
    expect(await alertsFor(listing.id)).toEqual([any.id]);
    await createScheduler(services, JOBS).runNow("saved-search-alerts");
    expect(mails(buyer.user.email)).toHaveLength(1);

    // A rise: nothing. A drop to 90.000: both searches (the cheaper one matches now), as a drop.
    expect((await owner.request("PATCH", `/api/properties/${listing.id}`, { price: 105_000 })).status).toBe(200);
    expect(await alertsFor(listing.id)).toEqual([any.id]);
    expect((await owner.request("PATCH", `/api/properties/${listing.id}`, { price: 90_000 })).status).toBe(200);
    expect(await alertsFor(listing.id)).toEqual(sortIds(any.id, any.id, cheap.id));
    expect(await createScheduler(services, JOBS).runNow("saved-search-alerts")).toMatchObject({ result: { alerts: 2, emails: 2 } });
    const drops = mails(buyer.user.email).slice(1);
    expect(drops).toHaveLength(2);
    for (const mail of drops) {
      expect(mail).toContain("1 pronë që përputhet me kërkimin tuaj");
      expect(mail).toContain("ka çmim më të ulët:");
      expect(mail).toMatch(/90\.000\s€ \(çmimi u ul, ishte 105\.000\s€\)/);
    }
    const bell = await services.db.select().from(notifications).where(eq(notifications.user_id, buyer.user.id));
    expect(bell.map((n) => n.title).sort()).toEqual(
      [`1 pronë e re për “Çdo çmim”`, `1 pronë me çmim më të ulët për “Deri 95 mijë”`, `1 pronë me çmim më të ulët për “Çdo çmim”`].sort(),
    );

    // The same drop again (back up, then down to 90.000 from 105.000 again) is not news twice.
    await owner.request("PATCH", `/api/properties/${listing.id}`, { price: 105_000 });
    await owner.request("PATCH", `/api/properties/${listing.id}`, { price: 90_000 });
    expect(await alertsFor(listing.id)).toHaveLength(3);
  });

  it("a price moved up and down alerts once (issue 33 §4): only below the lowest price announced, at most once a week", async () => {
    await setApproval(false);
    const buyer = await userClient(api);
    const word = uniqueWord("lekundje");
    await save(buyer.client, "Lëkundje", { q: word });
    const listing = await createListing({ title: `Banesë ${word}`, price: "51000" });
    const scheduler = createScheduler(services, JOBS);
    await scheduler.runNow("saved-search-alerts");
    expect(mails(buyer.user.email)).toHaveLength(1);

    // The auditor's sequence, each price followed by an alert cycle: one drop e-mail, not three.
    for (const price of [49_999, 51_001, 49_998, 51_002, 49_997]) {
      expect((await owner.request("PATCH", `/api/properties/${listing.id}`, { price })).status).toBe(200);
      await scheduler.runNow("saved-search-alerts");
    }
    expect(mails(buyer.user.email)).toHaveLength(2);
    expect(mails(buyer.user.email)[1]).toMatch(/49\.999\s€ \(çmimi u ul, ishte 51\.000\s€\)/);

    // A week later: a drop to a price not below the lowest announced (49.999) is still not news...
    await services.db
      .update(savedSearchAlerts)
      .set({ created_at: sql`now() - interval '8 days'` })
      .where(eq(savedSearchAlerts.property_id, listing.id));
    await owner.request("PATCH", `/api/properties/${listing.id}`, { price: 51_000 });
    await owner.request("PATCH", `/api/properties/${listing.id}`, { price: 49_999 });
    expect(await scheduler.runNow("saved-search-alerts")).toMatchObject({ result: { alerts: 0 } });
    // ...and one below it is.
    await owner.request("PATCH", `/api/properties/${listing.id}`, { price: 47_500 });
    expect(await scheduler.runNow("saved-search-alerts")).toMatchObject({ result: { alerts: 1, emails: 1 } });
    expect(mails(buyer.user.email)).toHaveLength(3);
    expect(mails(buyer.user.email)[2]).toMatch(/47\.500\s€ \(çmimi u ul, ishte 49\.999\s€\)/);
  });

  it("respects the notification preferences: the bell, but no e-mail without property alerts", async () => {
    await setApproval(false);
    const buyer = await userClient(api);
    await services.db.update(profiles).set({ notify_property_alerts: false }).where(eq(profiles.id, buyer.user.id));
    const word = uniqueWord("tarrace");
    await save(buyer.client, "Tarracë", { q: word });
    await createListing({ title: `Banesë ${word}` });
    expect(await createScheduler(services, JOBS).runNow("saved-search-alerts")).toMatchObject({ result: { alerts: 1, emails: 0 } });
    expect(mails(buyer.user.email)).toEqual([]);
    const bell = await services.db.select().from(notifications).where(eq(notifications.user_id, buyer.user.id));
    expect(bell).toHaveLength(1);
  });

  it("writes the alert in the language the search was saved in", async () => {
    await setApproval(false);
    const buyer = await userClient(api);
    const word = uniqueWord("garden");
    buyer.client.cookies.set("lang", "en");
    const res = await buyer.client.post<Saved>("/api/saved-searches", { name: "Garden", filters: { q: word } });
    expect(res.status).toBe(201);
    await createListing({ title: `Shtëpi ${word}` });
    await createScheduler(services, JOBS).runNow("saved-search-alerts");
    expect(mails(buyer.user.email)[0]).toContain("1 new listing matches your search “Garden”");
  });
});

describe("the daily digest", () => {
  it("gathers a day's listings into one e-mail per search, sent once per day at 08:00 Kosovo time", async () => {
    await setApproval(false);
    const buyer = await userClient(api);
    const word = uniqueWord("bodrum");
    await save(buyer.client, "Çdo ditë", { q: word }, "daily");
    for (const n of [1, 2, 3]) await createListing({ title: `Banesë ${n} ${word}` });
    const scheduler = createScheduler(services, JOBS);
    // The instant sender leaves daily alerts alone.
    await scheduler.runNow("saved-search-alerts");
    expect(mails(buyer.user.email)).toEqual([]);

    // 08:05 in Kosovo (winter: UTC+1): the day's digest is due.
    const day = "2026-12-01";
    const run = await scheduler.runDue(new Date(`${day}T07:05:00Z`));
    expect(run.find((o) => o.job === "saved-search-digest")?.status).toBe("ran");
    const first = mails(buyer.user.email);
    expect(first).toHaveLength(1);
    expect(first[0]).toContain("3 prona të reja përputhen me kërkimin tuaj “Çdo ditë”");
    for (const n of [1, 2, 3]) expect(first[0]).toContain(`Banesë ${n} ${word}`);

    // Later the same day: not due again (in this process or a new one).
    await createListing({ title: `Banesë 4 ${word}` });
    const again = await createScheduler(services, JOBS).runDue(new Date(`${day}T10:00:00Z`));
    expect(again.find((o) => o.job === "saved-search-digest")?.status).toBe("not-due");
    expect(mails(buyer.user.email)).toHaveLength(1);
    // Before 08:00 the next day: still not due; after it, the new listing alone.
    const early = await scheduler.runDue(new Date(`2026-12-02T06:59:00Z`));
    expect(early.find((o) => o.job === "saved-search-digest")?.status).toBe("not-due");
    const next = await scheduler.runDue(new Date(`2026-12-02T07:01:00Z`));
    expect(next.find((o) => o.job === "saved-search-digest")?.status).toBe("ran");
    const second = mails(buyer.user.email);
    expect(second).toHaveLength(2);
    expect(second[1]).toContain(`Banesë 4 ${word}`);
    expect(second[1]).not.toContain(`Banesë 1 ${word}`);
    // Missed days are caught up: after two days without a run, one run sends what waited.
    await createListing({ title: `Banesë 5 ${word}` });
    const late = await scheduler.runDue(new Date(`2026-12-04T15:00:00Z`));
    expect(late.find((o) => o.job === "saved-search-digest")?.status).toBe("ran");
    expect(mails(buyer.user.email)).toHaveLength(3);
  });
});

describe("the unsubscribe link", () => {
  it("works signed out by POST only, is safe to use twice, and refuses forged or altered tokens", async () => {
    await setApproval(false);
    const buyer = await userClient(api);
    const word = uniqueWord("ballkon");
    const search = await save(buyer.client, "Ballkon", { q: word });
    await createListing({ title: `Banesë ${word}` });
    await createScheduler(services, JOBS).runNow("saved-search-alerts");
    const mail = mails(buyer.user.email)[0]!;
    const token = decodeURIComponent(mail.match(/\/cabonohu\?token=([\w.%-]+)/)![1]!);
    expect(mail).toMatch(/List-Unsubscribe:\s*<http:\/\/prona\.test\/api\/saved-searches\/unsubscribe\?token/);

    const visitor = new ApiClient(api);
    const looked = await visitor.get<Saved>(`/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(looked.status).toBe(200);
    expect(looked.body).toMatchObject({ id: search.id, name: "Ballkon", frequency: "instant" });

    const forged = [
      `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
      unsubscribeToken("another-secret-another-secret-another-secret", search.id),
      `${(await save(buyer.client, "Tjetër", { q: "x" })).id}.${token.split(".")[1]}`,
      "not-a-token",
      "",
    ];
    for (const bad of forged) {
      const res = await visitor.post<ErrorBody>(
        `/api/saved-searches/unsubscribe?token=${encodeURIComponent(bad)}`,
        { "List-Unsubscribe": "One-Click" },
        { form: true },
      );
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe("UNSUBSCRIBE_LINK_INVALID");
    }
    const [still] = await services.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(still!.frequency).toBe("instant");

    // RFC 8058 one-click: a POST with List-Unsubscribe=One-Click, no session.
    const oneClick = () =>
      visitor.post<{ changed: boolean; frequency: string }>(
        `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
        { "List-Unsubscribe": "One-Click" },
        { form: true },
      );
    const done = await oneClick();
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ changed: true, frequency: "none" });
    expect((await oneClick()).body).toMatchObject({ changed: false, frequency: "none" });

    // No more alerts for it.
    await createListing({ title: `Banesë tjetër ${word}` });
    await createScheduler(services, JOBS).runNow("saved-search-alerts");
    expect(mails(buyer.user.email)).toHaveLength(1);
  });
});

describe("/api/saved-searches", () => {
  it("creates, lists, renames, changes and deletes one's own searches; others get 404, visitors 401", async () => {
    const a = await userClient(api);
    const b = await userClient(api);
    const created = await save(
      a.client,
      "  Banesa në Prishtinë  ",
      "?location=Prishtin%C3%AB&min_rooms=2&sort=price_low&page=3&parking=1",
      "daily",
    );
    expect(created).toMatchObject({
      name: "Banesa në Prishtinë",
      frequency: "daily",
      params: { location: "Prishtinë", min_rooms: "2", parking: "1" },
    });

    const listed = await a.client.get<{ saved_searches: Saved[]; limit: number }>("/api/saved-searches");
    expect(listed.body.limit).toBe(20);
    expect(listed.body.saved_searches.map((s) => s.id)).toEqual([created.id]);
    expect((await b.client.get<{ saved_searches: Saved[] }>("/api/saved-searches")).body.saved_searches).toEqual([]);

    for (const [method, body] of [
      ["GET", undefined],
      ["PATCH", { name: "E imja" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await b.client.request<ErrorBody>(method, `/api/saved-searches/${created.id}`, body);
      expect(res.status, method).toBe(404);
      expect(res.body.error.code).toBe("SAVED_SEARCH_NOT_FOUND");
      expect((await new ApiClient(api).request(method, `/api/saved-searches/${created.id}`, body)).status).toBe(401);
    }
    expect((await new ApiClient(api).post<ErrorBody>("/api/saved-searches", { name: "x", filters: {} })).body.error.code).toBe(
      "SAVED_SEARCH_LOGIN_REQUIRED",
    );
    expect((await a.client.get(`/api/saved-searches/not-a-uuid`)).status).toBe(404);

    const renamed = await a.client.request<Saved>("PATCH", `/api/saved-searches/${created.id}`, {
      name: "Prishtina 2+",
      frequency: "instant",
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Prishtina 2+", frequency: "instant" });
    const [row] = await services.db.select().from(savedSearches).where(eq(savedSearches.id, created.id));
    expect(row).toMatchObject({ name: "Prishtina 2+", user_id: a.user.id });

    expect((await a.client.request("DELETE", `/api/saved-searches/${created.id}`)).status).toBe(200);
    expect((await a.client.get(`/api/saved-searches/${created.id}`)).status).toBe(404);
  });

  it("refuses bad input with a clear 400 and saves nothing", async () => {
    const a = await userClient(api);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "", filters: {} }, "SAVED_SEARCH_NAME_REQUIRED"],
      [{ name: "x".repeat(81), filters: {} }, "SAVED_SEARCH_NAME_TOO_LONG"],
      [{ name: "Ok", frequency: "hourly", filters: {} }, "SAVED_SEARCH_FREQUENCY_INVALID"],
      [{ name: "Ok", filters: { min_price: 200, max_price: 100 } }, "PRICE_RANGE_INVALID"],
      [{ name: "Ok", filters: { bounds: "1,2,3" } }, "VALIDATION"],
      [{ name: "Ok", filters: { type: "castle" } }, "VALIDATION"],
      [{ name: "Ok", filters: 42 }, "VALIDATION"],
    ];
    for (const [body, code] of cases) {
      const res = await a.client.post<ErrorBody>("/api/saved-searches", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe(code);
      expect(res.body.error.message).not.toBe("");
    }
    expect((await a.client.request<ErrorBody>("PATCH", `/api/saved-searches/${crypto.randomUUID()}`, {})).status).toBe(400);
    expect(await services.db.select().from(savedSearches).where(eq(savedSearches.user_id, a.user.id))).toEqual([]);
  });

  it("keeps at most 20 searches per person, with a clear message", async () => {
    const a = await userClient(api);
    for (let i = 0; i < 20; i++) await save(a.client, `Kërkimi ${i}`, { min_rooms: i % 5 });
    const res = await a.client.post<ErrorBody>("/api/saved-searches", { name: "21", filters: {} });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: "SAVED_SEARCH_LIMIT_REACHED" });
    expect(res.body.error.message).toContain("20");
    const rows = await services.db
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.user_id, a.user.id)));
    expect(rows).toHaveLength(20);
  });
});
