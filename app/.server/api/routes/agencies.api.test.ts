import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import type { Services } from "~/.server/services";
import type { Agency } from "~/domain/agencies";
import { ApiClient } from "../../../../tests/support/api-client";
import { createTestServices } from "../../../../tests/support/services";

let services: Services;
let api: Api;
beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
});
afterAll(async () => {
  await services.close();
});

describe("GET /api/agencies", () => {
  it("lists the 8 sample agencies in the five cities with every field, in the reader's language", async () => {
    const res = await new ApiClient(api).get<{ agencies: Agency[] }>("/api/agencies");
    expect(res.status).toBe(200);
    expect(res.body.agencies).toHaveLength(8);
    expect(new Set(res.body.agencies.map((a) => a.location))).toEqual(new Set(["Prishtinë", "Prizren", "Pejë", "Mitrovicë", "Gjakovë"]));
    for (const a of res.body.agencies) {
      expect(a.description.length).toBeGreaterThan(40);
      expect(a.rating).toBeGreaterThanOrEqual(1);
      expect(a.rating).toBeLessThanOrEqual(5);
      expect(a).toHaveProperty("isPremium");
      expect(a).toHaveProperty("verified");
      expect(a.specialties.length).toBeGreaterThan(0);
    }
    const de = await new ApiClient(api).request<{ agencies: Agency[] }>("GET", "/api/agencies", undefined, {
      headers: { cookie: "lang=de" },
    });
    expect(de.body.agencies[0]!.description).toMatch(/Agenturen in Prishtina/);
  });
});
