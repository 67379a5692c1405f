import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import type { Services } from "~/.server/services";
import { ApiClient, uniqueEmail } from "../../../../tests/support/api-client";
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

describe("register", () => {
  it("creates a buyer by default and signs them in", async () => {
    const client = new ApiClient(api);
    const email = uniqueEmail();
    const res = await client.post<{ user: Record<string, unknown> }>("/api/auth/register", {
      name: "Arta Krasniqi",
      email,
      password: "sekret123",
      confirm_password: "sekret123",
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ name: "Arta Krasniqi", email, user_type: "buyer", is_admin: false, is_premium: false });
    expect(res.body.user.personal_id).toMatch(/^USER-[A-Z0-9]{6}$/);
    const session = await client.get<{ user: { email: string } | null }>("/api/auth/session");
    expect(session.body.user?.email).toBe(email);
  });
});
