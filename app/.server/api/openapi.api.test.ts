import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { contractOf } from "~/.server/api/contract";
import { profiles, properties } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { adminClient, userClient } from "../../../tests/support/admin-fixtures";
import { insertProperties, uniqueWord } from "../../../tests/support/listing-fixtures";
import { ApiClient, type ApiResponse } from "../../../tests/support/api-client";
import { createTestServices } from "../../../tests/support/services";

// /api/openapi.json is a valid OpenAPI 3 document, lists the /api/properties (and /api/my) routes with their
// parameters and answers, and says what the routes really answer: real responses of /api/properties,
// /api/my and /api/admin are validated against the schemas the document gives for their status (Ajv,
// JSON Schema 2020-12, the dialect of OpenAPI 3.1).

let services: Services;
let api: Api;
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};
type Operation = {
  operationId: string;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: { "application/json": { schema: unknown } } }>;
};
let doc: Document;
let ajv: Ajv2020;

beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
  const res = await new ApiClient(api).get<Document>("/api/openapi.json");
  expect(res.status).toBe(200);
  doc = res.body;
  // The document itself is the schema store: responses are checked against its own JSON pointers.
  ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(doc, "openapi.json");
});
afterAll(async () => {
  await services.close();
});

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

/** Checks a real response against the document's schema for its path, method and status. */
function expectDocumented(path: string, method: string, res: ApiResponse<unknown>) {
  const operation = doc.paths[path]?.[method];
  expect(operation, `${method.toUpperCase()} ${path} is documented`).toBeDefined();
  expect(operation!.responses[String(res.status)], `${method.toUpperCase()} ${path} documents ${res.status}`).toBeDefined();
  const validate = ajv.getSchema(
    `openapi.json#/${pointer("paths", path, method, "responses", String(res.status), "content", "application/json", "schema")}`,
  );
  expect(validate, "the response has a schema").toBeDefined();
  const valid = validate!(res.body);
  expect(valid ? [] : validate!.errors, `${method.toUpperCase()} ${path} ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`).toEqual(
    [],
  );
}

