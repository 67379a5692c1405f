import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOSTILE_RETURN_TARGETS, staysOnSite } from "../support/hostile-targets";
import { type PronaProcess, type RawResponse, cookieHeader, request, startProna } from "../support/prona-process";

// Every page that redirects to an address taken from the request (a return parameter, or the request's
// own path) keeps the reader on the site, whatever the address (issue 33): the table of hostile return
// addresses against each of them, request paths that read as "//host", and request lines in the
// absolute form or no form at all.

let prona: PronaProcess;
let buyer: string;
let listingId: string;
beforeAll(async () => {
  // Every value of the table signs in and registers: the limits would stop that long before the end.
  prona = await startProna({ DEMO_DATA: "true", RATE_LIMIT_FACTOR: "10000" });
  buyer = await signIn("buyer@prona.local");
  const search = await request({ port: prona.port, path: "/api/properties?limit=1" });
  listingId = (JSON.parse(search.body) as { properties: { id: string }[] }).properties[0]!.id;
});
afterAll(() => prona?.stop());

const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  request({
    port: prona.port,
    path,
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });

async function signIn(email: string, password = "demo1234"): Promise<string> {
  const res = await postForm("/login", { email, password });
  expect(res.status).toBe(302);
  return cookieHeader(res.cookies);
}

/** What is wrong with an answer: a server error, or a Location that leaves the site. */
function offSite(res: { status: number; headers: RawResponse["headers"] }, origin: string): string | null {
  if (res.status >= 500) return `status ${res.status}`;
  const location = res.headers.location;
  if (location !== undefined && !staysOnSite(location, origin)) return `Location ${location}`;
  return null;
}

/**
 * The app refuses control characters other than tab and line breaks anywhere, and any in an address's
 * query, with 400 (pages.http.test.ts): a refusal is as good as a redirect to the site here.
 */
const REFUSED = 400;

/**
 * Runs `send` for every hostile value and lists what went wrong (empty when all stayed on the site):
 * a server error, a Location off the site, or a status other than `expected` or a refusal.
 */
async function check(send: (value: string, index: number) => Promise<RawResponse>, expected?: number): Promise<string[]> {
  const wrong: string[] = [];
  for (const [index, value] of HOSTILE_RETURN_TARGETS.entries()) {
    const res = await send(value, index);
    const unexpected = expected !== undefined && res.status !== expected && res.status !== REFUSED;
    const problem = offSite(res, prona.baseUrl) ?? (unexpected ? `status ${res.status}` : null);
    if (problem) wrong.push(`${JSON.stringify(value).slice(0, 80)}: ${problem}`);
  }
  return wrong;
}

