import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { profiles, sessions, verifications } from "~/.server/db/schema";
import { getSettingsGroup } from "~/.server/platform/settings";
import { createServices, type Services } from "~/.server/services";
import { adminClient } from "../../../../tests/support/admin-fixtures";
import { ApiClient, uniqueEmail } from "../../../../tests/support/api-client";
import { mailsTo, resetTokenFrom } from "../../../../tests/support/outbox";
import { createTestServices, TEST_PUBLIC_URL } from "../../../../tests/support/services";

let services: Services;
let api: Api;

beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
});
afterAll(async () => {
  await services.close();
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const valid = () => ({ name: "Arta Krasniqi", email: uniqueEmail(), password: "sekret123", confirm_password: "sekret123" });

describe("POST /api/auth/register", () => {
  it("creates a buyer by default, signs them in, and gives a personal ID", async () => {
    const client = new ApiClient(api);
    const input = valid();
    const res = await client.post<{ user: Record<string, unknown> }>("/api/auth/register", input);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      name: "Arta Krasniqi",
      email: input.email,
      user_type: "buyer",
      is_admin: false,
      is_premium: false,
    });
    expect(res.body.user.personal_id).toMatch(/^USER-[A-Z0-9]{6}$/);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("prona.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await client.get<{ user: { email: string } | null }>("/api/auth/session");
    expect(session.body.user?.email).toBe(input.email);
  });

  it("stores the password as an argon2id hash, at the cost the configuration sets", async () => {
    const client = new ApiClient(api);
    const user = await client.register();
    const rows = await services.db.query.credentials.findMany({ where: (c, { eq }) => eq(c.user_id, user.id) });
    expect(rows).toHaveLength(1);
    // The test servers' cost (PASSWORD_HASH_COST=test, tests/support/services.ts) ...
    expect(rows[0]!.password).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    // ... and production's, the default (same database, services wired from a standard configuration).
    const standard = await createServices(
      { ...services.config, passwordHashCost: "standard" },
      { database: services.database, migrate: false, logger: services.logger },
    );
    const other = await new ApiClient(createApi(standard)).register().finally(() => standard.events.close());
    const [stored] = await services.db.query.credentials.findMany({ where: (c, { eq }) => eq(c.user_id, other.id) });
    expect(stored!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each(["seller", "landlord", "buyer", "renter"])("registering as %s on a fresh install does not grant is_admin", async (userType) => {
    const res = await new ApiClient(api).post<{ user: { is_admin: boolean; user_type: string } }>("/api/auth/register", {
      ...valid(),
      user_type: userType,
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ user_type: userType, is_admin: false });
    // Nor can the new account reach the admin API.
    const client = new ApiClient(api);
    await client.register({ user_type: userType });
    expect((await client.get<ErrorBody>("/api/admin/users")).status).toBe(403);
  });

  it("a fresh install stores sellers_become_admins off", async () => {
    expect((await getSettingsGroup(services.db, "system")).sellers_become_admins).toBe(false);
  });

  it("grants is_admin to new sellers and landlords (only) while an administrator has the setting switched on", async () => {
    const { client: admin } = await adminClient(api, services);
    expect((await admin.request("PUT", "/api/admin/settings", { system: { sellers_become_admins: true } })).status).toBe(200);
    try {
      for (const [userType, granted] of [
        ["seller", true],
        ["landlord", true],
        ["buyer", false],
        ["renter", false],
      ] as const) {
        const client = new ApiClient(api);
        const user = await client.register({ user_type: userType });
        expect(user.is_admin, userType).toBe(granted);
        expect((await client.get("/api/admin/users")).status, userType).toBe(granted ? 200 : 403);
      }
    } finally {
      expect((await admin.request("PUT", "/api/admin/settings", { system: { sellers_become_admins: false } })).status).toBe(200);
    }
    expect((await new ApiClient(api).register({ user_type: "seller" })).is_admin).toBe(false);
  });

  it("ignores fields a user may not set (is_admin, is_premium, personal_id)", async () => {
    const res = await new ApiClient(api).post<{ user: Record<string, unknown> }>("/api/auth/register", {
      ...valid(),
      is_admin: true,
      is_premium: true,
      personal_id: "USER-AAAAAA",
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ is_admin: false, is_premium: false });
    expect(res.body.user.personal_id).not.toBe("USER-AAAAAA");
  });

  it.each([
    ["a missing name", { name: "" }, "REQUIRED_FIELDS", "Ju lutemi plotësoni të gjitha fushat e detyrueshme"],
    ["a blank name", { name: "   " }, "REQUIRED_FIELDS", "Ju lutemi plotësoni të gjitha fushat e detyrueshme"],
    ["a missing e-mail", { email: undefined }, "REQUIRED_FIELDS", "Ju lutemi plotësoni të gjitha fushat e detyrueshme"],
    ["an invalid e-mail", { email: "jo-email" }, "INVALID_EMAIL", "Ju lutemi jepni një adresë email valide."],
    ["a missing password", { password: "", confirm_password: "" }, "REQUIRED_FIELDS", "Ju lutemi plotësoni të gjitha fushat e detyrueshme"],
    ["different passwords", { confirm_password: "tjeter123" }, "PASSWORDS_MISMATCH", "Fjalëkalimet nuk përputhen"],
    [
      "a short password",
      { password: "abc12", confirm_password: "abc12" },
      "PASSWORD_TOO_SHORT",
      "Fjalëkalimi duhet të ketë të paktën 6 karaktere",
    ],
    [
      "an overlong password",
      { password: "x".repeat(129), confirm_password: "x".repeat(129) },
      "PASSWORD_TOO_LONG",
      "Fjalëkalimi mund të ketë më së shumti 128 karaktere",
    ],
    [
      "an unknown user type",
      { user_type: "admin" },
      "INVALID_USER_TYPE",
      "Zgjidhni një nga llojet e llogarisë: blerës, qiramarrës, shitës, qiradhënës ose agjenci.",
    ],
    ["an overlong name", { name: "x".repeat(101) }, "VALIDATION", "Të dhënat e dërguara nuk janë të vlefshme."],
  ])("refuses %s with 400 and the spec's message, creating nothing", async (_label, change, code, message) => {
    const input = { ...valid(), ...change };
    const res = await new ApiClient(api).post<ErrorBody>("/api/auth/register", input);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code, message });
    expect(res.headers.getSetCookie()).toEqual([]);
    if (typeof input.email === "string") {
      expect(await services.db.select().from(profiles).where(eq(profiles.email, input.email.toLowerCase()))).toEqual([]);
    }
  });

  it("reports the mismatch on the confirmation field, in form posts too", async () => {
    const res = await new ApiClient(api).post<ErrorBody>(
      "/api/auth/register",
      { ...valid(), confirm_password: "tjeter123" },
      { form: true },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ confirm_password: "Fjalëkalimet nuk përputhen" });
  });

  it("refuses an e-mail that has an account (in any letter case) with 409", async () => {
    const input = valid();
    await new ApiClient(api).post("/api/auth/register", input);
    const res = await new ApiClient(api).post<ErrorBody>("/api/auth/register", { ...input, email: input.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("EMAIL_TAKEN");
  });

  it("answers malformed JSON with 400", async () => {
    const res = await new ApiClient(api).request<ErrorBody>("POST", "/api/auth/register", "{not json", {});
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION");
  });

  it("answers an oversized body with 413", async () => {
    const res = await new ApiClient(api).post<ErrorBody>("/api/auth/register", { ...valid(), name: "x".repeat(300_000) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("gives each account a different personal ID", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await new ApiClient(api).register()).personal_id);
    expect(ids.size).toBe(5);
  });
});

describe("POST /api/auth/login and /logout", () => {
  it("signs in, and logout ends the session in the database", async () => {
    const owner = new ApiClient(api);
    const { email, password, id } = await owner.register();
    const client = new ApiClient(api);
    const res = await client.post<{ user: { email: string } }>("/api/auth/login", { email, password });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(email);
    const before = await services.db.select().from(sessions).where(eq(sessions.user_id, id));
    expect(before.length).toBe(2);

    const cookieBefore = client.cookieHeader();
    const out = await client.post("/api/auth/logout");
    expect(out.status).toBe(200);
    expect((await client.get<{ user: unknown }>("/api/auth/session")).body.user).toBeNull();
    // The old cookie no longer works either: the session row is gone.
    const replay = await api.request("/api/auth/session", { headers: { cookie: cookieBefore } });
    expect(((await replay.json()) as { user: unknown }).user).toBeNull();
    expect((await services.db.select().from(sessions).where(eq(sessions.user_id, id))).length).toBe(1);
  });

  it("accepts the e-mail in any letter case", async () => {
    const { email, password } = await new ApiClient(api).register();
    const res = await new ApiClient(api).post("/api/auth/login", { email: email.toUpperCase(), password });
    expect(res.status).toBe(200);
  });

  it("'remember me' decides between a persistent and a session cookie", async () => {
    const { email, password } = await new ApiClient(api).register();
    const remembered = await new ApiClient(api).post("/api/auth/login", { email, password, remember_me: true });
    const cookie = remembered.headers.getSetCookie().find((c) => c.startsWith("prona.session_token="))!;
    expect(cookie).toMatch(/Max-Age=\d+/i);
    const forgotten = await new ApiClient(api).post("/api/auth/login", { email, password, remember_me: false }, { form: false });
    const sessionCookie = forgotten.headers.getSetCookie().find((c) => c.startsWith("prona.session_token="))!;
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/i);
  });

  it.each([
    ["a wrong password", (e: string) => ({ email: e, password: "gabim1234" })],
    ["an unknown e-mail", () => ({ email: uniqueEmail("nobody"), password: "sekret123" })],
  ])("refuses %s with 401 and the spec's mapped text", async (_label, body) => {
    const { email } = await new ApiClient(api).register();
    const res = await new ApiClient(api).post<ErrorBody>("/api/auth/login", body(email));
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({
      code: "INVALID_CREDENTIALS",
      message: "Email-i ose fjalëkalimi është i pasaktë. Kontrolloni të dhënat dhe provoni përsëri.",
    });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("requires e-mail and password", async () => {
    const res = await new ApiClient(api).post<ErrorBody>("/api/auth/login", { email: "", password: "" });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("REQUIRED_FIELDS");
  });

  it("answers in the language of the lang cookie", async () => {
    const res = await new ApiClient(api).post<ErrorBody>(
      "/api/auth/login",
      { email: "", password: "" },
      { headers: { cookie: "lang=en" } },
    );
    expect(res.body.error.message).toBe("Please fill in all required fields");
  });
});

describe("rate limits", () => {
  it("answers 429 after 10 failed logins for one account from one address, then keeps refusing", async () => {
    const { email } = await new ApiClient(api).register();
    const attacker = new ApiClient(api);
    for (let i = 0; i < 10; i++) {
      expect((await attacker.post("/api/auth/login", { email, password: `gabim-${i}` })).status).toBe(401);
    }
    const res = await attacker.post<ErrorBody>("/api/auth/login", { email, password: "gabim-x" });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe("RATE_LIMITED");
    expect(res.body.error.message).toMatch(/^Shumë përpjekje në pak kohë\. Ju lutemi provoni përsëri pas \d+ minutash\.$/);
  });

  it("limits registrations per address", async () => {
    const client = new ApiClient(api);
    for (let i = 0; i < 10; i++) expect((await client.post("/api/auth/register", valid())).status).toBe(201);
    const res = await client.post<ErrorBody>("/api/auth/register", valid());
    expect(res.status).toBe(429);
    // Another address is not affected.
    expect((await new ApiClient(api).post("/api/auth/register", valid())).status).toBe(201);
  });

  it("limits reset e-mails per account without refusing the owner: past 5 an hour the answer is the same, no mail is sent", async () => {
    const { email } = await new ApiClient(api).register();
    // Requests from several addresses (an attacker spreading them) share the account's mail budget.
    for (let i = 0; i < 7; i++) expect((await new ApiClient(api).post("/api/auth/forgot-password", { email })).status).toBe(200);
    expect(mailsTo(services.mailer.outboxDir!, email)).toHaveLength(5);
  });
});

describe("password reset", () => {
  it("answers the same whether or not the e-mail has an account, and mails only real accounts", async () => {
    const { email } = await new ApiClient(api).register();
    const unknown = uniqueEmail("ghost");
    const a = await new ApiClient(api).post("/api/auth/forgot-password", { email });
    const b = await new ApiClient(api).post("/api/auth/forgot-password", { email: unknown });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect(mailsTo(services.mailer.outboxDir!, email)).toHaveLength(1);
    expect(mailsTo(services.mailer.outboxDir!, unknown)).toHaveLength(0);
  });

  it("mails a link to /reset-password#access_token=…; the token is single-use and ends every session", async () => {
    const owner = new ApiClient(api);
    const { email, id } = await owner.register();
    await new ApiClient(api).post("/api/auth/forgot-password", { email });
    const mail = mailsTo(services.mailer.outboxDir!, email)[0]!;
    expect(mail).toContain(`${TEST_PUBLIC_URL}/reset-password#access_token=`);
    const token = resetTokenFrom(mail);
    // Stored hashed, not as sent.
    const stored = await services.db.select().from(verifications);
    expect(stored.some((v) => v.identifier.includes(token))).toBe(false);

    const res = await new ApiClient(api).post("/api/auth/reset-password", {
      access_token: token,
      password: "iRi12345",
      confirm_password: "iRi12345",
    });
    expect(res.status).toBe(200);
    expect((await owner.get<{ user: unknown }>("/api/auth/session")).body.user).toBeNull();
    expect(await services.db.select().from(sessions).where(eq(sessions.user_id, id))).toEqual([]);
    expect((await new ApiClient(api).post("/api/auth/login", { email, password: "iRi12345" })).status).toBe(200);

    const again = await new ApiClient(api).post<ErrorBody>("/api/auth/reset-password", {
      access_token: token,
      password: "tjeter123",
      confirm_password: "tjeter123",
    });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe("RESET_TOKEN_INVALID");
    expect((await new ApiClient(api).post("/api/auth/login", { email, password: "tjeter123" })).status).toBe(401);
  });

  it("refuses an expired token", async () => {
    const { email } = await new ApiClient(api).register();
    await new ApiClient(api).post("/api/auth/forgot-password", { email });
    const token = resetTokenFrom(mailsTo(services.mailer.outboxDir!, email)[0]!);
    await services.db.update(verifications).set({ expires_at: new Date(Date.now() - 1000) });
    const res = await new ApiClient(api).post<ErrorBody>("/api/auth/reset-password", {
      access_token: token,
      password: "iRi12345",
      confirm_password: "iRi12345",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("RESET_TOKEN_INVALID");
  });

  it.each([
    [
      { access_token: "" },
      "RESET_TOKEN_MISSING",
      "Lidhja nuk përmban kodin e rivendosjes. Sigurohuni që keni hapur lidhjen nga email-i juaj.",
    ],
    [{ access_token: "wrong-token" }, "RESET_TOKEN_INVALID", undefined],
    [{ access_token: "x", confirm_password: "tjeter123" }, "PASSWORDS_MISMATCH", "Fjalëkalimet nuk përputhen"],
    [
      { access_token: "x", password: "abc", confirm_password: "abc" },
      "PASSWORD_TOO_SHORT",
      "Fjalëkalimi duhet të ketë të paktën 6 karaktere",
    ],
  ] as [Record<string, string>, string, string | undefined][])("refuses %j", async (change, code, message) => {
    const res = await new ApiClient(api).post<ErrorBody>("/api/auth/reset-password", {
      password: "iRi12345",
      confirm_password: "iRi12345",
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    if (message) expect(res.body.error.message).toBe(message);
  });
});

describe("POST /api/auth/change-password", () => {
  it("checks the current password, keeps this session and ends the others", async () => {
    const phone = new ApiClient(api);
    const { email, password } = await phone.register();
    const laptop = new ApiClient(api);
    await laptop.post("/api/auth/login", { email, password });

    const wrong = await phone.post<ErrorBody>("/api/auth/change-password", {
      current_password: "gabim123",
      new_password: "iRi12345",
      confirm_password: "iRi12345",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe("CURRENT_PASSWORD_WRONG");

    const res = await phone.post("/api/auth/change-password", {
      current_password: password,
      new_password: "iRi12345",
      confirm_password: "iRi12345",
    });
    expect(res.status).toBe(200);
    expect((await phone.get<{ user: unknown }>("/api/auth/session")).body.user).not.toBeNull();
    expect((await laptop.get<{ user: unknown }>("/api/auth/session")).body.user).toBeNull();
    expect((await new ApiClient(api).post("/api/auth/login", { email, password: "iRi12345" })).status).toBe(200);
  });

  it.each([
    [{ confirm_password: "tjeter123" }, "NEW_PASSWORDS_MISMATCH", "Fjalëkalimet e reja nuk përputhen"],
    [{ new_password: "abc", confirm_password: "abc" }, "PASSWORD_TOO_SHORT", "Fjalëkalimi duhet të ketë të paktën 6 karaktere"],
  ] as [Record<string, string>, string, string][])("refuses %j with the spec's message", async (change, code, message) => {
    const client = new ApiClient(api);
    const { password } = await client.register();
    const res = await client.post<ErrorBody>("/api/auth/change-password", {
      current_password: password,
      new_password: "iRi12345",
      confirm_password: "iRi12345",
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code, message });
  });

  it("requires a session", async () => {
    const res = await new ApiClient(api).post<ErrorBody>("/api/auth/change-password", {
      current_password: "a",
      new_password: "iRi12345",
      confirm_password: "iRi12345",
    });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("UNAUTHENTICATED");
  });
});

describe("POST /api/auth/admin-login", () => {
  it("lets an administrator in", async () => {
    const { user: admin } = await adminClient(api, services);
    const res = await new ApiClient(api).post("/api/auth/admin-login", { email: admin.email, password: admin.password });
    expect(res.status).toBe(200);
  });

  it("signs a non-administrator out at once with 403 and the spec's message", async () => {
    const { email, password, id } = await new ApiClient(api).register();
    const client = new ApiClient(api);
    const res = await client.post<ErrorBody>("/api/auth/admin-login", { email, password });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe("Nuk keni të drejta administratori. Qasja u refuzua.");
    expect(client.cookies.size).toBe(0);
    // Only the registration's own session remains.
    expect((await services.db.select().from(sessions).where(eq(sessions.user_id, id))).length).toBe(1);
  });

  it.each([
    [{ email: "", password: "sekret123" }, "Email-i është i detyrueshëm"],
    [{ email: "admin@prona", password: "sekret123" }, "Shkruani një adresë email të vlefshme"],
    [{ email: "admin@prona.local", password: "" }, "Fjalëkalimi është i detyrueshëm"],
    [{ email: "admin@prona.local", password: "abc" }, "Fjalëkalimi duhet të ketë të paktën 6 karaktere"],
  ])("validates %j with document 2's messages", async (body, message) => {
    const res = await new ApiClient(api).post<ErrorBody>("/api/auth/admin-login", body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });
});

describe("health", () => {
  it("answers /api/health and /api/ready", async () => {
    expect((await new ApiClient(api).get("/api/health")).body).toEqual({ status: "ok" });
    expect((await new ApiClient(api).get("/api/ready")).body).toEqual({ status: "ready" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await new ApiClient(api).get<ErrorBody>("/api/nope");
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("NOT_FOUND");
  });
});
