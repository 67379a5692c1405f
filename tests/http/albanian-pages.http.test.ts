import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foreignPhrasesIn } from "~/i18n/foreign-phrases";
import { type PronaProcess, cookieHeader, postJson, request, startProna } from "../support/prona-process";

// Every page of the route table, as a visitor, a signed-in owner and an administrator see it in
// Albanian: none shows the spec's English or German phrases (docs/decisions/0013).

let prona: PronaProcess;
let listingId: string;
beforeAll(async () => {
  prona = await startProna({ DEMO_DATA: "true" });
  const res = await request({ port: prona.port, path: "/api/properties?page_size=1" });
  listingId = (JSON.parse(res.body) as { properties: { id: string }[] }).properties[0]!.id;
});
afterAll(() => prona?.stop());

const PUBLIC = [
  "/",
  "/listings",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/kontakt",
  "/agjencite",
  "/bashkepunimet",
  "/vlersimet",
  "/keshilla-ligjore",
  "/kushtet-e-perdorimit",
  "/privatesia",
  "/admin/login",
];
const ACCOUNT = [
  "/dashboard",
  "/my-properties",
  "/add-property",
  "/premium",
  "/notifications",
  "/settings",
  "/profile",
  "/favorites",
  "/messages",
];
const ADMIN = [
  "/admin",
  "/admin/users",
  "/admin/properties",
  "/admin/analytics",
  "/admin/premium",
  "/admin/settings",
  "/admin/messages",
  "/admin/reviews",
];

/** What a reader sees: the page's text without scripts, styles and tags. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/g, " ");
}

async function sessionOf(email: string): Promise<string> {
  const res = await postJson(prona.port, "/api/auth/login", { email, password: "demo1234" });
  expect(res.status).toBe(200);
  return cookieHeader(res.cookies);
}

async function foreignOn(paths: string[], cookie?: string): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const res = await request({ port: prona.port, path, headers: cookie ? { cookie } : {} });
    expect(res.status, path).toBe(200);
    for (const phrase of foreignPhrasesIn(visibleText(res.body))) found.push(`${path}: ${phrase}`);
  }
  return found;
}

describe("the Albanian pages", () => {
  it("public pages and a listing", async () => {
    expect(await foreignOn([...PUBLIC, `/property/${listingId}`])).toEqual([]);
  });

  it("the signed-in area", async () => {
    expect(await foreignOn(ACCOUNT, await sessionOf("owner@prona.local"))).toEqual([]);
  });

  it("the admin area", async () => {
    const cookie = await sessionOf("admin@prona.local");
    expect(await foreignOn([...ADMIN, `/admin/properties/${listingId}`, `/admin/properties/edit/${listingId}`], cookie)).toEqual([]);
  });
});

describe("the footer line", () => {
  it.each([
    ["sq", "© Prona. Të gjitha të drejtat e rezervuara."],
    ["en", "© Prona. All rights reserved."],
    ["de", "© Prona. Alle Rechte vorbehalten."],
  ])("reads in the page's language (%s)", async (lang, line) => {
    const res = await request({ port: prona.port, path: `/kontakt?lang=${lang}` });
    expect(visibleText(res.body)).toContain(line);
  });
});
