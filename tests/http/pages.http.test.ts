import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PronaProcess, cookieHeader, request, startProna, requestBytes } from "../support/prona-process";

// The pages as a browser reaches them: control characters refused, redirect targets kept on the site,
// and every answer that depends on the session kept out of shared caches.

let prona: PronaProcess;
beforeAll(async () => {
  prona = await startProna({ DEMO_DATA: "true" });
});
afterAll(() => prona?.stop());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  request({
    port: prona.port,
    path,
    method: "POST",
    body: form(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });

async function signIn(email: string, password = "demo1234"): Promise<string> {
  const res = await postForm("/login", { email, password });
  expect(res.status).toBe(302);
  return cookieHeader(res.cookies);
}

describe("control characters in pages", () => {
  it.each([
    "/listings?q=%00",
    "/listings?location=Prishtin%C3%AB%0D%0A",
    "/agjencite?city=%07",
    "/property/%00",
    "/admin/users?search=%00",
    "/vlersimet?sort=%1B",
    // Noncharacters (U+FDD0, U+10FFFF) as well: the server keeps them for its own use (domain/text.ts).
    "/listings?q=Banes%C3%AB%EF%B7%90",
    "/property/%F4%8F%BF%BF",
  ])("%s: 400 with the reason, not a server error", async (path) => {
    const res = await request({ port: prona.port, path });
    expect(res.status).toBe(400);
    // Rendered on the page (not only in the page's data).
    expect(res.body).toMatch(/<h1[^>]*>Kërkesa nuk u pranua<\/h1><p[^>]*>Teksti përmban karaktere të palejuara.<\/p>/);
  });

  it("a NUL byte in a form post is refused with 400 and nothing is saved", async () => {
    const email = "nul-register@test.prona";
    const res = await postForm("/register", {
      name: "Drita\u0000",
      email,
      password: "sekret123",
      confirm_password: "sekret123",
      user_type: "buyer",
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/<h1[^>]*>Kërkesa nuk u pranua<\/h1><p[^>]*>Teksti përmban karaktere të palejuara.<\/p>/);
    expect((await postForm("/login", { email, password: "sekret123" })).status).not.toBe(302);

    const cookie = await signIn("buyer@prona.local");
    const profile = await postForm("/settings", { intent: "profile", name: "Blerim\u0000", phone: "" }, { cookie });
    expect(profile.status).toBe(400);
    const settings = await request({ port: prona.port, path: "/settings", headers: { cookie } });
    expect(settings.body).not.toContain("Blerim");
  });

  it("CR/LF in a return address gives no server error and no extra header", async () => {
    const res = await postForm("/language", { lang: "en", return_to: "/listings\r\nSet-Cookie: pwned=1" });
    expect(res.status).toBe(302);
    expect(res.headers.location).toMatch(/^\/listings/);
    expect(res.cookies.join(";")).not.toContain("pwned");
  });
});

describe("redirect targets", () => {
  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\\/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/%09/evil.example",
    " //evil.example",
  ])("return_to %j stays on the site", async (target) => {
    const res = await postForm("/language", { lang: "de", return_to: target });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.location!, prona.baseUrl);
    expect(location.origin).toBe(prona.baseUrl);
  });

  it("a local path with its query is kept", async () => {
    const res = await postForm("/language", { lang: "sq", return_to: "/listings?type=house&page=2" });
    expect(res.headers.location).toBe("/listings?type=house&page=2");
  });
});

