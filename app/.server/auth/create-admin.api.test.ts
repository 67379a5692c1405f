import { describe, expect, it } from "vitest";
import { ApiClient, uniqueEmail } from "../../../tests/support/api-client";
import { setupTestApi } from "../../../tests/support/test-api";
import { createAdministrator } from "./create-admin";

const { services, api } = setupTestApi();

describe("createAdministrator (npm run create-admin)", () => {
  it("creates an administrator who can use the admin login", async () => {
    const email = uniqueEmail("ops");
    const result = await createAdministrator(services.db, { email, name: "Operatori", password: "fort-123" });
    expect(result.created).toBe(true);
    const res = await new ApiClient(api).post<{ user: { is_admin: boolean; personal_id: string } }>("/api/auth/admin-login", {
      email,
      password: "fort-123",
    });
    expect(res.status).toBe(200);
    expect(res.body.user.is_admin).toBe(true);
    expect(res.body.user.personal_id).toMatch(/^USER-[A-Z0-9]{6}$/);
  });

  it("promotes an existing account and sets its password", async () => {
    const existing = await new ApiClient(api).register();
    const result = await createAdministrator(services.db, { email: existing.email.toUpperCase(), name: "x", password: "tjeter-123" });
    expect(result).toEqual({ id: existing.id, created: false });
    expect((await new ApiClient(api).post("/api/auth/admin-login", { email: existing.email, password: "tjeter-123" })).status).toBe(200);
  });

  it("refuses a short password and changes nothing", async () => {
    const email = uniqueEmail("ops");
    await expect(createAdministrator(services.db, { email, name: "x", password: "abc" })).rejects.toMatchObject({
      code: "PASSWORD_TOO_SHORT",
    });
    expect((await new ApiClient(api).post("/api/auth/login", { email, password: "abc" })).status).toBe(401);
  });
});
