import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PronaProcess, cookieHeader, postJson, request, startProna, requestBytes } from "../support/prona-process";

// The anonymous answers kept per content version (server/response-cache.ts, app/.server/cache): one
// rendering shared by anonymous readers, each with its own script nonce, never a signed-in reader's
// page, and a change seen by the very next request. Its own process: the test changes listings and settings.

let prona: PronaProcess;
let admin: string;
let owner: string;
beforeAll(async () => {
  prona = await startProna({ DEMO_DATA: "true" });
  admin = await sessionOf("admin@prona.local", "/api/auth/admin-login");
  owner = await sessionOf("owner@prona.local");
});
afterAll(() => prona?.stop());

async function sessionOf(email: string, path = "/api/auth/login"): Promise<string> {
  const res = await postJson(prona.port, path, { email, password: "demo1234" });
  expect(res.status).toBe(200);
  return cookieHeader(res.cookies);
}

const get = (path: string, headers: Record<string, string> = {}) => request({ port: prona.port, path, headers });
const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=30";

async function call(method: string, path: string, cookie: string, body?: unknown) {
  const res = await request({
    port: prona.port,
    path,
    method,
    headers: { "content-type": "application/json", cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {} };
}

describe("anonymous answers kept per content version", () => {
  it("sends every reader of a kept page the same bytes, its own inline scripts and stylesheet allowed by their hashes", async () => {
    const first = await get("/listings");
    const [second, third] = [await get("/listings"), await get("/listings")];
    expect(first.status).toBe(200);
    expect(third.body).toBe(second.body);
    expect(second.body).toBe(first.body);
    const csp = String(second.headers["content-security-policy"]);
    expect(csp).not.toMatch(/'nonce-/);
    expect(String(first.headers["content-security-policy"])).not.toMatch(/'nonce-/);
    // Every inline script and stylesheet the page was rendered with the nonce on (it stays as nonce=""),
    // and nothing else, by its hash: not the page's data blocks (JSON-LD, the texts), which carry none.
    const hashes = (pattern: RegExp) =>
      [...second.body.matchAll(pattern)].map((m) => `'sha256-${createHash("sha256").update(m[1]!).digest("base64")}'`);
    const scripts = hashes(/<script(?![^>]*\ssrc=)(?=[^>]*\snonce="")[^>]*>([\s\S]*?)<\/script>/g);
    const styles = hashes(/<style(?=[^>]*\snonce="")[^>]*>([\s\S]*?)<\/style>/g);
    const withoutNonce = hashes(/<script(?![^>]*\s(?:src|nonce)=)[^>]*>([\s\S]*?)<\/script>/g);
    expect(scripts.length).toBeGreaterThan(2);
    expect(styles).toHaveLength(1);
    expect(withoutNonce.length).toBeGreaterThan(0);
    for (const hash of withoutNonce) expect(csp).not.toContain(hash);
    const directive = (name: string) =>
      csp
        .split(";")
        .find((d) => d.trim().startsWith(`${name} `))!
        .trim();
    expect(directive("script-src")).toBe(`script-src 'self' ${[...new Set(scripts)].join(" ")}`);
    expect(directive("style-src")).toBe(`style-src 'self' ${styles[0]}`);
    expect(csp).toContain("frame-ancestors 'none'");
    // Marked for shared caches, which must keep the cookie and the encoding apart.
    expect(second.headers["cache-control"]).toBe(SHARED_CACHE_CONTROL);
    expect(String(second.headers.vary)).toMatch(/cookie/i);
    expect(String(second.headers.vary)).toMatch(/accept-encoding/i);
  });

  it("keeps the home page whole: the latest listings in place in the HTML, not behind a spinner swapped in later", async () => {
    await get("/");
    const kept = (await get("/")).body;
    // The streamed form: a pending boundary (<!--$?-->) with the spinner, the listings in a hidden
    // <div id="S:…"> after the page's end, and React's swap scripts ($RC, $RV) to move them in.
    expect(kept).not.toContain("<!--$?-->");
    expect(kept).not.toMatch(/<div hidden id="S:/);
    expect(kept).not.toMatch(/\$RC\(/);
    const list = kept.indexOf('aria-label="Shpalljet më të reja"');
    expect(list).toBeGreaterThan(0);
    expect(list).toBeLessThan(kept.indexOf("</main>"));
    expect(kept.slice(list, kept.indexOf("</ul>", list))).toMatch(/href="\/property\//);
  });

  it("sends a kept page compressed as the reader accepts: Brotli, gzip or plain, the same page each time", async () => {
    await get("/");
    const plain = await requestBytes(prona.port, "/", undefined);
    const brotli = await requestBytes(prona.port, "/", "gzip, deflate, br");
    const gzip = await requestBytes(prona.port, "/", "gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.brotliDecompressSync(brotli.bytes).equals(plain.bytes)).toBe(true);
    expect(zlib.gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
    expect(Number(brotli.headers["content-length"])).toBe(brotli.bytes.length);
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 4);
  });

  it("never serves a signed-in reader's page to others, nor a kept page to a signed-in reader", async () => {
    await get("/listings");
    const signedIn = await get("/listings", { cookie: owner });
    expect(signedIn.body).toContain("Driton Berisha");
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    const anonymous = await get("/listings");
    expect(anonymous.body).not.toContain("Driton Berisha");
    // A cookie other than the language's is not anonymous: no shared answer for it either.
    expect((await get("/listings", { cookie: "other=1" })).headers["cache-control"]).toBeUndefined();
    // The language cookie is part of the key.
    expect((await get("/listings", { cookie: "lang=en" })).body).toContain('lang="en"');
    expect((await get("/listings")).body).toContain('lang="sq"');
  });

  it("shows a listing change and a settings change on the very next request", async () => {
    const title = `Banesë e re për testin e memories ${Date.now()}`;
    expect((await get("/api/properties?q=memories")).body).not.toContain(title);
    const fields = {
      title,
      description: "Banesë e ndritshme, e renovuar, afër qendrës, me ballkon.",
      price: 81_000,
      location: "Prishtinë",
      type: "apartment",
      listing_type: "sale",
      rooms: 3,
      area: 70,
    };
    const created = await call("POST", "/api/properties", owner, fields);
    // The demo owner is at the free limit: the administrator's own listing instead.
    const mine = created.status === 201 ? owner : admin;
    const listing = created.status === 201 ? created : await call("POST", "/api/properties", admin, fields);
    expect(listing.status).toBe(201);
    const id = (listing.body.property as { id: string }).id;
    const approve = await call("POST", `/api/admin/properties/${id}/approve`, admin, {});
    expect([200, 409]).toContain(approve.status);
    expect((await get("/api/properties?q=memories")).body).toContain(title);
    expect((await get("/listings?q=memories")).body).toContain(title);
    expect((await get(`/property/${id}`)).status).toBe(200);

    // Deleted: gone from the kept answers at once.
    await call("DELETE", `/api/properties/${id}`, mine);
    expect((await get("/api/properties?q=memories")).body).not.toContain(title);
    expect((await get("/listings?q=memories")).body).not.toContain(title);
    expect((await get(`/property/${id}`)).status).toBe(404);

    const saved = await call("PUT", "/api/admin/settings", admin, { site: { name: "Shtëpia e Kujtesës" } });
    expect(saved.status).toBe(200);
    try {
      expect((await get("/")).body).toContain("<title>Shtëpia e Kujtesës");
    } finally {
      await call("PUT", "/api/admin/settings", admin, { site: { name: "Prona" } });
    }
    expect((await get("/")).body).toContain("<title>Prona");
  });

  it("keeps a listing's data once for each case of the texts the asking page holds, judged by its Referer", async () => {
    const listings = JSON.parse((await get("/api/properties?page_size=1")).body) as { properties: { id: string }[] };
    const id = listings.properties[0]!.id;
    const dataPath = `/property/${id}.data`;
    // As React Router asks, from the listing's own page (it holds the shell's and the page's texts), with
    // no Referer (it holds none), and from another of our pages (it holds the shell's): the first one's
    // answer is kept, and must not be sent to the others (app/.server/web/texts-in-browser.ts).
    const cases: { texts: string; headers: Record<string, string> }[] = [
      { texts: "page", headers: { referer: `${prona.baseUrl}/property/${id}` } },
      { texts: "none", headers: {} },
      { texts: "shell", headers: { referer: `${prona.baseUrl}/listings` } },
    ];
    const sent = new Map<string, string>();
    for (const { texts, headers } of cases) {
      const kept = await get(dataPath, headers);
      expect(kept.status).toBe(200);
      expect(kept.headers["cache-control"], texts).toBe(SHARED_CACHE_CONTROL);
      expect(String(kept.headers.vary)).toMatch(/referer/i);
      // The same request rendered afresh: a cookie other than the language's keeps it from the kept answers.
      const fresh = await get(dataPath, { ...headers, cookie: "other=1" });
      expect(fresh.headers["cache-control"]).toBeUndefined();
      expect(kept.body, texts).toBe(fresh.body);
      sent.set(texts, kept.body);
    }
    // The three differ by the texts they carry: all of them, the page's only, none (named as held).
    expect(sent.get("none")).not.toContain('"held"');
    expect(sent.get("shell")).toContain('"held"');
    expect(sent.get("page")).toContain('"held"');
    expect(sent.get("none")!.length).toBeGreaterThan(sent.get("shell")!.length);
    expect(sent.get("shell")!.length).toBeGreaterThan(sent.get("page")!.length);
    // Each kept: asked again in any order, each case gets its own.
    for (const { texts, headers } of [...cases].reverse()) expect((await get(dataPath, headers)).body, texts).toBe(sent.get(texts));
  });

  it("lets JSON answers be revalidated with their ETag", async () => {
    const first = await get("/api/properties?page_size=3");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get("/api/properties?page_size=3", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect((await get("/api/properties?page_size=3", { "if-none-match": '"other"' })).status).toBe(200);
  });
});
