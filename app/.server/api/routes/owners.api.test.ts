import { randomInt } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { agencyProfiles, auditLog, notifications, phoneReveals, profiles } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { adminClient, userClient } from "../../../../tests/support/admin-fixtures";
import { ApiClient } from "../../../../tests/support/api-client";
import { insertListing } from "../../../../tests/support/fixtures";
import { createTestServices } from "../../../../tests/support/services";

// Who is selling (issue 14 §3–§4): the owner card, the phone reveal and its limit, the verified badge
// (administrators only), the public profile and the agencies from the database.

let services: Services;
let api: Api;
beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
});
afterAll(() => services.close());

type ErrorBody = { error: { code: string; message: string } };
type Revealed = { phone: string; links: { tel: string; whatsapp: string; viber: string } };
type OwnerCard = { id: string; name: string; verified: boolean; active_listings: number; has_phone: boolean; is_agency: boolean };

/** A signed-in owner with a phone number and one active listing. */
async function ownerWithListing(phone: string | null = "044 210 310") {
  const { client, user } = await userClient(api, { user_type: "seller", name: "Driton Pronari" });
  await services.db.update(profiles).set({ phone }).where(eq(profiles.id, user.id));
  const listing = await insertListing(services, user.id, { title: "Banesë me pamje nga parku" });
  return { client, user, listing };
}

async function revealCount(propertyId: string): Promise<number> {
  const rows = await services.db.select().from(phoneReveals).where(eq(phoneReveals.property_id, propertyId));
  return rows.reduce((sum, r) => sum + r.count, 0);
}

