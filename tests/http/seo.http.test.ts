import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PronaProcess, cookieHeader, request, startProna } from "../support/prona-process";

// What search engines read (sitemaps, robots.txt, structured data, canonical and language links) and
// where signing in takes the reader (issue 13 §5, §7), as the built app answers over HTTP.

let prona: PronaProcess;
beforeAll(async () => {
  prona = await startProna({ DEMO_DATA: "true" });
});
afterAll(() => prona?.stop());

const get = (path: string, headers: Record<string, string> = {}) => request({ port: prona.port, path, headers });
const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  request({
    port: prona.port,
    path,
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });

async function activeListings(filter = ""): Promise<{ total: number; first: { id: string; title: string; price: number } }> {
  const res = await get(`/api/properties?${filter}page_size=1`);
  const body = JSON.parse(res.body) as { total: number; properties: { id: string; title: string; price: number }[] };
  return { total: body.total, first: body.properties[0]! };
}

const headLinks = (html: string) => [...html.matchAll(/<link rel="(canonical|alternate)"[^>]*>/g)].map((m) => m[0]);

describe("sitemaps and robots.txt", () => {
  it("robots.txt names the sitemap and keeps crawlers out of the private areas", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toContain(`Sitemap: ${prona.baseUrl}/sitemap.xml`);
    expect(res.body).toContain("Disallow: /admin");
    expect(res.body).toContain("Disallow: /api/");
  });

  it("the index lists the pages' sitemap and the listings' sitemaps, which hold exactly the active listings", async () => {
    const index = await get("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.headers["content-type"]).toMatch(/^application\/xml/);
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files).toEqual([`${prona.baseUrl}/sitemaps/pages.xml`, `${prona.baseUrl}/sitemaps/listings-1.xml`]);

    const pages = await get("/sitemaps/pages.xml");
    expect(pages.body).toContain(`<loc>${prona.baseUrl}/listings</loc>`);
    expect(pages.body).toContain(`<loc>${prona.baseUrl}/agjencite</loc>`);
    expect(pages.body).not.toContain("/dashboard");

    const listings = await get("/sitemaps/listings-1.xml");
    const urls = [...listings.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    // The listings whose pages are public: the available ones and, for 14 days, the recently sold and
    // rented (reachable by their address, out of the default search); the demo's pending and rejected
    // ones are left out.
    const { total, first } = await activeListings("include_closed=1&");
    expect(urls).toHaveLength(total);
    expect(urls.map((m) => m[1])).toContain(`${prona.baseUrl}/property/${first.id}`);
    expect(Number.isNaN(Date.parse(urls[0]![2]!))).toBe(false);
  });

  it.each(["/sitemaps/listings-2.xml", "/sitemaps/listings-0.xml", "/sitemaps/other.xml", "/sitemaps/..%2Fpackage.json"])(
    "%s is not found",
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );
});

describe("the detail page for search engines", () => {
  it("carries the listing as a schema.org offer: price in euro, address, photos", async () => {
    const { first } = await activeListings();
    const html = (await get(`/property/${first.id}`)).body;
    const json = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    const data = JSON.parse(json!) as {
      "@type": string;
      name: string;
      url: string;
      image: string[];
      offers: { itemOffered: { address: unknown } };
    };
    expect(data["@type"]).toBe("RealEstateListing");
    expect(data.name).toBe(first.title);
    expect(data.url).toBe(`${prona.baseUrl}/property/${first.id}`);
    expect(data.offers).toMatchObject({ "@type": "Offer", price: first.price, priceCurrency: "EUR" });
    expect(data.offers.itemOffered.address).toMatchObject({ "@type": "PostalAddress", addressCountry: "XK" });
    for (const image of data.image) expect(image).toMatch(new RegExp(`^${prona.baseUrl}/`));
    expect(headLinks(html)).toContain(`<link rel="canonical" href="${prona.baseUrl}/property/${first.id}"/>`);
  });
});

describe("canonical addresses and language versions", () => {
  it("a filtered list's canonical keeps place, type and sale/rent, with a language version of each", async () => {
    const html = (await get("/listings?type=house&sort=price_low&min_price=5000&location=Prishtin%C3%AB&listing_type=sale&page=2")).body;
    // As written in HTML: "&" is "&amp;".
    const canonical = `${prona.baseUrl}/listings?location=Prishtin%C3%AB&amp;type=house&amp;listing_type=sale&amp;page=2`;
    expect(headLinks(html)).toEqual([
      `<link rel="canonical" href="${canonical}"/>`,
      `<link rel="alternate" hrefLang="sq" href="${canonical}"/>`,
      `<link rel="alternate" hrefLang="en" href="${canonical}&amp;lang=en"/>`,
      `<link rel="alternate" hrefLang="de" href="${canonical}&amp;lang=de"/>`,
      `<link rel="alternate" hrefLang="x-default" href="${canonical}"/>`,
    ]);
  });

  it("?lang= shows the page in that language, without changing the reader's choice", async () => {
    const english = await get("/kontakt?lang=en");
    expect(english.body).toMatch(/<html lang="en"/);
    expect(english.cookies.join(";")).not.toMatch(/lang=/);
    expect((await get("/kontakt?lang=xx")).body).toMatch(/<html lang="sq"/);
    expect((await get("/kontakt", { cookie: "lang=de" })).body).toMatch(/<html lang="de"/);
    expect((await get("/kontakt?lang=en", { cookie: "lang=de" })).body).toMatch(/<html lang="en"/);
  });

  it("the switcher's choice is not overruled by a language left in the address", async () => {
    const res = await postForm("/language", { lang: "de", return_to: "/kontakt?lang=en&x=1" }, { origin: prona.baseUrl });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/kontakt?x=1");
  });

  it("the signed-in area and the sign-in pages have no canonical address", async () => {
    expect(headLinks((await get("/login")).body)).toEqual([]);
    expect(headLinks((await get("/register")).body)).toEqual([]);
  });
});

describe("coming back after signing in", () => {
  it("a page that needs an account sends the visitor to /login with the way back", async () => {
    const res = await get("/favorites?page=2");
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/login?redirect_to=%2Ffavorites%3Fpage%3D2");
    const login = await get(res.headers.location!);
    expect(login.body).toContain('name="redirect_to" value="/favorites?page=2"');
  });

  it("signing in returns to that page; a target off the site or an auth page goes to /dashboard", async () => {
    const { first } = await activeListings();
    const back = `/property/${first.id}`;
    const signIn = (redirectTo: string) =>
      postForm("/login", { email: "buyer@prona.local", password: "demo1234", redirect_to: redirectTo }, { origin: prona.baseUrl });
    const res = await signIn(back);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(back);
    for (const evil of ["//evil.example", "/\\evil.example", "https://evil.example/x", "/login", "/logout"]) {
      expect((await signIn(evil)).headers.location).toBe("/dashboard");
    }
    // Already signed in: /login goes straight to where the link asked.
    const cookie = cookieHeader(res.cookies);
    const again = await get(`/login?redirect_to=${encodeURIComponent(back)}`, { cookie });
    expect(again.headers.location).toBe(back);
  });
});