const jpeg = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    // Every reference resolves, and operation ids are unique.
    for (const ref of JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g))
      expect(doc.components.schemas).toHaveProperty(ref[1]!);
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has a contract for every route the API serves, and lists each", () => {
    // Hono registers each handler of a route as its own entry; middleware (use) is ALL on a wildcard.
    const served = new Map<string, boolean>();
    for (const route of api.routes) {
      if (route.method === "ALL" && route.path.endsWith("*")) continue;
      const key = `${route.method} ${route.path}`;
      served.set(key, (served.get(key) ?? false) || contractOf(route.handler) !== undefined);
    }
    const uncontracted = [...served].filter(([, has]) => !has).map(([route]) => route);
    expect(uncontracted, "routes without a contract (give each a contract(), app/.server/api/contract.ts)").toEqual([]);
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    expect(documented.sort()).toEqual([...served.keys()].sort());
    expect(served.size).toBeGreaterThan(100);
  });

  it("lists every /api/properties and /api/my route with its parameters, body and answers", () => {
    const routes: [string, string, string[], string[], string | null][] = [
      // method, path, parameters (path ones required), answers, request body media
      [
        "get",
        "/api/properties",
        [
          "q",
          "location",
          "type",
          "listing_type",
          "min_price",
          "max_price",
          "min_rooms",
          "min_bathrooms",
          "min_area",
          "max_area",
          "heating",
          "furnished",
          "new_build",
          "parking",
          "elevator",
          "added",
          "include_closed",
          "bounds",
          "sort",
          "page",
          "page_size",
        ],
        ["200", "400"],
        null,
      ],
      ["post", "/api/properties", [], ["201", "400", "401", "403", "413"], "multipart/form-data"],
      ["get", "/api/properties/locations", [], ["200"], null],
      ["get", "/api/properties/latest", [], ["200"], null],
      ["get", "/api/properties/{id}", ["id"], ["200", "404"], null],
      ["patch", "/api/properties/{id}", ["id"], ["200", "400", "401", "403", "404"], "application/json"],
      ["delete", "/api/properties/{id}", ["id"], ["200", "401", "403", "404"], null],
      ["post", "/api/properties/{id}/images", ["id"], ["200", "400", "401", "403", "404", "413"], "multipart/form-data"],
      ["post", "/api/properties/{id}/favorite", ["id"], ["200", "401", "404"], null],
      ["delete", "/api/properties/{id}/favorite", ["id"], ["200", "401", "404"], null],
      ["post", "/api/properties/{id}/contact-requests", ["id"], ["201", "400", "401", "403", "404"], "application/json"],
      ["post", "/api/properties/{id}/views", ["id"], ["201", "404"], null],
      ["get", "/api/properties/{id}/viewers", ["id"], ["200", "404"], null],
      ["post", "/api/properties/{id}/viewers", ["id"], ["200", "404"], null],
      ["delete", "/api/properties/{id}/viewers", ["id"], ["200", "404"], null],
      ["get", "/api/properties/{id}/analytics", ["id"], ["200", "401", "403", "404"], null],
      ["get", "/api/my/properties", ["status"], ["200", "400", "401"], null],
      ["get", "/api/my/property-limits", [], ["200", "401"], null],
    ];
    for (const [method, path, parameters, answers, media] of routes) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.parameters.map((p) => p.name)).toEqual(parameters);
      for (const p of operation!.parameters) expect(p.required).toBe(p.in === "path");
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(answers));
      for (const status of answers)
        expect(operation!.responses[status]!.content?.["application/json"].schema, `${method} ${path} ${status}`).toBeTruthy();
      if (media) expect(Object.keys(operation!.requestBody!.content)).toContain(media);
      else expect(operation!.requestBody).toBeUndefined();
    }
    // The form's required fields are the ones without a default.
    const created = doc.components.schemas.NewProperty as { required: string[] };
    expect(created.required).toEqual(["title", "description", "price", "location"]);
  });

  it("describes what the /api/properties routes answer, successes and refusals", async () => {
    const owner = new ApiClient(api);
    const reader = new ApiClient(api);
    const visitor = new ApiClient(api);
    const ownerUser = await owner.register({ user_type: "seller" });
    await reader.register({ user_type: "buyer" });
    const word = uniqueWord("doc");

    // The owner posts (multipart with a photo), edits, adds and removes photos.
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: `Shtëpi ${word}`,
      description: "Shtëpi me oborr.",
      price: "120000",
      location: "Prizren",
      type: "house",
      listing_type: "sale",
      rooms: "4",
      features: "Oborr, Garazh",
    }))
      form.append(k, v);
    form.append("images", new Blob([new Uint8Array(await jpeg())], { type: "image/jpeg" }), "a.jpg");
    const created = await owner.post<{ property: { id: string; images: string[] } }>("/api/properties", form);
    expect(created.status).toBe(201);
    expectDocumented("/api/properties", "post", created);
    const id = created.body.property.id;
    expectDocumented("/api/properties", "post", await owner.post("/api/properties", { title: "", price: "-1" }));
    expectDocumented("/api/properties", "post", await visitor.post("/api/properties", { title: "x" }));
    expectDocumented("/api/properties/{id}", "patch", await owner.request("PATCH", `/api/properties/${id}`, { price: 118_000, area: "" }));
    expectDocumented("/api/properties/{id}", "patch", await owner.request("PATCH", `/api/properties/${id}`, { price: "no" }));
    expectDocumented("/api/properties/{id}", "patch", await reader.request("PATCH", `/api/properties/${id}`, { price: 1 }));
    const photos = new FormData();
    photos.append("images", new Blob([new Uint8Array(await jpeg())], { type: "image/jpeg" }), "b.jpg");
    const added = await owner.post<{ property: { images: string[] } }>(`/api/properties/${id}/images`, photos);
    expect(added.body.property.images).toHaveLength(2);
    expectDocumented("/api/properties/{id}/images", "post", added);
    expectDocumented(
      "/api/properties/{id}/images",
      "post",
      await owner.post(`/api/properties/${id}/images`, { remove_images: [added.body.property.images[1]] }),
    );
    expectDocumented("/api/properties/{id}/analytics", "get", await owner.get(`/api/properties/${id}/analytics`));
    expectDocumented("/api/my/properties", "get", await owner.get("/api/my/properties?status=pending"));
    expectDocumented("/api/my/properties", "get", await owner.get("/api/my/properties?status=nope"));
    expectDocumented("/api/my/property-limits", "get", await owner.get("/api/my/property-limits"));
    expectDocumented("/api/my/property-limits", "get", await visitor.get("/api/my/property-limits"));

    // Once active, readers find, open, favour and ask about it.
    await services.db.update(profiles).set({ is_premium: true, premium_until: null }).where(eq(profiles.id, ownerUser.id));
    await insertProperties(services, ownerUser.id, [{ title: `Banesë ${word}` }]);
    await services.db.update(properties).set({ status: "active" }).where(eq(properties.id, id));

    const search = await reader.get<{ total: number }>(`/api/properties?q=${word}&sort=price_high&page_size=5`);
    expect(search.body.total).toBe(2);
    expectDocumented("/api/properties", "get", search);
    expectDocumented("/api/properties", "get", await visitor.get("/api/properties?page=0"));
    expectDocumented("/api/properties/latest", "get", await visitor.get("/api/properties/latest"));
    expectDocumented("/api/properties/locations", "get", await visitor.get("/api/properties/locations"));
    expectDocumented("/api/properties/{id}", "get", await reader.get(`/api/properties/${id}`));
    expectDocumented("/api/properties/{id}", "get", await visitor.get("/api/properties/not-an-id"));
    expectDocumented("/api/properties/{id}/views", "post", await visitor.post(`/api/properties/${id}/views`));
    expectDocumented("/api/properties/{id}/viewers", "post", await visitor.post(`/api/properties/${id}/viewers`));
    expectDocumented("/api/properties/{id}/viewers", "get", await visitor.get(`/api/properties/${id}/viewers`));
    expectDocumented("/api/properties/{id}/viewers", "delete", await visitor.request("DELETE", `/api/properties/${id}/viewers`));
    expectDocumented("/api/properties/{id}/favorite", "post", await reader.post(`/api/properties/${id}/favorite`));
    expectDocumented("/api/properties/{id}/favorite", "post", await visitor.post(`/api/properties/${id}/favorite`));
    expectDocumented("/api/properties/{id}/favorite", "delete", await reader.request("DELETE", `/api/properties/${id}/favorite`));
    const asked = await reader.post(`/api/properties/${id}/contact-requests`, {
      message: "A është ende në shitje?",
      contact_type: "question",
      email: "",
    });
    expect(asked.status).toBe(201);
    expectDocumented("/api/properties/{id}/contact-requests", "post", asked);
    expectDocumented(
      "/api/properties/{id}/contact-requests",
      "post",
      await reader.post(`/api/properties/${id}/contact-requests`, { message: "" }),
    );
    expectDocumented(
      "/api/properties/{id}/contact-requests",
      "post",
      await owner.post(`/api/properties/${id}/contact-requests`, { message: "Unë vetë" }),
    );
    expectDocumented("/api/properties/{id}/analytics", "get", await owner.get(`/api/properties/${id}/analytics`));
    expectDocumented("/api/properties/{id}/analytics", "get", await visitor.get(`/api/properties/${id}/analytics`));
    expectDocumented("/api/my/properties", "get", await owner.get("/api/my/properties"));

    expectDocumented("/api/properties/{id}", "delete", await reader.request("DELETE", `/api/properties/${id}`));
    expectDocumented("/api/properties/{id}", "delete", await owner.request("DELETE", `/api/properties/${id}`));
    expectDocumented("/api/properties/{id}", "delete", await owner.request("DELETE", `/api/properties/${id}`));
  });

  it("describes what the /api/admin routes answer, successes and refusals", async () => {
    const { client: admin, user: adminUser } = await adminClient(api, services);
    const member = await userClient(api, { user_type: "seller" });
    const visitor = new ApiClient(api);
    const [listing] = await insertProperties(services, member.user.id, [{ title: `Vilë ${uniqueWord("adm")}`, status: "pending" }]);
    const id = listing!.id;
    const missing = "00000000-0000-4000-8000-000000000000";

    expectDocumented("/api/admin/users", "get", await admin.get("/api/admin/users?premium=true&page=2"));
    expectDocumented("/api/admin/users", "get", await visitor.get("/api/admin/users"));
    expectDocumented("/api/admin/users", "get", await member.client.get("/api/admin/users"));
    expectDocumented("/api/admin/users/{id}", "get", await admin.get(`/api/admin/users/${member.user.id}`));
    expectDocumented("/api/admin/users/{id}", "get", await admin.get(`/api/admin/users/${missing}`));
    expectDocumented(
      "/api/admin/users/{id}",
      "patch",
      await admin.request("PATCH", `/api/admin/users/${member.user.id}`, { name: "Emër i Ri", user_type: "landlord" }),
    );
    expectDocumented(
      "/api/admin/users/{id}",
      "patch",
      await admin.request("PATCH", `/api/admin/users/${member.user.id}`, { name: "", user_type: "x" }),
    );
    expectDocumented(
      "/api/admin/users/{id}/premium",
      "post",
      await admin.post(`/api/admin/users/${member.user.id}/premium`, { is_premium: true }),
    );
    expectDocumented(
      "/api/admin/users/{id}/premium/extend",
      "post",
      await admin.post(`/api/admin/users/${member.user.id}/premium/extend`, { months: 12 }),
    );
    expectDocumented(
      "/api/admin/users/{id}/premium/extend",
      "post",
      await admin.post(`/api/admin/users/${member.user.id}/premium/extend`, { months: 2 }),
    );
    expectDocumented("/api/admin/premium", "get", await admin.get("/api/admin/premium"));
    expectDocumented(
      "/api/admin/premium/lookup",
      "get",
      await admin.get(`/api/admin/premium/lookup?reference=PREMIUM-${member.user.personal_id}`),
    );
    expectDocumented("/api/admin/premium/lookup", "get", await admin.get("/api/admin/premium/lookup"));
    expectDocumented(
      "/api/admin/admins",
      "post",
      await admin.post("/api/admin/admins", { method: "email", identifier: "nobody@test.prona" }),
    );
    expectDocumented("/api/admin/admins/bulk", "post", await admin.post("/api/admin/admins/bulk"));

    expectDocumented("/api/admin/properties", "get", await admin.get("/api/admin/properties?status=pending"));
    expectDocumented("/api/admin/properties/{id}", "get", await admin.get(`/api/admin/properties/${id}`));
    expectDocumented(
      "/api/admin/properties/{id}/featured",
      "post",
      await admin.post(`/api/admin/properties/${id}/featured`, { featured: true }),
    );
    expectDocumented("/api/admin/properties/{id}/approve", "post", await admin.post(`/api/admin/properties/${id}/approve`));
    expectDocumented(
      "/api/admin/properties/{id}/reject",
      "post",
      await admin.post(`/api/admin/properties/${id}/reject`, { reason: "Tashmë aktive" }),
    );
    expectDocumented(
      "/api/admin/properties/{id}/status",
      "post",
      await admin.post(`/api/admin/properties/${id}/status`, { status: "sold" }),
    );
    expectDocumented("/api/admin/properties/{id}/status", "post", await admin.post(`/api/admin/properties/${id}/status`, {}));
    expectDocumented(
      "/api/admin/properties/{id}/images",
      "post",
      await admin.post(`/api/admin/properties/${id}/images`, { remove_images: [] }),
    );
    expectDocumented("/api/admin/dashboard", "get", await admin.get("/api/admin/dashboard"));
    expectDocumented("/api/admin/analytics", "get", await admin.get("/api/admin/analytics?period=1year"));
    expectDocumented("/api/admin/settings", "get", await admin.get("/api/admin/settings"));
    expectDocumented("/api/admin/settings", "put", await admin.request("PUT", "/api/admin/settings", { site: { name: "Prona" } }));
    expectDocumented("/api/admin/settings", "put", await admin.request("PUT", "/api/admin/settings", { nothing: true }));
    expectDocumented("/api/admin/export", "post", await admin.post("/api/admin/export"));
    expectDocumented("/api/admin/audit", "get", await admin.get("/api/admin/audit"));

    // The informational pages' inboxes.
    expect(
      (await member.client.post("/api/contact-messages", { name: "Anëtar", email: "anetar@test.prona", message: "Përshëndetje!" })).status,
    ).toBe(201);
    const inbox = await admin.get<{ messages: { id: string }[] }>("/api/admin/contact-messages?filter=unread");
    expectDocumented("/api/admin/contact-messages", "get", inbox);
    expectDocumented("/api/admin/contact-messages", "get", await admin.get("/api/admin/contact-messages?page=0"));
    const message = inbox.body.messages[0]!.id;
    expectDocumented(
      "/api/admin/contact-messages/{id}/read",
      "post",
      await admin.post(`/api/admin/contact-messages/${message}/read`, { read: false }),
    );
    expectDocumented("/api/admin/contact-messages/{id}", "delete", await admin.request("DELETE", `/api/admin/contact-messages/${message}`));
    expectDocumented("/api/admin/contact-messages/{id}", "delete", await admin.request("DELETE", `/api/admin/contact-messages/${message}`));
    const review = await member.client.post<{ review: { id: string } }>("/api/reviews", {
      title: "Shumë mirë",
      rating: 5,
      category: "platform",
      comment: "Gjeta shtëpinë shpejt.",
    });
    expect(review.status).toBe(201);
    expectDocumented("/api/admin/reviews", "get", await admin.get("/api/admin/reviews?status=all"));
    expectDocumented("/api/admin/reviews/{id}/publish", "post", await admin.post(`/api/admin/reviews/${review.body.review.id}/publish`));
    expectDocumented("/api/admin/reviews/{id}/reject", "post", await admin.post(`/api/admin/reviews/${missing}/reject`));

    expectDocumented("/api/admin/properties/{id}", "delete", await admin.request("DELETE", `/api/admin/properties/${id}`));
    expectDocumented("/api/admin/users/{id}", "delete", await admin.request("DELETE", `/api/admin/users/${member.user.id}`));
    expectDocumented("/api/admin/users/{id}", "delete", await admin.request("DELETE", `/api/admin/users/${adminUser.id}`));
  });

  it("describes what the /api/auth, /api/me and /api/notifications routes answer, successes and refusals", async () => {
    const visitor = new ApiClient(api);
    const owner = new ApiClient(api);
    const reader = new ApiClient(api);
    const password = "sekret123";
    expectDocumented("/api/auth/session", "get", await visitor.get("/api/auth/session"));
    expectDocumented("/api/auth/register", "post", await visitor.post("/api/auth/register", { name: "", email: "x" }));
    const ownerUser = await owner.register({ user_type: "seller", password });
    await reader.register({ user_type: "buyer", password });
    expectDocumented(
      "/api/auth/register",
      "post",
      await visitor.post("/api/auth/register", {
        name: "Dikush",
        email: ownerUser.email,
        password,
        confirm_password: password,
        user_type: "buyer",
      }),
    );
    const registered = await new ApiClient(api).post("/api/auth/register", {
      name: "I Ri",
      email: `doc-${uniqueWord("r")}@test.prona`,
      password,
      confirm_password: password,
    });
    expect(registered.status).toBe(201);
    expectDocumented("/api/auth/register", "post", registered);
    expectDocumented("/api/auth/session", "get", await owner.get("/api/auth/session"));
    const signingIn = new ApiClient(api);
    expectDocumented("/api/auth/login", "post", await signingIn.post("/api/auth/login", { email: ownerUser.email, password: "gabim-123" }));
    expectDocumented("/api/auth/login", "post", await signingIn.post("/api/auth/login", { email: "" }));
    expectDocumented("/api/auth/login", "post", await signingIn.post("/api/auth/login", { email: ownerUser.email, password }));
    expectDocumented("/api/auth/logout", "post", await signingIn.post("/api/auth/logout"));
    expectDocumented("/api/auth/admin-login", "post", await visitor.post("/api/auth/admin-login", { email: "x" }));
    expectDocumented(
      "/api/auth/admin-login",
      "post",
      await new ApiClient(api).post("/api/auth/admin-login", { email: ownerUser.email, password }),
    );
    expectDocumented("/api/auth/forgot-password", "post", await visitor.post("/api/auth/forgot-password", { email: ownerUser.email }));
    expectDocumented("/api/auth/forgot-password", "post", await visitor.post("/api/auth/forgot-password", { email: "x" }));
    expectDocumented(
      "/api/auth/reset-password",
      "post",
      await visitor.post("/api/auth/reset-password", { access_token: "nope", password: "sekret456", confirm_password: "sekret456" }),
    );
    expectDocumented("/api/auth/change-password", "post", await visitor.post("/api/auth/change-password", {}));
    expectDocumented(
      "/api/auth/change-password",
      "post",
      await reader.post("/api/auth/change-password", {
        current_password: "gabim",
        new_password: "sekret456",
        confirm_password: "sekret456",
      }),
    );

    // The signed-in area.
    expectDocumented("/api/me", "get", await owner.get("/api/me"));
    expectDocumented("/api/me", "get", await visitor.get("/api/me"));
    expectDocumented("/api/me", "patch", await owner.request("PATCH", "/api/me", { name: "Pronari Doc", phone: "+383 44 123 456" }));
    expectDocumented("/api/me", "patch", await owner.request("PATCH", "/api/me", { name: "", phone: "abc" }));
    expectDocumented("/api/me/preferences", "put", await owner.request("PUT", "/api/me/preferences", { notify_email: true }));
    const [listing] = await insertProperties(services, ownerUser.id, [{ title: `Shtëpi ${uniqueWord("me")}` }]);
    await services.db.update(profiles).set({ is_premium: true, premium_until: null }).where(eq(profiles.id, ownerUser.id));
    expectDocumented("/api/me/dashboard", "get", await owner.get("/api/me/dashboard"));
    expectDocumented("/api/me/dashboard", "get", await reader.get("/api/me/dashboard"));
    expectDocumented("/api/me/profile", "get", await owner.get("/api/me/profile"));
    expectDocumented("/api/me/premium", "get", await owner.get("/api/me/premium"));
    expect((await reader.post(`/api/properties/${listing!.id}/favorite`)).status).toBe(200);
    expectDocumented("/api/me/favorites", "get", await reader.get("/api/me/favorites?page=x"));
    await services.db.update(properties).set({ status: "sold" }).where(eq(properties.id, listing!.id));
    expectDocumented("/api/me/favorites", "get", await reader.get("/api/me/favorites"));
    await services.db.update(properties).set({ status: "active" }).where(eq(properties.id, listing!.id));
    const asked = await reader.post(`/api/properties/${listing!.id}/contact-requests`, {
      message: "Kur mund ta shoh?",
      contact_type: "viewing",
    });
    expect(asked.status).toBe(201);
    const received = await owner.get<{ items: { id: string }[] }>("/api/me/messages");
    expectDocumented("/api/me/messages", "get", received);
    expectDocumented("/api/me/messages", "get", await reader.get("/api/me/messages?box=sent&page=2"));
    const request = received.body.items[0]!.id;
    expectDocumented("/api/me/messages/{id}", "patch", await owner.request("PATCH", `/api/me/messages/${request}`, { status: "handled" }));
    expectDocumented("/api/me/messages/{id}", "patch", await reader.request("PATCH", `/api/me/messages/${request}`, { status: "handled" }));
    expectDocumented("/api/me/messages/{id}", "patch", await owner.request("PATCH", `/api/me/messages/${request}`, { status: "x" }));

    // Notifications: the owner was told of the question, the reader of the answer.
    const page = await owner.get<{ items: { id: string }[] }>("/api/notifications?filter=unread");
    expectDocumented("/api/notifications", "get", page);
    expectDocumented("/api/notifications", "get", await visitor.get("/api/notifications"));
    expectDocumented("/api/notifications/latest", "get", await reader.get("/api/notifications/latest"));
    const notification = page.body.items[0]!.id;
    expectDocumented("/api/notifications/{id}/read", "post", await owner.post(`/api/notifications/${notification}/read`));
    expectDocumented("/api/notifications/{id}/read", "post", await reader.post(`/api/notifications/${notification}/read`));
    expectDocumented("/api/notifications/read-all", "post", await reader.post("/api/notifications/read-all"));
    expectDocumented("/api/notifications/read-all", "post", await reader.post("/api/notifications/read-all", { ids: ["x"] }));
    expectDocumented("/api/notifications/stream", "get", await visitor.get("/api/notifications/stream"));
    expectDocumented("/api/notifications/{id}", "delete", await owner.request("DELETE", `/api/notifications/${notification}`));
    expectDocumented("/api/notifications/{id}", "delete", await owner.request("DELETE", `/api/notifications/${notification}`));

    expectDocumented("/api/me", "delete", await reader.request("DELETE", "/api/me", { password: "gabim" }));
    expectDocumented("/api/me", "delete", await reader.request("DELETE", "/api/me", { password }));
  });

  it("describes what the health, places, contact and reviews routes answer, successes and refusals", async () => {
    const visitor = new ApiClient(api);
    const { client: admin } = await adminClient(api, services);
    const member = await userClient(api);
    expectDocumented("/api/health", "get", await visitor.get("/api/health"));
    expectDocumented("/api/ready", "get", await visitor.get("/api/ready"));
    expectDocumented("/api/openapi.json", "get", await visitor.get("/api/openapi.json"));
    expectDocumented("/api/places", "get", await visitor.get("/api/places"));
    expectDocumented("/api/places", "get", await visitor.get("/api/places?q=pej"));

    expectDocumented(
      "/api/contact-messages",
      "post",
      await visitor.post("/api/contact-messages", { name: "Vizitor", email: "vizitor@test.prona", message: "Përshëndetje!" }),
    );
    expectDocumented("/api/contact-messages", "post", await visitor.post("/api/contact-messages", { name: "", email: "x" }));

    const review = await member.client.post<{ review: { id: string } }>("/api/reviews", {
      title: "Faqe e mirë",
      rating: "4",
      category: "platform",
      comment: "Gjeta banesë brenda një jave.",
    });
    expectDocumented("/api/reviews", "post", review);
    expectDocumented("/api/reviews", "post", await member.client.post("/api/reviews", { rating: 9 }));
    expectDocumented("/api/reviews", "post", await visitor.post("/api/reviews", { title: "x" }));
    expect((await admin.post(`/api/admin/reviews/${review.body.review.id}/publish`)).status).toBe(200);
    expectDocumented("/api/reviews", "get", await visitor.get("/api/reviews"));
    expectDocumented("/api/reviews/{id}/helpful", "post", await visitor.post(`/api/reviews/${review.body.review.id}/helpful`));
    expectDocumented("/api/reviews/{id}/helpful", "post", await visitor.post(`/api/reviews/${review.body.review.id}/helpful`));
    expectDocumented("/api/reviews/{id}/helpful", "post", await visitor.post("/api/reviews/not-an-id/helpful"));
  });

  it("keeps the API's refusals for invalid input: same code, message and fields as before", async () => {
    const client = new ApiClient(api);
    await client.register({ user_type: "seller" });
    const res = await client.post<{ error: { code: string; message: string; fields: Record<string, string> } }>("/api/properties", {
      title: "",
      description: "x",
      price: "-5",
      location: "Pejë",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("REQUIRED_FIELDS");
    expect(Object.keys(res.body.error.fields)).toEqual(["title", "price"]);
    const search = await client.get<{ error: { code: string; fields: Record<string, string> } }>("/api/properties?min_price=9&max_price=1");
    expect(search.status).toBe(400);
    expect(search.body.error).toMatchObject({ code: "PRICE_RANGE_INVALID", fields: { min_price: expect.any(String) } });
  });
});