describe("the owner card and the phone reveal", () => {
  it("counts the owner's active listings again after a listing of theirs changes (the count is kept per content version)", async () => {
    const { client, user, listing } = await ownerWithListing();
    const visitor = new ApiClient(api);
    const card = async () => (await visitor.get<{ owner: OwnerCard }>(`/api/properties/${listing.id}`)).body.owner.active_listings;
    expect(await card()).toBe(1);
    const second = await insertListing(services, user.id, { title: "Shtëpi me oborr" });
    expect(await card()).toBe(2);
    const sold = await client.post(`/api/properties/${second.id}/status`, { status: "sold" });
    expect(sold.status).toBe(200);
    expect(await card()).toBe(1);
  });

  it("shows who sells without their number or e-mail; the number comes only from the reveal, with its links, and is counted", async () => {
    const { user, listing } = await ownerWithListing();
    const visitor = new ApiClient(api);
    const detail = await visitor.get<{ owner: OwnerCard }>(`/api/properties/${listing.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.owner).toMatchObject({ id: user.id, name: "Driton Pronari", verified: false, active_listings: 1, has_phone: true });
    const json = JSON.stringify(detail.body);
    // The number in any writing ("044 210 310", "+38344210310"); a bare "210" may be in a timestamp.
    expect(json).not.toMatch(/210\D?310/);
    expect(json).not.toContain(user.email);
    const list = await visitor.get(`/api/properties?q=${encodeURIComponent("pamje nga parku")}`);
    expect(JSON.stringify(list.body)).not.toContain("210 310");

    const revealed = await visitor.post<Revealed>(`/api/properties/${listing.id}/phone`);
    expect(revealed.status).toBe(200);
    expect(revealed.body).toEqual({
      phone: "044 210 310",
      links: { tel: "tel:+38344210310", whatsapp: "https://wa.me/38344210310", viber: "viber://chat?number=%2B38344210310" },
    });
    // Signed in or not, each reveal counts.
    const reader = await userClient(api);
    expect((await reader.client.post(`/api/properties/${listing.id}/phone`)).status).toBe(200);
    expect(await revealCount(listing.id)).toBe(2);
  });

  it("does not count the owner's own reveals, and shows the count in the premium owner's statistics", async () => {
    const { client, user, listing } = await ownerWithListing();
    await new ApiClient(api).post(`/api/properties/${listing.id}/phone`);
    expect((await client.post(`/api/properties/${listing.id}/phone`)).status).toBe(200);
    expect(await revealCount(listing.id)).toBe(1);
    await services.db.update(profiles).set({ is_premium: true, premium_until: null }).where(eq(profiles.id, user.id));
    const stats = await client.get<{ statistics: { phoneReveals: number } }>(`/api/properties/${listing.id}/analytics`);
    expect(stats.status).toBe(200);
    expect(stats.body.statistics.phoneReveals).toBe(1);
    const dashboard = await client.get<{ stats: { phone_reveals: number } }>("/api/me/dashboard");
    expect(dashboard.body.stats.phone_reveals).toBe(1);
  });

  it("refuses listings the reader may not see, and owners without a number, and counts nothing", async () => {
    const { user, listing } = await ownerWithListing();
    const pending = await insertListing(services, user.id, { status: "pending" });
    const visitor = new ApiClient(api);
    const hidden = await visitor.post<ErrorBody>(`/api/properties/${pending.id}/phone`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe("PROPERTY_NOT_FOUND");
    expect((await visitor.post<ErrorBody>("/api/properties/not-an-id/phone")).status).toBe(404);
    // A sold listing stays public for a while, but takes no more calls (as no contact requests).
    const sold = await insertListing(services, user.id, { status: "sold", status_changed_at: new Date() });
    expect((await visitor.get(`/api/properties/${sold.id}`)).status).toBe(200);
    const closed = await visitor.post<ErrorBody>(`/api/properties/${sold.id}/phone`);
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe("CONTACT_NOT_AVAILABLE");
    expect(await revealCount(sold.id)).toBe(0);

    const silent = await ownerWithListing(null);
    const none = await visitor.post<ErrorBody>(`/api/properties/${silent.listing.id}/phone`);
    expect(none.status).toBe(404);
    expect(none.body.error).toEqual({
      code: "PHONE_NOT_AVAILABLE",
      message: "Pronari nuk ka dhënë numër telefoni. Dërgoni një kërkesë kontakti.",
    });
    expect(await revealCount(silent.listing.id)).toBe(0);
    const card = await visitor.get<{ owner: OwnerCard }>(`/api/properties/${silent.listing.id}`);
    expect(card.body.owner.has_phone).toBe(false);
    expect(await revealCount(listing.id)).toBe(0);
  });

  it("limits reveals per address: 30 an hour, then 429, while another address still gets the number", async () => {
    const { listing } = await ownerWithListing();
    const scraper = new ApiClient(api);
    for (let i = 0; i < 30; i++) expect((await scraper.post(`/api/properties/${listing.id}/phone`)).status).toBe(200);
    const refused = await scraper.post<ErrorBody>(`/api/properties/${listing.id}/phone`);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("RATE_LIMITED");
    expect(refused.body).not.toHaveProperty("phone");
    // One visitor asking 30 times is one reveal in the owner's statistics (issue 33 §8).
    expect(await revealCount(listing.id)).toBe(1);
    expect((await new ApiClient(api).post(`/api/properties/${listing.id}/phone`)).status).toBe(200);
    expect(await revealCount(listing.id)).toBe(2);
  });

  it("limits an IPv6 client per /64 (issue 33 §7): rotating addresses within it does not lift the limit", async () => {
    const { listing } = await ownerWithListing();
    const [a, b] = [randomInt(0xffff), randomInt(0xfffe)];
    const prefix = `2001:db8:${a.toString(16)}:${b.toString(16)}`;
    const statuses: number[] = [];
    for (let i = 1; i <= 35; i++) {
      const client = new ApiClient(api, `${prefix}:${i.toString(16)}:0:0:${randomInt(0xffff).toString(16)}`);
      statuses.push((await client.post(`/api/properties/${listing.id}/phone`)).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
    // The whole /64 is one visitor in the statistics too; the next /64 is another client.
    expect(await revealCount(listing.id)).toBe(1);
    const neighbour = new ApiClient(api, `2001:db8:${a.toString(16)}:${(b + 1).toString(16)}::1`);
    expect((await neighbour.post(`/api/properties/${listing.id}/phone`)).status).toBe(200);
  });

  it("counts a signed-in reader's reveals once a day, from any address", async () => {
    const { listing } = await ownerWithListing();
    const reader = await userClient(api);
    const elsewhere = new ApiClient(api);
    for (const [name, value] of reader.client.cookies) elsewhere.cookies.set(name, value);
    for (const client of [reader.client, reader.client, elsewhere, elsewhere]) {
      expect((await client.post(`/api/properties/${listing.id}/phone`)).status).toBe(200);
    }
    expect(await revealCount(listing.id)).toBe(1);
  });
});

describe("the verified badge", () => {
  it("is given and taken back by administrators only, audited, and shown on the owner card and the admin list", async () => {
    const { user, listing } = await ownerWithListing();
    const path = `/api/admin/users/${user.id}/verified`;

    const visitor = await new ApiClient(api).post<ErrorBody>(path, { verified: true });
    expect(visitor.status).toBe(401);
    const other = await userClient(api, { user_type: "seller" });
    const refused = await other.client.post<ErrorBody>(path, { verified: true });
    expect(refused.status).toBe(403);
    // The owner cannot verify themselves either.
    const self = await userClient(api);
    expect((await self.client.post(`/api/admin/users/${self.user.id}/verified`, { verified: true })).status).toBe(403);
    const [unchanged] = await services.db.select({ v: profiles.verified_at }).from(profiles).where(eq(profiles.id, user.id));
    expect(unchanged!.v).toBeNull();

    const admin = await adminClient(api, services);
    const bad = await admin.client.post<ErrorBody>(path, { verified: "maybe" });
    expect(bad.status).toBe(400);
    const done = await admin.client.post<{ user: { id: string; verified_at: string | null } }>(path, { verified: true });
    expect(done.status).toBe(200);
    expect(done.body.user.verified_at).not.toBeNull();
    const [entry] = await services.db.select().from(auditLog).where(eq(auditLog.target_id, user.id)).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "user.verify", actor_id: admin.user.id, target_type: "user" });

    const card = await new ApiClient(api).get<{ owner: OwnerCard }>(`/api/properties/${listing.id}`);
    expect(card.body.owner.verified).toBe(true);
    const list = await admin.client.get<{ items: { id: string; verified_at: string | null }[] }>(
      `/api/admin/users?q=${encodeURIComponent("Driton Pronari")}`,
    );
    expect(list.body.items.find((u) => u.id === user.id)?.verified_at).toBe(done.body.user.verified_at);

    const undone = await admin.client.post<{ user: { verified_at: string | null } }>(path, { verified: false });
    expect(undone.body.user.verified_at).toBeNull();
    const [last] = await services.db.select().from(auditLog).where(eq(auditLog.target_id, user.id)).orderBy(desc(auditLog.id)).limit(1);
    expect(last!.action).toBe("user.unverify");
    expect((await new ApiClient(api).get<{ owner: OwnerCard }>(`/api/properties/${listing.id}`)).body.owner.verified).toBe(false);

    expect(
      (await admin.client.post<ErrorBody>("/api/admin/users/00000000-0000-4000-8000-000000000000/verified", { verified: true })).status,
    ).toBe(404);
  });
});

describe("a verified account's details (issue 33 §5)", () => {
  const verifiedAt = async (id: string) =>
    (await services.db.select({ v: profiles.verified_at }).from(profiles).where(eq(profiles.id, id)))[0]!.v;
  const verify = async (admin: ApiClient, id: string) =>
    expect((await admin.post(`/api/admin/users/${id}/verified`, { verified: true })).status).toBe(200);
  const auditOf = (id: string) => services.db.select().from(auditLog).where(eq(auditLog.target_id, id)).orderBy(desc(auditLog.id)).limit(1);

  it("a rename ends the verification: audited with the old and new name, the administrators told, the badge gone", async () => {
    const { client, user, listing } = await ownerWithListing();
    const admin = await adminClient(api, services);
    await verify(admin.client, user.id);
    // A change of the phone alone keeps it.
    expect((await client.request("PATCH", "/api/me", { name: "Driton Pronari", phone: "044 999 000" })).status).toBe(200);
    expect(await verifiedAt(user.id)).not.toBeNull();

    const renamed = await client.request("PATCH", "/api/me", { name: "Banka Qendrore e Kosovës (zyrtare)", phone: "044 999 000" });
    expect(renamed.status).toBe(200);
    expect(await verifiedAt(user.id)).toBeNull();
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({ action: "user.verification_lapsed", actor_id: user.id, actor_email: user.email, target_type: "user" });
    expect(entry!.details).toEqual({ name: { from: "Driton Pronari", to: "Banka Qendrore e Kosovës (zyrtare)" } });
    const bell = await services.db.select().from(notifications).where(eq(notifications.user_id, admin.user.id));
    expect(bell.map((n) => n.message)).toContainEqual(expect.stringContaining("Banka Qendrore e Kosovës (zyrtare) ndryshoi emrin"));
    expect((await new ApiClient(api).get<{ owner: OwnerCard }>(`/api/properties/${listing.id}`)).body.owner.verified).toBe(false);

    // Renaming an account that is not verified records nothing.
    const before = (await services.db.select().from(auditLog).where(eq(auditLog.target_id, user.id))).length;
    await client.request("PATCH", "/api/me", { name: "Driton Pronari", phone: "044 999 000" });
    expect((await services.db.select().from(auditLog).where(eq(auditLog.target_id, user.id))).length).toBe(before);
  });

  it("an agency's registered details end it too; its description and towns do not", async () => {
    const { client, user } = await userClient(api, { user_type: "agency", name: "Agjencia Dardania" });
    const details = {
      description: "Shtëpi dhe banesa.",
      cities: "Prishtinë",
      phone: "038 123 456",
      email: "info@dardania.test",
      website: "",
    };
    expect((await client.request("PUT", "/api/my/agency", details)).status).toBe(200);
    const admin = await adminClient(api, services);
    await verify(admin.client, user.id);

    expect(
      (await client.request("PUT", "/api/my/agency", { ...details, description: "Banesa në qendër.", cities: "Prishtinë, Prizren" }))
        .status,
    ).toBe(200);
    expect(await verifiedAt(user.id)).not.toBeNull();

    expect((await client.request("PUT", "/api/my/agency", { ...details, phone: "049 777 888" })).status).toBe(200);
    expect(await verifiedAt(user.id)).toBeNull();
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({ action: "user.verification_lapsed", actor_id: user.id });
    expect(entry!.details).toEqual({ phone: { from: "038 123 456", to: "049 777 888" } });
  });

  it("an administrator's own edit of the name keeps the verification (they are the ones who confirm it)", async () => {
    const { user } = await ownerWithListing();
    const admin = await adminClient(api, services);
    await verify(admin.client, user.id);
    const edited = await admin.client.request("PATCH", `/api/admin/users/${user.id}`, {
      name: "Driton Pronari Sh.p.k.",
      user_type: "seller",
    });
    expect(edited.status).toBe(200);
    expect(await verifiedAt(user.id)).not.toBeNull();
  });
});

describe("GET /api/users/{id}: the public profile", () => {
  it("shows the card and the active listings in pages, never the e-mail or phone; unknown ids are 404", async () => {
    const { user } = await ownerWithListing("+383 49 555 999");
    for (let i = 0; i < 12; i++) await insertListing(services, user.id, { title: `Banesa nr. ${i}` });
    await insertListing(services, user.id, { status: "pending", title: "Në pritje" });
    const visitor = new ApiClient(api);
    const first = await visitor.get<{
      owner: OwnerCard;
      agency: null;
      listings: { items: { title: string; status: string }[]; total: number; page_count: number };
    }>(`/api/users/${user.id}`);
    expect(first.status).toBe(200);
    expect(first.body.owner).toMatchObject({ name: "Driton Pronari", active_listings: 13, is_agency: false });
    expect(first.body.agency).toBeNull();
    expect(first.body.listings.total).toBe(13);
    expect(first.body.listings.items).toHaveLength(12);
    expect(first.body.listings.items.every((p) => p.status === "active")).toBe(true);
    const json = JSON.stringify(first.body);
    expect(json).not.toContain("555 999");
    expect(json).not.toContain(user.email);
    const second = await visitor.get<{ listings: { items: unknown[]; page: number } }>(`/api/users/${user.id}?page=2`);
    expect(second.body.listings).toMatchObject({ page: 2 });
    expect(second.body.listings.items).toHaveLength(1);

    expect((await visitor.get<ErrorBody>("/api/users/nobody")).body.error.code).toBe("USER_NOT_FOUND");
    expect((await visitor.get("/api/users/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("GET /api/agencies", () => {
  it("lists agency accounts with their details and active listings; other accounts are not agencies", async () => {
    const agency = await userClient(api, { user_type: "agency", name: "Agjencia Testuese Kosova" });
    await services.db.insert(agencyProfiles).values({
      profile_id: agency.user.id,
      description: "Banesa dhe toka në Gjilan.",
      cities: ["Gjilan"],
      specialties: ["land", "castles"],
      email: "zyra@agjencia-testuese.com",
    });
    await insertListing(services, agency.user.id);
    const bare = await userClient(api, { user_type: "agency", name: "Agjencia Pa Detaje" });
    const seller = await ownerWithListing();

    const res = await new ApiClient(api).get<{ agencies: { id: string; [k: string]: unknown }[] }>("/api/agencies");
    expect(res.status).toBe(200);
    const ids = res.body.agencies.map((a) => a.id);
    expect(ids).not.toContain(seller.user.id);
    expect(res.body.agencies.find((a) => a.id === agency.user.id)).toMatchObject({
      name: "Agjencia Testuese Kosova",
      cities: ["Gjilan"],
      specialties: ["land"],
      email: "zyra@agjencia-testuese.com",
      propertyCount: 1,
      verified: false,
      isDemo: false,
      rating: null,
    });
    expect(res.body.agencies.find((a) => a.id === bare.user.id)).toMatchObject({ cities: [], description: "", propertyCount: 0 });
    // Its login e-mail is not what the page publishes.
    expect(JSON.stringify(res.body)).not.toContain(agency.user.email);

    const profile = await new ApiClient(api).get<{ owner: OwnerCard; agency: { description: string } }>(`/api/users/${agency.user.id}`);
    expect(profile.body.owner.is_agency).toBe(true);
    expect(profile.body.agency.description).toBe("Banesa dhe toka në Gjilan.");
  });
});

describe("/api/my/agency: an agency's own details", () => {
  it("are saved by the agency itself and published on the agencies page; bad input changes nothing", async () => {
    const agency = await userClient(api, { user_type: "agency", name: "Agjencia Iliria" });
    expect((await agency.client.get<{ agency: { cities: string[] } }>("/api/my/agency")).body.agency.cities).toEqual([]);
    const saved = await agency.client.request<{ agency: Record<string, unknown> }>("PUT", "/api/my/agency", {
      description: "Banesa në Ferizaj.",
      cities: "Ferizaj, Shtërpcë",
      specialties: ["residential", "land"],
      phone: "+383 290 111 222",
      email: "zyra@iliria-prona.com",
      website: "https://iliria-prona.com",
      year_founded: "2015",
      agent_count: "",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.agency).toMatchObject({ cities: ["Ferizaj", "Shtërpcë"], year_founded: 2015, agent_count: null });

    const bad = await agency.client.request<ErrorBody>("PUT", "/api/my/agency", { description: "X", website: "iliria", cities: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("AGENCY_WEBSITE_INVALID");
    const year = await agency.client.request<ErrorBody>("PUT", "/api/my/agency", { year_founded: "15" });
    expect(year.body.error.code).toBe("AGENCY_YEAR_INVALID");

    const listed = await new ApiClient(api).get<{ agencies: { id: string; description: string; website: string | null }[] }>(
      "/api/agencies",
    );
    expect(listed.body.agencies.find((a) => a.id === agency.user.id)).toMatchObject({
      description: "Banesa në Ferizaj.",
      website: "https://iliria-prona.com",
    });
    // The agency's published number is the one its listings reveal.
    const listing = await insertListing(services, agency.user.id);
    expect((await new ApiClient(api).post<Revealed>(`/api/properties/${listing.id}/phone`)).body.phone).toBe("+383 290 111 222");
  });

  it("are refused to visitors and to accounts that are not agencies", async () => {
    expect((await new ApiClient(api).request<ErrorBody>("PUT", "/api/my/agency", { description: "X" })).status).toBe(401);
    const seller = await userClient(api, { user_type: "seller" });
    const refused = await seller.client.request<ErrorBody>("PUT", "/api/my/agency", { description: "X" });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("AGENCY_ONLY");
    expect(await services.db.select().from(agencyProfiles).where(eq(agencyProfiles.profile_id, seller.user.id))).toEqual([]);
  });
});
