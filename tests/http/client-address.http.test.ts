import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PronaProcess, cookieHeader, postJson, startProna } from "../support/prona-process";

// The throttles key on the client's address. It must come from the socket (and TRUST_PROXY hops of
// X-Forwarded-For), never from a header a client can write, and clients must not share one bucket.

const SPOOFABLE = ["x-prona-client-ip", "x-prona-client-address", "x-forwarded-for", "x-real-ip", "forwarded", "cf-connecting-ip"];

function spoofedHeaders(i: number): Record<string, string> {
  const fake = `203.0.113.${i % 250}`;
  return Object.fromEntries(SPOOFABLE.map((name) => [name, name === "forwarded" ? `for=${fake}` : fake]));
}

async function register(port: number, from: string, email: string, password = "sekret123") {
  const res = await postJson(
    port,
    "/api/auth/register",
    { name: "Drita Krasniqi", email, password, confirm_password: password, user_type: "buyer" },
    { from },
  );
  expect(res.status).toBe(201);
  return res;
}

const login = (port: number, from: string, email: string, password: string, headers: Record<string, string> = {}) =>
  postJson(port, "/api/auth/login", { email, password }, { from, headers });

describe("the client address (no proxy trusted)", () => {
  let prona: PronaProcess;
  beforeAll(async () => {
    prona = await startProna();
  });
  afterAll(() => prona?.stop());

  it("headers a client writes do not lift the per-address login throttle, and other addresses keep their own", async () => {
    const attacker = "127.0.0.2";
    // 50 failed logins an address may make in 15 minutes, each with a different forged address.
    for (let i = 0; i < 50; i++) {
      const res = await login(prona.port, attacker, `nobody-${i}@test.prona`, "wrong-pass", spoofedHeaders(i));
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const throttled = await login(prona.port, attacker, "nobody-x@test.prona", "wrong-pass", spoofedHeaders(99));
    expect(throttled.status).toBe(429);
    expect(JSON.parse(throttled.body).error.code).toBe("RATE_LIMITED");
    // Without any such header the address is still the socket's: the same bucket, still throttled.
    expect((await login(prona.port, attacker, "nobody-y@test.prona", "wrong-pass")).status).toBe(429);

    // Someone at another address signs in as usual: they never shared the attacker's bucket.
    await register(prona.port, "127.0.0.3", "drita-address@test.prona");
    expect((await login(prona.port, "127.0.0.4", "drita-address@test.prona", "sekret123")).status).toBe(200);
  });

  it("guesses spread over many addresses cannot lock the owner out: their known browser and the reset mail still work", async () => {
    const email = "vjosa-lockout@test.prona";
    await register(prona.port, "127.0.0.20", email, "fjalekalim1");
    // The owner signed in once on their phone: it is a known browser for the account from now on.
    const first = await login(prona.port, "127.0.0.21", email, "fjalekalim1");
    expect(first.status).toBe(200);
    const device = cookieHeader(first.cookies.filter((c) => c.startsWith("prona_device=")));
    expect(device).toMatch(/^prona_device=/);

    // An attacker guesses from 25 addresses until the account's budget for unknown browsers is spent.
    let refused = 0;
    for (let i = 0; i < 25; i++) {
      const res = await login(prona.port, `127.0.1.${10 + i}`, email, `guess-${i}`);
      expect([401, 429]).toContain(res.status);
      if (res.status === 429) refused += 1;
    }
    expect(refused).toBe(5);
    // A new browser, even at a fresh address, is throttled for this account now...
    expect((await login(prona.port, "127.0.1.200", email, "fjalekalim1")).status).toBe(429);
    // ...but the owner's known browser signs in, from any address.
    expect((await login(prona.port, "127.0.1.201", email, "fjalekalim1", { cookie: device })).status).toBe(200);
    // And the way back through a reset mail stays open.
    expect((await postJson(prona.port, "/api/auth/forgot-password", { email }, { from: "127.0.1.202" })).status).toBe(200);
  });
});

describe("the client address behind one trusted proxy (TRUST_PROXY=1)", () => {
  let prona: PronaProcess;
  beforeAll(async () => {
    prona = await startProna({ TRUST_PROXY: "1" });
  });
  afterAll(() => prona?.stop());

  it("is the address the proxy appended; entries the client wrote before it are ignored", async () => {
    // The proxy (here: this test, on one socket address) appends the client it saw: 198.51.100.7.
    for (let i = 0; i < 50; i++) {
      const res = await login(prona.port, "127.0.0.5", `nobody-${i}@test.prona`, "wrong-pass", {
        "x-forwarded-for": `10.0.${i}.1, 198.51.100.7`,
      });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const throttled = await login(prona.port, "127.0.0.5", "nobody@test.prona", "wrong-pass", {
      "x-forwarded-for": "10.9.9.9, 198.51.100.7",
    });
    expect(throttled.status).toBe(429);
    // Another client behind the same proxy has its own bucket.
    const other = await login(prona.port, "127.0.0.5", "nobody@test.prona", "wrong-pass", { "x-forwarded-for": "198.51.100.8" });
    expect(other.status).toBe(401);
  });
});
