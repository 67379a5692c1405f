import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEMPLATE_DIR, TEST_TMP } from "../support/paths";
import { cookieHeader, postJson, request, startProna, type PronaProcess } from "../support/prona-process";
import { createPostgresTestDatabase, onPostgres } from "../support/services";

// Signed-in pages filled in from a page rendered once per reader shape (server/signed-in-pages.ts,
// decision 0027) against the same pages rendered for each reader: the same database and address,
// first with the templates turned off (SIGNED_IN_TEMPLATES=off), then on. Every reader's page must
// be the same, byte for byte but for the scripts' nonce.

const PASSWORD = "sekret123";
const READERS = {
  // The first of their shape on each page: the template is made and checked against their own page.
  arta: { name: "Arta Krasniqi", email: "arta@signed-in.test" },
  // The same shape: filled in. Every character the page must escape, in HTML and in its data.
  zoe: { name: `Zoë "Zé" O'Brien <b>&amp;</b> \\ Krasniqi`, email: "o'brien+ks@signed-in.test" },
  // A one-word name is another shape (the first name is the whole name): its own template, then filled.
  blerta: { name: "Blerta", email: "blerta@signed-in.test" },
  drin: { name: "Drin", email: "drin@signed-in.test" },
  // Keep a listing the search shows, each another one (and gent also the first): the hearts pressed are
  // marks the template learns from the first page rendered for them, then fills in per reader.
  fatos: { name: "Fatos Berisha", email: "fatos@signed-in.test" },
  gent: { name: "Gent Hoxha", email: "gent@signed-in.test" },
} as const;
type Reader = keyof typeof READERS | "owner" | "admin";

const PORT_ENV = { PUBLIC_URL: "http://prona.test", AUTH_SECRET: randomBytes(24).toString("hex") };

let dataDir: string;
let database: { url: string; drop(): Promise<void> } | undefined;
let listingId: string;
/** The search's second listing (sort=price_low&listing_type=rent): gent keeps it, and the first one. */
let secondId: string;
let ownListingId: string;
/** The administrator's listing whose title holds U+E000 (a private-use character: the templates' mark once). */
let markedId: string;
const MARKED_TITLE = "Banesë \uE000 e ndritshme në Arbëri";
const cookies = new Map<Reader, string>();
/** Each reader's pages as rendered for them (templates off). */
const reference = new Map<string, string>();

