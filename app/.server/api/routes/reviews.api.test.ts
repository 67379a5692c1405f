import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { auditLog, reviews } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import type { PublicReview } from "~/domain/reviews";
import { adminClient } from "../../../../tests/support/admin-fixtures";
import { ApiClient } from "../../../../tests/support/api-client";
import { createTestServices } from "../../../../tests/support/services";
import { seedDemoDataIfEmpty } from "../../seed/demo";

const DAY = 24 * 60 * 60 * 1000;

let services: Services;
let api: Api;
let admin: ApiClient;
let adminId: string;

beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
  ({
    client: admin,
    user: { id: adminId },
  } = await adminClient(api, services));
});
afterAll(async () => {
  await services.close();
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type List = { reviews: PublicReview[] };
type Moderation = {
  reviews: { id: string; status: string; title: string; user_name: string | null }[];
  counts: Record<string, number>;
  total: number;
};

let counter = 0;
const valid = () => ({
  title: `Përvojë e mirë ${++counter}`,
  rating: 4,
  category: "platform",
  comment: "Gjeta banesën shpejt dhe pronari ishte korrekt.",
});

async function writeReview(overrides: Record<string, unknown> = {}) {
  const client = new ApiClient(api);
  const user = await client.register({ name: "Kaltrina Zeqiri" });
  const res = await client.post<{ review: { id: string; status: string } }>("/api/reviews", { ...valid(), ...overrides });
  expect(res.status).toBe(201);
  return { client, user, id: res.body.review.id };
}

describe("GET /api/reviews", () => {
  it("has no review on a fresh database: nothing is made up", async () => {
    const fresh = await createTestServices();
    try {
      const res = await new ApiClient(createApi(fresh)).get<List>("/api/reviews");
      expect(res.status).toBe(200);
      expect(res.body.reviews).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it("lists the demo data's eight published reviews, marked demo, dated in the months before the seed", async () => {
    const demo = await createTestServices();
    try {
      const seededAt = Date.now();
      expect(await seedDemoDataIfEmpty(demo)).not.toBeNull();
      const res = await new ApiClient(createApi(demo)).get<List>("/api/reviews");
      expect(res.status).toBe(200);
      const list = res.body.reviews;
      expect(list).toHaveLength(8);
      for (const r of list) {
        expect(r.isDemo).toBe(true);
        const age = seededAt - Date.parse(`${r.date}T12:00:00Z`);
        expect(age).toBeGreaterThan(-2 * DAY);
        expect(age).toBeLessThan(120 * DAY);
      }
      // Newest first, written by demo accounts, in Albanian whatever the reader's language.
      expect(list.map((r) => r.date)).toEqual(
        list
          .map((r) => r.date)
          .sort()
          .reverse(),
      );
      expect(list[0]).toMatchObject({
        userName: "Arta Krasniqi",
        propertyName: "Banesë 2+1 me pamje nga qyteti në Dardani",
        propertyType: "apartment",
        propertyLocation: "Prishtinë",
        rating: 5,
        title: "Banesë e mrekullueshme, pronar shumë korrekt",
        helpful: 12,
        isVerifiedPurchase: true,
        category: "property",
      });
      expect(list[0]!.userId).toMatch(/^[0-9a-f-]{36}$/);
      expect(list[0]!.propertyId).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Set(list.map((r) => r.category))).toEqual(new Set(["property", "service", "platform"]));
      expect(list.filter((r) => r.isVerifiedPurchase)).toHaveLength(6);
      const en = await new ApiClient(createApi(demo)).request<List>("GET", "/api/reviews", undefined, { headers: { cookie: "lang=en" } });
      expect(en.body.reviews[0]?.title).toBe("Banesë e mrekullueshme, pronar shumë korrekt");
      // A demo review counts 'helpful' like any other.
      const marked = await new ApiClient(createApi(demo)).post<{ helpful: number }>(`/api/reviews/${list[0]!.id}/helpful`);
      expect(marked.body.helpful).toBe(13);
    } finally {
      await demo.close();
    }
  });
});

describe("POST /api/reviews", () => {
  it("needs a signed-in user", async () => {
    const res = await new ApiClient(api).post<ErrorBody>("/api/reviews", valid());
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHENTICATED");
  });

  it("stores the review as pending, not shown until published; forged fields are ignored", async () => {
    const client = new ApiClient(api);
    const user = await client.register();
    const res = await client.post<{ review: { id: string; status: string } }>("/api/reviews", {
      ...valid(),
      status: "published",
      helpful: 999,
      user_id: adminId,
      property_id: "00000000-0000-4000-8000-000000000000",
      verified_purchase: true,
      is_demo: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.review.status).toBe("pending");
    const [row] = await services.db.select().from(reviews).where(eq(reviews.id, res.body.review.id));
    expect(row).toMatchObject({
      status: "pending",
      helpful: 0,
      user_id: user.id,
      property_id: null,
      rating: 4,
      category: "platform",
      verified_purchase: false,
      is_demo: false,
    });
    const list = await new ApiClient(api).get<List>("/api/reviews");
    expect(list.body.reviews.some((r) => r.id === row!.id)).toBe(false);
  });

  it.each([
    [{ title: "  " }, "REVIEW_TITLE_REQUIRED", "title"],
    [{ title: "x".repeat(121) }, "REVIEW_TITLE_TOO_LONG", "title"],
    [{ rating: 0 }, "REVIEW_RATING_REQUIRED", "rating"],
    [{ rating: 6 }, "REVIEW_RATING_REQUIRED", "rating"],
    [{ rating: 3.5 }, "REVIEW_RATING_REQUIRED", "rating"],
    [{ rating: "pesë" }, "REVIEW_RATING_REQUIRED", "rating"],
    [{ category: "agency" }, "REVIEW_CATEGORY_INVALID", "category"],
    [{ category: "" }, "REVIEW_CATEGORY_INVALID", "category"],
    [{ comment: "" }, "REVIEW_COMMENT_REQUIRED", "comment"],
    [{ comment: "Shkurt" }, "REVIEW_COMMENT_TOO_SHORT", "comment"],
    [{ comment: "a".repeat(2001) }, "REVIEW_COMMENT_TOO_LONG", "comment"],
    [{ title: "Titull\u0000" }, "CONTROL_CHARACTERS", "title"],
    [{ comment: "Koment me karakter \u0007 kontrolli" }, "CONTROL_CHARACTERS", "comment"],
    [{ title: { $gt: "" } }, "VALIDATION", "title"],
  ])("refuses %o with %s and stores nothing", async (override, code, field) => {
    const client = new ApiClient(api);
    const user = await client.register();
    const res = await client.post<ErrorBody>("/api/reviews", { ...valid(), ...override });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    expect(await services.db.select().from(reviews).where(eq(reviews.user_id, user.id))).toHaveLength(0);
  });

  it("accepts a form post (stars as text)", async () => {
    const client = new ApiClient(api);
    await client.register();
    const res = await client.post("/api/reviews", { ...valid(), rating: "5" }, { form: true });
    expect(res.status).toBe(201);
  });

  it("rate-limits one user after 10 reviews in 10 minutes", async () => {
    const client = new ApiClient(api);
    const user = await client.register();
    for (let i = 0; i < 10; i++) expect((await client.post("/api/reviews", valid())).status).toBe(201);
    const res = await client.post<ErrorBody>("/api/reviews", valid());
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe("RATE_LIMITED");
    expect(await services.db.select().from(reviews).where(eq(reviews.user_id, user.id))).toHaveLength(10);
  });
});

describe("moderation: /api/admin/reviews", () => {
  it("is for administrators only: visitor 401, user 403, nothing changes", async () => {
    const { id, client } = await writeReview();
    const visitor = new ApiClient(api);
    expect((await visitor.get("/api/admin/reviews")).status).toBe(401);
    expect((await client.get("/api/admin/reviews")).status).toBe(403);
    expect((await visitor.post(`/api/admin/reviews/${id}/publish`)).status).toBe(401);
    expect((await client.post(`/api/admin/reviews/${id}/publish`)).status).toBe(403);
    expect((await client.post(`/api/admin/reviews/${id}/reject`)).status).toBe(403);
    const [row] = await services.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row?.status).toBe("pending");
  });

  it("lists pending reviews with the author, then publishes one into the public list (audited)", async () => {
    const { id, user } = await writeReview({ title: "Platformë shumë e qartë", rating: 5, category: "service" });
    const pending = await admin.get<Moderation>("/api/admin/reviews");
    expect(pending.status).toBe(200);
    expect(pending.body.reviews.find((r) => r.id === id)).toMatchObject({
      status: "pending",
      title: "Platformë shumë e qartë",
      user_name: "Kaltrina Zeqiri",
    });
    expect(pending.body.counts.pending).toBeGreaterThan(0);

    const res = await admin.post<{ review: { status: string } }>(`/api/admin/reviews/${id}/publish`);
    expect(res.status).toBe(200);
    expect(res.body.review.status).toBe("published");
    const list = await new ApiClient(api).get<List>("/api/reviews");
    expect(list.body.reviews.find((r) => r.id === id)).toMatchObject({
      userId: user.id,
      userName: "Kaltrina Zeqiri",
      rating: 5,
      category: "service",
      isDemo: false,
      isVerifiedPurchase: false,
      helpful: 0,
    });
    const [row] = await services.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ moderated_by: adminId });
    const audit = await services.db.select().from(auditLog).where(eq(auditLog.target_id, id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "review.publish",
      actor_id: adminId,
      target_type: "review",
      details: { from: "pending", to: "published" },
    });
    const published = await admin.get<Moderation>("/api/admin/reviews?status=published");
    expect(published.body.reviews.some((r) => r.id === id)).toBe(true);
  });

  it("rejects a review (also a published one), which leaves the public list", async () => {
    const { id } = await writeReview();
    await admin.post(`/api/admin/reviews/${id}/publish`);
    const res = await admin.post<{ review: { status: string } }>(`/api/admin/reviews/${id}/reject`);
    expect(res.body.review.status).toBe("rejected");
    const list = await new ApiClient(api).get<List>("/api/reviews");
    expect(list.body.reviews.some((r) => r.id === id)).toBe(false);
    const audit = await services.db.select().from(auditLog).where(eq(auditLog.target_id, id));
    expect(audit.map((a) => a.action).sort()).toEqual(["review.publish", "review.reject"]);
  });

  it("answers 404 for unknown ids and 400 for an unknown status filter", async () => {
    expect((await admin.post("/api/admin/reviews/00000000-0000-4000-8000-000000000000/publish")).status).toBe(404);
    expect((await admin.post("/api/admin/reviews/nope/reject")).status).toBe(404);
    expect((await admin.get("/api/admin/reviews?status=deleted")).status).toBe(400);
  });
});

describe("POST /api/reviews/:id/helpful", () => {
  it("counts once per address for a published review; pending and unknown ids are 404", async () => {
    const { id } = await writeReview();
    const visitor = new ApiClient(api);
    expect((await visitor.post(`/api/reviews/${id}/helpful`)).status).toBe(404);
    await admin.post(`/api/admin/reviews/${id}/publish`);
    const first = await visitor.post<{ helpful: number; counted: boolean }>(`/api/reviews/${id}/helpful`);
    expect(first.body).toMatchObject({ helpful: 1, counted: true });
    const again = await visitor.post<{ helpful: number; counted: boolean }>(`/api/reviews/${id}/helpful`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ helpful: 1, counted: false });
    const other = await new ApiClient(api).post<{ helpful: number }>(`/api/reviews/${id}/helpful`);
    expect(other.body.helpful).toBe(2);
    expect((await visitor.post("/api/reviews/sample-1/helpful")).status).toBe(404);
    expect((await visitor.post("/api/reviews/00000000-0000-4000-8000-000000000000/helpful")).status).toBe(404);
  });
});
