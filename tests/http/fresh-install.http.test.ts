import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PronaProcess, cookieHeader, postJson, request, startProna } from "../support/prona-process";

// No placeholders in public (issue 17 §3): an install without demo data shows no made-up reviews or
// testimonials, only the honest empty state and the invitation to write the first review.

let prona: PronaProcess;
beforeAll(async () => {
  prona = await startProna({ DEMO_DATA: "false" });
});
afterAll(() => prona?.stop());

async function pageOf(path: string): Promise<string> {
  const res = await request({ port: prona.port, path });
  expect(res.status, path).toBe(200);
  return res.body;
}

describe("a fresh install without demo data", () => {
  it("/vlersimet says there are no reviews yet and offers to write the first", async () => {
    const html = await pageOf("/vlersimet");
    expect(html).toContain('data-testid="no-reviews"');
    expect(html).toContain("Ende nuk ka vlerësime");
    expect(html).toContain('href="?write=1#write-review"');
    expect(html).not.toContain('data-testid="review-card"');
    expect(html).not.toContain('data-testid="featured-review"');
    // No summary of nothing (issue 34 §11): no "0.0" average, no bars at 0 %, no filters of an empty list.
    expect(html).not.toContain('data-testid="average"');
    expect(html).not.toContain('role="meter"');
    expect(html).not.toContain('role="search"');
    // Neither the old sample's authors nor its dates.
    expect(html).not.toContain("Arta Krasniqi");
    expect(html).not.toMatch(/\b2023\b/);
  });

  it("/agjencite names no demo agency", async () => {
    const html = await pageOf("/agjencite");
    expect(html).not.toContain("Dardania Estate");
    expect(html).not.toContain("Prizreni Home");
  });

  it("/premium quotes no made-up members: the testimonials wait for published reviews", async () => {
    const email = `fresh-${Date.now().toString(36)}@test.prona`;
    const registered = await postJson(prona.port, "/api/auth/register", {
      name: "Drita Berisha",
      email,
      password: "sekret123",
      confirm_password: "sekret123",
      user_type: "buyer",
    });
    expect(registered.status).toBe(201);
    const res = await request({ port: prona.port, path: "/premium", headers: { cookie: cookieHeader(registered.cookies) } });
    expect(res.status).toBe(200);
    expect(res.body).toContain("Bëhu Premium");
    expect(res.body).not.toContain('data-testid="testimonial"');
    expect(res.body).not.toContain("Arbër Hoxha");
  });
});
