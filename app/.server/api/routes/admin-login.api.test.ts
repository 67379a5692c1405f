import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { sessions } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { adminClient, userClient } from "../../../../tests/support/admin-fixtures";
import { ApiClient } from "../../../../tests/support/api-client";
import { createTestServices } from "../../../../tests/support/services";

// The admin login's messages (document 2 §8 "Admin login"), each as the administrator reads it.
let services: Services;
let api: Api;
beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
});
afterAll(() => services.close());

type ErrorBody = { error: { code: string; message: string } };

/** The same services with better-auth's sign-in answering as given (the library's refusals are hard to provoke). */
function withSignIn(signInEmail: () => Promise<never>): Api {
  const auth = { ...services.auth, api: { ...services.auth.api, signInEmail } } as unknown as Services["auth"];
  return createApi({ ...services, auth });
}

describe("POST /api/auth/admin-login messages", () => {
  it("bad credentials: 'Invalid email or password. …', and nobody is signed in", async () => {
    const { user } = await adminClient(api, services);
    const client = new ApiClient(api);
    const res = await client.post<ErrorBody>("/api/auth/admin-login", { email: user.email, password: "gabim12345" });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({
      code: "INVALID_CREDENTIALS",
      message: "Email-i ose fjalëkalimi është i pasaktë. Kontrolloni të dhënat dhe provoni përsëri.",
    });
    const unknown = await client.post<ErrorBody>("/api/auth/admin-login", { email: "askush@test.prona", password: "sekret123" });
    expect(unknown.body.error.code).toBe("INVALID_CREDENTIALS");
    expect(client.cookies.size).toBe(0);
  });

  it("another refusal of the sign-in: 'Gabim gjatë identifikimit: {message}'", async () => {
    const refusing = withSignIn(async () => {
      throw new APIError("FORBIDDEN", { message: "Email not verified", code: "EMAIL_NOT_VERIFIED" });
    });
    const res = await new ApiClient(refusing).post<ErrorBody>("/api/auth/admin-login", {
      email: "admin@test.prona",
      password: "sekret123",
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: "ADMIN_AUTH_ERROR", message: "Gabim gjatë identifikimit: Email not verified" });
  });

  it("a failure of the sign-in itself: 'An unexpected error occurred. …', logged", async () => {
    const failing = withSignIn(async () => {
      throw new Error("connection refused");
    });
    const res = await new ApiClient(failing).post<ErrorBody>("/api/auth/admin-login", { email: "admin@test.prona", password: "sekret123" });
    expect(res.status).toBe(500);
    expect(res.body.error).toEqual({ code: "ADMIN_LOGIN_UNEXPECTED", message: "Ndodhi një gabim i papritur. Provoni përsëri më vonë." });
  });

  it("a non-administrator: 'Nuk keni të drejta administratori. Qasja u refuzua.', signed out again", async () => {
    const { user } = await userClient(api);
    const client = new ApiClient(api);
    const res = await client.post<ErrorBody>("/api/auth/admin-login", { email: user.email, password: user.password });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe("Nuk keni të drejta administratori. Qasja u refuzua.");
    expect(client.cookies.size).toBe(0);
    // Only the registration's own session remains.
    expect(await services.db.select().from(sessions).where(eq(sessions.user_id, user.id))).toHaveLength(1);
  });

  it("an administrator gets in", async () => {
    const { user } = await adminClient(api, services);
    const client = new ApiClient(api);
    const res = await client.post<{ user: { id: string; is_admin: boolean } }>("/api/auth/admin-login", {
      email: user.email,
      password: user.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, is_admin: true });
    expect((await client.get("/api/admin/users")).status).toBe(200);
  });
});
