import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import type { Services } from "~/.server/services";
import { ApiClient } from "../../../tests/support/api-client";
import { createTestServices } from "../../../tests/support/services";

// A NUL byte (or any control character) in a query, a path or a body is refused with 400 and the
// field named, on every route of the API, before any service or the database sees it. So is a Unicode
// noncharacter (U+FDD0–U+FDEF, U+nFFFE, U+nFFFF: domain/text.ts), which the server keeps for its own use.

let services: Services;
let api: Api;
beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
});
afterAll(() => services.close());

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** A listing the API accepts. */
const LISTING = { description: "Banesë e ndritshme me ballkon.", price: 450, location: "Prishtinë" };

/** Every route of the API, with its parameters filled in. */
function everyRoute(): { method: string; url: string }[] {
  const seen = new Set<string>();
  return api.routes
    .filter((r) => r.method !== "ALL")
    .map((r) => ({ method: r.method, url: r.path.replace(/:\w+/g, randomUUID()) }))
    .filter(
      (r) =>
        !seen.has(`${r.method} ${r.url.replace(/[0-9a-f-]{36}/g, ":id")}`) &&
        seen.add(`${r.method} ${r.url.replace(/[0-9a-f-]{36}/g, ":id")}`),
    );
}

// Field names the API's forms use, so the poisoned value sits where a route would read it.
const FIELDS = [
  "q",
  "email",
  "password",
  "name",
  "title",
  "description",
  "location",
  "message",
  "phone",
  "subject",
  "comment",
  "status",
  "reason",
  "search",
  "identifier",
  "user_type",
  "type",
  "listing_type",
];

describe("control characters", () => {
  it("the walk covers the whole API", () => {
    expect(everyRoute().length).toBeGreaterThan(60);
  });

  it.each(["%00", "%07", "%1B", "%7F", "%0D%0A", "%EF%B7%90", "%F4%8F%BF%BF"])(
    "%s in a query parameter: 400 on every route, the parameter named",
    async (encoded) => {
      const failures: string[] = [];
      for (const { method, url } of everyRoute()) {
        const res = await new ApiClient(api).request<ErrorBody>(
          method,
          `${url}?page=1&q=x${encoded}y`,
          method === "GET" || method === "DELETE" ? undefined : {},
        );
        if (res.status !== 400 || res.body.error?.code !== "CONTROL_CHARACTERS" || !res.body.error.fields?.q)
          failures.push(`${method} ${url} → ${res.status} ${JSON.stringify(res.body)}`);
      }
      expect(failures).toEqual([]);
    },
  );

  it("a NUL byte in a path parameter: 400 on every route that has one", async () => {
    const failures: string[] = [];
    for (const route of api.routes.filter((r) => r.method !== "ALL" && r.path.includes(":"))) {
      const url = route.path.replace(/:\w+/g, "abc%00def");
      const res = await new ApiClient(api).request<ErrorBody>(
        route.method,
        url,
        route.method === "GET" || route.method === "DELETE" ? undefined : {},
      );
      if (res.status !== 400 || res.body.error?.code !== "CONTROL_CHARACTERS") failures.push(`${route.method} ${url} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ["JSON", false],
    ["form", true],
  ])("a NUL byte in a %s body: 400 on every route that takes one, the field named", async (_kind, form) => {
    const failures: string[] = [];
    for (const { method, url } of everyRoute().filter((r) => r.method !== "GET")) {
      for (const field of FIELDS) {
        const body = { [field]: `Drita\u0000Krasniqi` };
        const res = await new ApiClient(api).request<ErrorBody>(method, url, body, { form });
        if (res.status !== 400 || res.body.error?.code !== "CONTROL_CHARACTERS" || !res.body.error.fields?.[field]) {
          failures.push(`${method} ${url} ${field} → ${res.status} ${JSON.stringify(res.body)}`);
          break;
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("finds the character in nested JSON, in a field's name, and in a multipart text field", async () => {
    const client = new ApiClient(api);
    const nested = await client.post<ErrorBody>("/api/properties", { title: "Banesë", features: ["Ballkon", "Parking\u0000"] });
    expect(nested.status).toBe(400);
    expect(nested.body.error.fields).toHaveProperty("features");
    const key = await client.post<ErrorBody>("/api/contact-messages", { "name\u0000": "x" });
    expect(key.status).toBe(400);
    await client.register();
    const multipart = new FormData();
    multipart.append("title", "Shtëpi\u0000");
    multipart.append("images", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "foto.png");
    const upload = await client.post<ErrorBody>("/api/properties", multipart);
    expect(upload.status).toBe(400);
    expect(upload.body.error).toMatchObject({ code: "CONTROL_CHARACTERS", fields: { title: "Teksti përmban karaktere të palejuara." } });
  });

  it("refuses a noncharacter as it refuses a control character: a listing's title with U+FDD0, the search with U+FFFF", async () => {
    const client = new ApiClient(api);
    await client.register({ user_type: "seller" });
    for (const title of ["Banesë \uFDD0 në Dardani", "Banesë në Dardani \u{10FFFE}"]) {
      const res = await client.post<ErrorBody>("/api/properties", { ...LISTING, title });
      expect(res.status, title).toBe(400);
      expect(res.body.error).toMatchObject({ code: "CONTROL_CHARACTERS", fields: { title: "Teksti përmban karaktere të palejuara." } });
    }
    const query = await client.get<ErrorBody>("/api/properties?q=Banes%C3%AB%EF%BF%BF");
    expect(query.status).toBe(400);
    expect(query.body.error).toMatchObject({ code: "CONTROL_CHARACTERS", fields: { q: "Teksti përmban karaktere të palejuara." } });
  });

  it("accepts private-use characters (U+E000) and emoji in a listing's title", async () => {
    const client = new ApiClient(api);
    await client.register({ user_type: "seller" });
    const title = "Banesë \uE000 në Dardani 🏠";
    const res = await client.post<{ property: { id: string; title: string } }>("/api/properties", { ...LISTING, title });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.property.title).toBe(title);
  });

  it("keeps line breaks and tabs in text (text areas send them)", async () => {
    const res = await new ApiClient(api).post<ErrorBody>("/api/contact-messages", {
      name: "Drita",
      email: "drita@test.prona",
      subject: "Pyetje",
      message: "Rreshti i parë\r\nRreshti i dytë\tme tab",
    });
    expect(res.status).toBe(201);
  });
});