describe("caching of private answers", () => {
  const PRIVATE = "private, no-store";

  it("pages of a signed-in reader, the admin area and private API answers are private, no-store, varying on the cookie", async () => {
    const buyer = await signIn("buyer@prona.local");
    const admin = await signIn("admin@prona.local");
    const checks: [string, string][] = [
      ["/", buyer],
      ["/listings", buyer],
      ["/dashboard", buyer],
      ["/messages", buyer],
      ["/settings", buyer],
      ["/favorites", buyer],
      ["/dashboard.data", buyer],
      ["/admin", admin],
      ["/admin/users", admin],
      ["/admin/settings", admin],
      ["/api/me", buyer],
      ["/api/notifications/latest", buyer],
      ["/api/auth/session", buyer],
      ["/api/admin/users", admin],
      ["/api/admin/settings", admin],
    ];
    const wrong: string[] = [];
    for (const [path, cookie] of checks) {
      const res = await request({ port: prona.port, path, headers: { cookie } });
      const vary = String(res.headers.vary ?? "");
      if (res.status !== 200 || res.headers["cache-control"] !== PRIVATE || !/cookie/i.test(vary)) {
        wrong.push(`${path}: ${res.status} cache-control=${res.headers["cache-control"]} vary=${vary}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers that set a session cookie are private; a visitor's public page varies on the cookie", async () => {
    const login = await postForm("/login", { email: "owner@prona.local", password: "demo1234" });
    expect(login.headers["cache-control"]).toBe(PRIVATE);
    const home = await request({ port: prona.port, path: "/" });
    expect(home.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
    expect(String(home.headers.vary)).toMatch(/cookie/i);
  });
});

describe("the browser's files", () => {
  it("are sent compressed at build time: Brotli when accepted, else gzip, else as they are; the same script each time", async () => {
    const home = await request({ port: prona.port, path: "/" });
    const script = home.body.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
    expect(script).toBeDefined();
    const plain = await requestBytes(prona.port, script!);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const brotli = await requestBytes(prona.port, script!, "gzip, deflate, br, zstd");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(brotli.bytes).equals(plain.bytes)).toBe(true);

    const gzip = await requestBytes(prona.port, script!, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
    // Quality 11, not the per-request setting: clearly smaller than gzip.
    expect(brotli.bytes.length).toBeLessThan(gzip.bytes.length * 0.9);
  });

  it("a missing asset is a 404 in any encoding", async () => {
    for (const encoding of [undefined, "br", "gzip"]) {
      const res = await requestBytes(prona.port, "/assets/entry.client-missing.js", encoding);
      expect(res.status).toBe(404);
    }
  });
});

describe("texts a client-side navigation's data leaves out (the asking page holds them)", () => {
  const shellText = "Kalo te përmbajtja"; // common: the skip link
  const pageText = "Dhënë me qira"; // listings: a status
  const routes = ["root", "routes/public/layout", "routes/public/listings-texts", "routes/public/listings"].join(",");
  const data = (referer?: string, query = "type=house") =>
    request({
      port: prona.port,
      path: `/listings.data?${query}&_routes=${encodeURIComponent(routes)}`,
      headers: referer ? { referer: `http://127.0.0.1:${prona.port}${referer}` } : {},
    });

  it("sends every text to a request that names no page, or another site", async () => {
    for (const res of [await data(), await data("/listings?lang=en")]) {
      expect(res.status).toBe(200);
      expect(res.body).toContain(shellText);
    }
    const foreign = await request({
      port: prona.port,
      path: `/listings.data?_routes=${encodeURIComponent(routes)}`,
      headers: { referer: "https://elsewhere.example/listings" },
    });
    expect(foreign.body).toContain(shellText);
    expect(foreign.body).toContain(pageText);
    expect(String(foreign.headers.vary)).toMatch(/referer/i);
  });

  it("leaves out the shell's texts for another of our pages, and the page's too for the page itself", async () => {
    const fromHome = await data("/");
    expect(fromHome.status).toBe(200);
    expect(fromHome.body).not.toContain(shellText);
    expect(fromHome.body).toContain(pageText);

    const fromItself = await data("/listings?type=apartment&page=2");
    expect(fromItself.status).toBe(200);
    expect(fromItself.body).not.toContain(shellText);
    expect(fromItself.body).not.toContain(pageText);
    // The data itself is all there.
    expect(fromItself.body).toContain('"properties"');
  });
});

describe("a document names its texts' file instead of carrying them (decisions 0028, 0029)", () => {
  /** The document's list of texts (namespace to file), and its data (React Router's scripts) apart from its markup. */
  async function documentOf(path: string) {
    const res = await request({ port: prona.port, path });
    const list = /<script id="prona-texts" type="application\/json">([^<]*)<\/script>/.exec(res.body)?.[1];
    const data = [...res.body.matchAll(/<script[^>]*>([^<]*streamController[^<]*)<\/script>/g)].map((m) => m[1]).join("\n");
    return { res, files: list ? (JSON.parse(list) as Record<string, string>) : {}, data };
  }

  it("names one file holding every text the page uses, preloads it, and leaves the texts out of its data", async () => {
    const { res, files, data } = await documentOf("/listings");
    expect(res.status).toBe(200);
    expect(Object.keys(files).sort()).toEqual(["sq/common", "sq/errors", "sq/listings", "sq/map", "sq/saved-searches"]);
    const named = [...new Set(Object.values(files))];
    expect(named).toEqual([expect.stringMatching(/^\/texts\/sq\/common\+errors\+listings\+map\+saved-searches\.[\w-]{10}\.json$/)]);
    const file = named[0]!;
    // The page itself is rendered with its texts; its data names them instead.
    expect(res.body).toContain("Kalo te përmbajtja");
    // React Router's data is JSON in a string: its quotes escaped.
    expect(data).toContain(String.raw`\"held\"`);
    expect(data).not.toContain("Kalo te përmbajtja");
    expect(data).not.toContain("Dhënë me qira");
    // Fetched once, at the scripts' low priority (React writes the attribute camel-cased; HTML ignores case).
    expect(res.body.split(`<link rel="preload" href="${file}" as="fetch" crossorigin="" fetchPriority="low"/>`)).toHaveLength(2);

    const plain = await requestBytes(prona.port, file);
    expect(plain.status).toBe(200);
    expect(String(plain.headers["content-type"])).toMatch(/^application\/json/);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const texts = JSON.parse(plain.bytes.toString("utf8")) as Record<string, Record<string, unknown>>;
    expect(Object.keys(texts).sort()).toEqual(Object.keys(files).sort());
    expect(Object.values(texts["sq/listings"]!.status as Record<string, string>)).toContain("Dhënë me qira");
    expect(texts["sq/common"]).toHaveProperty("skipToContent", "Kalo te përmbajtja");
    // Compressed once, Brotli by preference; the same bytes again.
    const brotli = await requestBytes(prona.port, file, "gzip, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.bytes).equals(plain.bytes)).toBe(true);
    const gzip = await requestBytes(prona.port, file, "gzip");
    expect(zlib.gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
    const again = await request({ port: prona.port, path: file, headers: { "if-none-match": String(plain.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it("in the page's language, on error pages too", async () => {
    const english = await documentOf("/property/123?lang=en");
    expect(Object.keys(english.files)).toEqual(expect.arrayContaining(["en/common", "en/errors"]));
    expect(Object.keys(english.files).every((key) => key.startsWith("en/"))).toBe(true);
    const texts = JSON.parse((await request({ port: prona.port, path: Object.values(english.files)[0]! })).body) as Record<string, unknown>;
    expect(texts["en/common"]).toHaveProperty("skipToContent", "Skip to content");
    const missing = await documentOf("/property/00000000-0000-4000-8000-000000000000");
    expect(missing.res.status).toBe(404);
    expect(Object.keys(missing.files)).toEqual(expect.arrayContaining(["sq/common", "sq/errors"]));
  });

  it("an address of another build's hash gets today's texts, not to be kept; one that names no file is a 404", async () => {
    const { files } = await documentOf("/listings");
    const file = files["sq/common"]!;
    const today = await request({ port: prona.port, path: file });
    const other = await request({ port: prona.port, path: file.replace(/\.[\w-]{10}\.json$/, ".AAAAAAAAAA.json") });
    expect(other.status).toBe(200);
    expect(other.headers["cache-control"]).toBe("no-cache");
    expect(other.body).toBe(today.body);
    for (const path of [
      "/texts/sq/errors+common.AAAAAAAAAA.json", // not in order: every set has one address
      "/texts/sq/common+common.AAAAAAAAAA.json",
      "/texts/sq/nothing.AAAAAAAAAA.json",
      "/texts/fr/common.AAAAAAAAAA.json",
      "/texts/sq/common.json",
      "/texts/sq/..%2F..%2Fpackage.json",
      "/texts/",
    ]) {
      const res = await request({ port: prona.port, path });
      expect(res.status, path).toBe(404);
      expect(res.body).not.toContain("Kërko");
    }
  });
});

describe("the headers of the files pages load", () => {
  it("a script or texts file carries nosniff and a policy that runs nothing, not the page's headers; a page keeps them all", async () => {
    const home = await request({ port: prona.port, path: "/" });
    expect(String(home.headers["content-security-policy"])).toMatch(/script-src 'self' '(nonce|sha256)-/);
    expect(home.headers["x-frame-options"]).toBe("DENY");
    const script = home.body.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
    const texts = home.body.match(/\/texts\/sq\/[\w+]+\.[\w-]{10}\.json/)?.[0];
    for (const path of [script!, texts!]) {
      const res = await request({ port: prona.port, path });
      expect(res.status, path).toBe(200);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-security-policy"]).toBe("default-src 'none'");
      expect(res.headers["x-frame-options"]).toBeUndefined();
      expect(res.headers["permissions-policy"]).toBeUndefined();
    }
  });
});