describe("return addresses stay on the site", () => {
  it("the finding itself: /login?redirect_to=/x/..//evil.example, signed in, goes to /dashboard", async () => {
    const res = await request({ port: prona.port, path: "/login?redirect_to=/x/..//evil.example", headers: { cookie: buyer } });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/dashboard");
  });

  it.each(["/login", "/register"])("GET %s?redirect_to= while signed in", async (page) => {
    const wrong = await check(
      (value) => request({ port: prona.port, path: `${page}?redirect_to=${encodeURIComponent(value)}`, headers: { cookie: buyer } }),
      302,
    );
    expect(wrong).toEqual([]);
  });

  it.each(["/login", "/register"])("GET %s?redirect_to= signed out: the form carries no other site's address", async (page) => {
    const wrong: string[] = [];
    for (const value of HOSTILE_RETURN_TARGETS) {
      const res = await request({ port: prona.port, path: `${page}?redirect_to=${encodeURIComponent(value)}` });
      const name = JSON.stringify(value).slice(0, 80);
      if (res.status !== 200 && res.status !== REFUSED) wrong.push(`${name}: status ${res.status}`);
      const carried = /name="redirect_to" value="([^"]*)"/.exec(res.body)?.[1];
      const unescaped = carried
        ?.replace(/&amp;/g, "&")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">");
      if (unescaped !== undefined && !staysOnSite(unescaped, prona.baseUrl)) wrong.push(`${name}: carries ${unescaped.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });

  // Each value signs in (or creates an account): a password hash apiece.
  it("POST /login without JavaScript (a form post) with redirect_to", { timeout: 180_000 }, async () => {
    const wrong = await check((value) => postForm("/login", { email: "buyer@prona.local", password: "demo1234", redirect_to: value }), 302);
    expect(wrong).toEqual([]);
  });

  it("POST /register with redirect_to", { timeout: 180_000 }, async () => {
    const stamp = Date.now().toString(36);
    const wrong = await check(
      (value, index) =>
        postForm("/register", {
          name: "Arben Krasniqi",
          email: `redirect-${stamp}-${index}@test.prona`,
          password: "sekret123",
          confirm_password: "sekret123",
          user_type: "buyer",
          redirect_to: value,
        }),
      302,
    );
    expect(wrong).toEqual([]);
  });

  it("POST /language with return_to", async () => {
    const wrong = await check((value) => postForm("/language", { lang: "en", return_to: value }), 302);
    expect(wrong).toEqual([]);
  });

  it("sign-out takes no return address: always home", async () => {
    const wrong = await check((value) => postForm("/logout", { redirect_to: value, return_to: value }), 302);
    expect(wrong).toEqual([]);
    const session = await signIn("owner@prona.local");
    const res = await postForm("/logout", { redirect_to: "/.//evil.example", return_to: "/x/..//evil.example" }, { cookie: session });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/");
  });

  it("the favourite form without JavaScript, with redirect_to", async () => {
    const wrong = await check((value, index) =>
      postForm(`/property/${listingId}`, { intent: index % 2 ? "favorite" : "unfavorite", redirect_to: value }, { cookie: buyer }),
    );
    expect(wrong).toEqual([]);
    // A plain path of the site is where the reader goes back to.
    const back = await postForm(`/property/${listingId}`, { intent: "favorite", redirect_to: "/listings?type=house" }, { cookie: buyer });
    expect(back.headers.location).toBe("/listings?type=house");
  });
});

/**
 * One request over a raw socket, its request line written as given (Node's client would refuse or
 * rewrite some of these); the answer's status and headers.
 */
function rawRequest(port: number, requestLine: string, headers: Record<string, string> = {}, body = "") {
  return new Promise<RawResponse>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    const head = Object.entries({ Host: `127.0.0.1:${port}`, Connection: "close", ...headers })
      .filter(([, value]) => value !== "")
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.setEncoding("latin1");
    socket.on("connect", () =>
      socket.write(`${requestLine}\r\n${head}${body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : ""}\r\n${body}`),
    );
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("error", reject);
    socket.setTimeout(20_000, () => socket.destroy(new Error(`no answer to ${requestLine}`)));
    socket.on("close", () => {
      const [statusLine = "", ...lines] = received.split("\r\n\r\n", 1)[0]!.split("\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      if (!status) return reject(new Error(`no answer to ${requestLine}: ${JSON.stringify(received.slice(0, 200))}`));
      const parsed: RawResponse["headers"] = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        parsed[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status, headers: parsed, body: received.slice(received.indexOf("\r\n\r\n") + 4), cookies: [] });
    });
  });
}

/** Request paths the URL parser reads as starting with "//" (another host, to a browser resolving them). */
const DOUBLE_SLASH_PATHS = [
  "//",
  "//evil.example",
  "///evil.example",
  "//evil.example/listings",
  "//evil.example/dashboard",
  "//evil.example/my-properties",
  "//evil.example/admin/users?do=ban",
  "//evil.example.data",
  "//evil.example/listings.data?_routes=root",
  "/.//evil.example",
  "/x/..//evil.example",
  "/x/..//evil.example/dashboard",
  "/\\evil.example",
  "/./\\evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example/admin",
  "/x/%2e%2e//evil.example/login?redirect_to=/dashboard",
];

describe("request paths that read as another host", () => {
  it("a read is sent to the same path with one slash; anything else is refused; never to another site", async () => {
    const admin = await signIn("admin@prona.local");
    const wrong: string[] = [];
    for (const path of DOUBLE_SLASH_PATHS) {
      for (const cookie of ["", buyer, admin]) {
        for (const method of ["GET", "HEAD", "POST"]) {
          const body = method === "POST" ? "intent=x" : "";
          const type = method === "POST" ? "application/x-www-form-urlencoded" : "";
          const res = await rawRequest(prona.port, `${method} ${path} HTTP/1.1`, { Cookie: cookie, "Content-Type": type }, body);
          const problem = offSite(res, prona.baseUrl);
          if (problem) wrong.push(`${method} ${path}: ${problem}`);
          const expected = method === "POST" ? 400 : 301;
          if (res.status !== expected) wrong.push(`${method} ${path}: status ${res.status}, not ${expected}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("the one-slash address of a read keeps its query", async () => {
    const res = await rawRequest(prona.port, "GET //listings?type=house HTTP/1.1");
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe("/listings?type=house");
    const dots = await rawRequest(prona.port, "GET /x/..//evil.example/listings HTTP/1.1");
    expect(dots.headers.location).toBe("/evil.example/listings");
  });

  it("in maintenance mode a form post is sent back to its own page, and never to another site", async () => {
    const admin = await signIn("admin@prona.local");
    const maintenance = async (on: boolean) => {
      const res = await request({
        port: prona.port,
        path: "/api/admin/settings",
        method: "PUT",
        body: JSON.stringify({ system: { maintenance_mode: on } }),
        headers: { "content-type": "application/json", origin: prona.baseUrl, cookie: admin },
      });
      expect(res.status).toBe(200);
    };
    await maintenance(true);
    try {
      const own = await postForm("/listings?type=house", { intent: "x" });
      expect(own.status).toBe(303);
      expect(own.headers.location).toBe("/listings?type=house");
      const wrong: string[] = [];
      for (const path of [...DOUBLE_SLASH_PATHS, "/_root.data", "/listings.data?_routes=root"]) {
        for (const method of ["GET", "POST"]) {
          const body = method === "POST" ? "intent=x" : "";
          const type = method === "POST" ? "application/x-www-form-urlencoded" : "";
          const res = await rawRequest(prona.port, `${method} ${path} HTTP/1.1`, { Cookie: buyer, "Content-Type": type }, body);
          const redirect = res.headers["x-remix-redirect"];
          const problem =
            offSite(res, prona.baseUrl) ??
            (typeof redirect === "string" && !staysOnSite(redirect, prona.baseUrl) ? `X-Remix-Redirect ${redirect}` : null);
          if (problem) wrong.push(`${method} ${path}: ${problem}`);
        }
      }
      expect(wrong).toEqual([]);
    } finally {
      await maintenance(false);
    }
  });
});

describe("request lines", () => {
  const port = () => prona.port;

  it("the absolute form (RFC 9112 §3.2.2) is answered as its path and query", async () => {
    const page = await rawRequest(port(), `GET http://127.0.0.1:${port()}/listings?type=house HTTP/1.1`);
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("<main");
    const head = await rawRequest(port(), `HEAD http://127.0.0.1:${port()}/listings HTTP/1.1`);
    expect(head.status).toBe(200);
    const api = await rawRequest(port(), `GET http://127.0.0.1:${port()}/api/ready HTTP/1.1`);
    expect(api.status).toBe(200);
    // Handlers mounted under a path (the build's files) find theirs too.
    const script = page.body.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
    expect(script).toBeDefined();
    const asset = await rawRequest(port(), `GET http://127.0.0.1:${port()}${script} HTTP/1.1`);
    expect(asset.status).toBe(200);
    expect(asset.headers["content-type"]).toMatch(/^text\/javascript/);
    // HTTP/1.0 may send no Host header: the target names the host.
    const http10 = await rawRequest(port(), `GET HTTP://127.0.0.1:${port()}/api/ready HTTP/1.0`, { Host: "", Connection: "" });
    expect(http10.status).toBe(200);
    const language = await rawRequest(
      port(),
      `POST http://127.0.0.1:${port()}/language HTTP/1.1`,
      { "Content-Type": "application/x-www-form-urlencoded" },
      new URLSearchParams({ lang: "en", return_to: "/.//evil.example" }).toString(),
    );
    expect(language.status).toBe(302);
    expect(language.headers.location).toBe("/");
    const slashes = await rawRequest(port(), `GET http://127.0.0.1:${port()}//evil.example/listings HTTP/1.1`);
    expect(slashes.status).toBe(301);
    expect(slashes.headers.location).toBe("/evil.example/listings");
  });

  it.each([
    // Another host than the Host header says: refused, not answered for either.
    ["GET http://evil.example/listings HTTP/1.1", 400],
    ["GET http://localhost/listings HTTP/1.1", 400],
    ["GET http://user@127.0.0.1/listings HTTP/1.1", 400],
    // Neither origin-form nor an http(s) absolute form.
    ["GET * HTTP/1.1", 400],
    ["OPTIONS * HTTP/1.1", 400],
    ["GET foo HTTP/1.1", 400],
    ["GET listings HTTP/1.1", 400],
    ["GET ftp://127.0.0.1/listings HTTP/1.1", 400],
    ["GET javascript:alert(1) HTTP/1.1", 400],
    ["GET ?x=1 HTTP/1.1", 400],
    // No path at all to Express's router (parseurl finds none): its own 404, before any middleware.
    ["GET http:// HTTP/1.1", 404],
    ["GET http://[::1 HTTP/1.1", 404],
  ] as const)("%s: %i", async (line, status) => {
    const res = await rawRequest(port(), line.replace("127.0.0.1/", `127.0.0.1:${port()}/`));
    expect(res.status).toBe(status);
  });

  it.each(["/listings?x=%", "/%", "/%zz", "/listings/%2e%2e/%2e%2e/etc/passwd", "/a/../../../listings", "/storage/../../etc/passwd"])(
    "GET %s: no server error",
    async (path) => {
      const res = await rawRequest(port(), `GET ${path} HTTP/1.1`);
      expect(res.status).toBeLessThan(500);
      expect(offSite(res, prona.baseUrl)).toBeNull();
    },
  );
});