async function start(templates: boolean): Promise<PronaProcess> {
  return startProna({
    ...PORT_ENV,
    DATA_DIR: dataDir,
    DEMO_DATA: "true",
    SIGNED_IN_TEMPLATES: templates ? "on" : "off",
    // No scheduled job may change a reader's page between the reference and the compared rendering (a
    // listing's expiry reminder raised the owner's unread count on a slow run).
    JOBS: "off",
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
}

async function signIn(prona: PronaProcess, email: string, loginPath = "/api/auth/login"): Promise<string> {
  const res = await postJson(prona.port, loginPath, { email, password: email.endsWith("@prona.local") ? "demo1234" : PASSWORD });
  expect(res.status).toBe(200);
  return cookieHeader(res.cookies);
}

/**
 * The page as sent, its per-response nonce taken out. Asked as a crawler would: the page then comes
 * whole, as templates are rendered (a browser reading a page rendered for it gets the home page's
 * latest listings streamed in after the rest: the same page, in other pieces).
 */
async function page(prona: PronaProcess, reader: Reader, pagePath: string) {
  const headers = { cookie: cookies.get(reader)!, "accept-encoding": "identity", "user-agent": "Googlebot/2.1" };
  const res = await request({ port: prona.port, path: pagePath, headers });
  expect(res.status).toBe(200);
  return { body: res.body.replace(/nonce="[^"]*"/g, 'nonce=""'), filled: res.headers["server-timing"] === "template" };
}

const pages = () => [
  "/",
  "/listings",
  "/listings?listing_type=rent&sort=price_low",
  `/property/${listingId}`,
  `/property/${secondId}`,
  `/property/${ownListingId}`,
  `/property/${markedId}`,
];
/** A client-side navigation's data: always the reader's own (the listing's loader says whether it is a favourite). */
const dataRequests = () => [
  `/property/${listingId}.data?_routes=routes%2Fpublic%2Fproperty`,
  "/listings.data?_routes=routes%2Fpublic%2Flistings",
];

beforeAll(async () => {
  // One database for both runs: the embedded one in a directory of our own, or a PostgreSQL database.
  dataDir = path.join(TEST_TMP, `signed-in-${randomBytes(6).toString("hex")}`);
  if (onPostgres) database = await createPostgresTestDatabase();
  else fs.cpSync(TEMPLATE_DIR, path.join(dataDir, "pglite"), { recursive: true });

  const prona = await start(false);
  try {
    for (const [reader, { name, email }] of Object.entries(READERS)) {
      const res = await postJson(prona.port, "/api/auth/register", {
        name,
        email,
        password: PASSWORD,
        confirm_password: PASSWORD,
        user_type: "buyer",
      });
      expect(res.status, res.body).toBe(201);
      cookies.set(reader as Reader, cookieHeader(res.cookies));
    }
    cookies.set("owner", await signIn(prona, "owner@prona.local"));
    cookies.set("admin", await signIn(prona, "admin@prona.local", "/api/auth/admin-login"));
    const listings = JSON.parse((await request({ port: prona.port, path: "/api/properties?sort=price_low&listing_type=rent" })).body) as {
      properties: { id: string }[];
    };
    listingId = listings.properties[0]!.id;
    secondId = listings.properties[1]!.id;
    const mine = JSON.parse(
      (await request({ port: prona.port, path: "/api/my/properties", headers: { cookie: cookies.get("owner")! } })).body,
    ) as {
      properties: { id: string; status: string }[];
    };
    ownListingId = mine.properties.find((listing) => listing.status === "active")!.id;
    // The newest listing, so the home page and the search show it too.
    const admin = { "content-type": "application/json", cookie: cookies.get("admin")! };
    const marked = await request({
      port: prona.port,
      path: "/api/properties",
      method: "POST",
      headers: admin,
      body: JSON.stringify({
        title: MARKED_TITLE,
        description: "Banesë e ndritshme, e renovuar, afër qendrës, me ballkon.",
        price: 92_000,
        location: "Prishtinë",
        type: "apartment",
        listing_type: "sale",
        rooms: 3,
        area: 78,
      }),
    });
    expect(marked.status, marked.body).toBe(201);
    markedId = (JSON.parse(marked.body) as { property: { id: string } }).property.id;
    const approved = await request({
      port: prona.port,
      path: `/api/admin/properties/${markedId}/approve`,
      method: "POST",
      headers: admin,
      body: "{}",
    });
    expect([200, 409]).toContain(approved.status);
    const kept = await request({
      port: prona.port,
      path: `/api/properties/${listingId}/favorite`,
      method: "POST",
      headers: { cookie: cookies.get("fatos")! },
    });
    expect(kept.status).toBe(200);
    for (const id of [listingId, secondId]) {
      const gents = await request({
        port: prona.port,
        path: `/api/properties/${id}/favorite`,
        method: "POST",
        headers: { cookie: cookies.get("gent")! },
      });
      expect(gents.status).toBe(200);
    }
    for (const reader of cookies.keys()) {
      for (const pagePath of [...pages(), ...dataRequests()]) {
        const rendered = await page(prona, reader, pagePath);
        expect(rendered.filled).toBe(false);
        reference.set(`${reader} ${pagePath}`, rendered.body);
      }
    }
  } finally {
    await prona.stop();
  }
});

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

describe("signed-in pages filled in from one rendering per reader shape", () => {
  it("sends every reader the page rendered for them, filled in where it can be, rendered for them where it cannot", async () => {
    const prona = await start(true);
    try {
      const filled = new Map<string, boolean>();
      const order = ["arta", "zoe", "blerta", "drin", "fatos", "gent", "owner", "admin", "zoe", "fatos", "gent", "owner"] as const;
      const visits = new Map<string, number>();
      for (const reader of order) {
        for (const pagePath of [...pages(), ...dataRequests()]) {
          const sent = await page(prona, reader, pagePath);
          expect(sent.body, `${reader} ${pagePath}`).toBe(reference.get(`${reader} ${pagePath}`));
          const visit = (visits.get(`${reader} ${pagePath}`) ?? 0) + 1;
          visits.set(`${reader} ${pagePath}`, visit);
          filled.set(`${reader} ${pagePath}${visit > 1 ? " again" : ""}`, sent.filled);
        }
      }
      for (const pagePath of pages()) {
        // The first reader of a shape gets their own rendering (the template is checked against it).
        expect(filled.get(`arta ${pagePath}`)).toBe(false);
        expect(filled.get(`blerta ${pagePath}`)).toBe(false);
        // Another reader of the same shape: filled in, whatever their name holds.
        expect(filled.get(`zoe ${pagePath}`), pagePath).toBe(true);
        expect(filled.get(`drin ${pagePath}`), pagePath).toBe(true);
        // Readers with favourites on the page: filled in with exactly their hearts, once the template
        // has learned them (fatos's first listing is learned from fatos, gent's second from gent).
        expect(filled.get(`fatos ${pagePath} again`), pagePath).toBe(true);
        expect(filled.get(`gent ${pagePath} again`), pagePath).toBe(true);
      }
      // A favourite the template had not learned yet: rendered for them once, and learned from it.
      expect(filled.get("fatos /listings?listing_type=rent&sort=price_low")).toBe(false);
      expect(filled.get(`fatos /property/${listingId}`)).toBe(false);
      // gent's first listing was learned from fatos: filled in at once; the second was not.
      expect(filled.get(`gent /property/${listingId}`)).toBe(true);
      expect(filled.get("gent /listings?listing_type=rent&sort=price_low")).toBe(false);
      // The owner's own listing page shows the owner's tools: always rendered for them.
      expect(filled.get(`owner /property/${ownListingId}`)).toBe(false);
      expect(filled.get(`owner /property/${ownListingId} again`)).toBe(false);
      expect(reference.get(`fatos /property/${listingId}`)).toContain('aria-pressed="true"');
      const pressed = (reader: Reader) =>
        (reference.get(`${reader} /listings?listing_type=rent&sort=price_low`)!.match(/aria-pressed="true"/g) ?? []).length;
      expect([pressed("fatos"), pressed("gent"), pressed("zoe")]).toEqual([1, 2, 0]);
      // A listing whose title holds U+E000: the pages showing it are filled in all the same.
      for (const pagePath of ["/", "/listings", `/property/${markedId}`]) {
        expect(reference.get(`zoe ${pagePath}`), pagePath).toContain(MARKED_TITLE);
        expect(filled.get(`zoe ${pagePath}`), pagePath).toBe(true);
      }
      for (const dataPath of dataRequests()) {
        for (const reader of ["zoe", "drin", "fatos", "gent"])
          expect(filled.get(`${reader} ${dataPath}`), `${reader} ${dataPath}`).toBe(false);
      }
    } finally {
      await prona.stop();
    }
  });
});
