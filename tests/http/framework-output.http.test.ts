import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataFlagCount, dataFlags, inData, inHtml, modulePreloadCount, scriptRanges } from "../../server/framework-output";
import { type PronaProcess, cookieHeader, postJson, request, startProna } from "../support/prona-process";

// The contract between React Router's output and server/framework-output.ts, the one module that reads
// it: real pages, rendered by the built app. A React Router (or React) upgrade that writes pages
// another way fails here, naming the module to update. The pages still work meanwhile, unfilled
// (server/framework-output.test.ts), but slower for signed-in readers and with the scripts competing
// with the photos: so it must fail loudly.

const CHANGED = "React Router's output changed: update server/framework-output.ts";
// Every character the page must escape, in HTML and in its data; in the first name too (the header shows it).
const FIRST_NAME = `Zoë"<b>&amp;'\\`;
const NAME = `${FIRST_NAME} O'Brien`;

let prona: PronaProcess;
let cookie: string;
let listingId: string;

beforeAll(async () => {
  // The pages as React Router writes them, not filled in from a template.
  prona = await startProna({ DEMO_DATA: "true", SIGNED_IN_TEMPLATES: "off" });
  const password = "sekret123";
  const res = await postJson(prona.port, "/api/auth/register", {
    name: NAME,
    email: "contract@framework-output.test",
    password,
    confirm_password: password,
    user_type: "buyer",
  });
  expect(res.status, res.body).toBe(201);
  cookie = cookieHeader(res.cookies);
  const listings = JSON.parse((await request({ port: prona.port, path: "/api/properties" })).body) as { properties: { id: string }[] };
  listingId = listings.properties[0]!.id;
});
afterAll(() => prona?.stop());

/** A page as a signed-in reader's browser gets it (streamed), or a crawler (whole, as templates are rendered). */
async function page(path: string, whole: boolean): Promise<string> {
  const headers = { cookie, "accept-encoding": "identity", ...(whole ? { "user-agent": "Googlebot/2.1" } : {}) };
  const res = await request({ port: prona.port, path, headers });
  expect(res.status, path).toBe(200);
  return res.body;
}

describe("React Router's output as server/framework-output.ts reads it", () => {
  it.each([
    ["/listings", true],
    ["/listings", false],
    ["/", true],
  ])("%s (whole: %s): every module preload is found and set low priority", async (path, whole) => {
    const html = await page(path, whole);
    const preloads = html.match(/<link\b[^>]*\brel="?modulepreload\b[^>]*>/g) ?? [];
    expect(preloads.length, `${CHANGED} (no module preloads found at all)`).toBeGreaterThan(0);
    expect(modulePreloadCount(html), `${CHANGED} (module preloads written another way)`).toBe(preloads.length);
    for (const preload of preloads) expect(preload, `${CHANGED} (a module preload left at high priority)`).toContain('fetchpriority="low"');
  });

  it("finds the data's scripts, and a string of the data written as inData writes it", async () => {
    const html = await page("/listings", true);
    const data = scriptRanges(html).filter((script) => script.data);
    expect(data.length, `${CHANGED} (the data's scripts not found)`).toBeGreaterThan(0);
    const inScripts = data.map((script) => html.slice(script.start, script.end)).join("");
    expect(inScripts, `${CHANGED} (a string in the data written otherwise than inData)`).toContain(inData(NAME));
    expect(inScripts, `${CHANGED} (a string in the data written otherwise than inData)`).toContain(inData(FIRST_NAME));
    expect(html, `${CHANGED} (a text written otherwise than inHtml)`).toContain(`>${inHtml(FIRST_NAME)}<`);
  });

  it("finds each listing's favourite flag on the search page and the one on a listing's page", async () => {
    const html = await page("/listings", true);
    const flags = dataFlags(html, "is_favorite");
    expect(flags, `${CHANGED} (the favourite flags cannot be read)`).not.toBeNull();
    // One flag per card, each naming a listing the page links to.
    const cards = new Set([...html.matchAll(/\/property\/([0-9a-f-]{36})/g)].map((match) => match[1]));
    expect(flags!.length, `${CHANGED} (not every favourite flag found)`).toBeGreaterThan(1);
    for (const flag of flags!) expect(cards.has(flag.listingId), `${CHANGED} (a flag's listing misread)`).toBe(true);

    // A listing's own page holds one flag (the rest of its data decides where turbo-stream first writes
    // `false`, so it may not be cut from the start: page-marks.ts learns it from a reader who has it).
    const own = await page(`/property/${listingId}`, true);
    expect(dataFlagCount(own, "is_favorite"), `${CHANGED} (a listing's own flag not found)`).toBe(1);
  });
});
