import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailsTo } from "../support/outbox";
import { type PronaProcess, cookieHeader, postJson, request, startProna } from "../support/prona-process";

// One set of promises (issue 17 §2): what the home page, the premium page, the profile, the property form
// and the free-account refusal promise comes from the platform settings, so one change of a setting
// changes every page. Its own app process: the change would disturb other tests' pages.

let prona: PronaProcess;
let admin: string;
let owner: string;
let buyer: string;
beforeAll(async () => {
  prona = await startProna({ DEMO_DATA: "true" });
  admin = await sessionOf("admin@prona.local", "/api/auth/admin-login");
  owner = await sessionOf("owner@prona.local");
  buyer = await sessionOf("buyer@prona.local");
});
afterAll(() => prona?.stop());

async function sessionOf(email: string, path = "/api/auth/login"): Promise<string> {
  const res = await postJson(prona.port, path, { email, password: "demo1234" });
  expect(res.status).toBe(200);
  return cookieHeader(res.cookies);
}

/** The page's text as a reader sees it (no tags, entities as spaces, spaces collapsed). */
async function textOf(path: string, cookie?: string): Promise<string> {
  const res = await request({ port: prona.port, path, headers: cookie ? { cookie } : {} });
  expect(res.status, path).toBe(200);
  return res.body
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/\s+/g, " ");
}

async function saveSettings(properties: Record<string, unknown>, group = "properties") {
  const res = await request({
    port: prona.port,
    path: "/api/admin/settings",
    method: "PUT",
    body: JSON.stringify({ [group]: properties }),
    headers: { "content-type": "application/json", cookie: admin },
  });
  expect(res.status, res.body).toBe(200);
}

describe("one set of promises", () => {
  it("shows the photo limits of the settings on the home page, the premium page, the profile and the property form", async () => {
    // The defaults: 3 photos free, 15 with premium.
    expect(await textOf("/")).toContain("Shtoni deri në 3 prona falas, me deri në 3 foto secila");
    await saveSettings({ free_user_image_limit: 5, premium_user_image_limit: 12, max_images_per_property: 20 });

    expect(await textOf("/")).toContain("Shtoni deri në 3 prona falas, me deri në 5 foto secila");
    const premium = await textOf("/premium", owner);
    expect(premium).toContain("Deri në 12 foto për pronë");
    expect(premium).toContain("pa kufirin prej 3 pronash të llogarisë falas");
    expect(await textOf("/profile", owner)).toContain("Shpallje pa kufi, deri në 12 foto për pronë");
    // (The demo owner is at the free limit: the form is a buyer's, who has posted nothing.)
    expect(await textOf("/add-property", buyer)).toContain("Maksimum 5 foto për pronë");
    expect(await textOf("/kushtet-e-perdorimit")).toContain("për të publikuar deri në 3 prona");

    // The platform-wide maximum caps both tiers, everywhere.
    await saveSettings({ max_images_per_property: 4 });
    expect(await textOf("/")).toContain("me deri në 4 foto secila");
    expect(await textOf("/premium", owner)).toContain("Deri në 4 foto për pronë");
    expect(await textOf("/profile", owner)).toContain("deri në 4 foto për pronë");
  });

  it("offers no premium anywhere while allow_premium_features is off, and says so on the premium page", async () => {
    await saveSettings({ allow_premium_features: false });
    try {
      const premium = await textOf("/premium", buyer);
      expect(premium).toContain("Premium nuk ofrohet për momentin");
      expect(premium).not.toContain("Udhëzimet për pagesë");
      expect(await textOf("/")).not.toContain("Prona Premium");
      expect(await textOf("/profile", buyer)).not.toContain("Shpallje pa kufi");
      expect(await textOf("/my-properties", owner)).not.toContain("Bëhu Premium për më shumë");
    } finally {
      await saveSettings({ allow_premium_features: true });
    }
    // The price is the settings' too.
    expect(await textOf("/")).toMatch(/Prona Premium – vetëm 9,99\s€ në muaj/);
  });

  it("shows prices in the display currency the administrators chose, without converting them (issue 14 §8)", async () => {
    const listing = await request({ port: prona.port, path: "/api/properties?q=Marash" });
    const { id, price } = (JSON.parse(listing.body) as { properties: { id: string; price: number }[] }).properties[0]!;
    const shown = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 }).format(price);
    expect(await textOf(`/property/${id}`)).toContain(`${shown} €`);
    await saveSettings({ currency: "CHF" }, "site");
    try {
      const page = (await request({ port: prona.port, path: `/property/${id}` })).body;
      expect(page).toContain(`${shown}\u00a0CHF`);
      expect(page).toContain('"priceCurrency":"CHF"');
      expect(await textOf("/listings?q=Marash")).toContain(`${shown} CHF`);
    } finally {
      await saveSettings({ currency: "EUR" }, "site");
    }
  });

  it("names the free account's limit in the refusal of a 4th listing", async () => {
    // The demo owner has three listings already.
    const res = await postJson(
      prona.port,
      "/api/properties",
      {
        title: "Banesë e katërt",
        description: "Banesë e ndritshme.",
        price: 50_000,
        location: "Pejë",
        type: "apartment",
        listing_type: "sale",
      },
      { headers: { cookie: owner } },
    );
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({
      error: {
        code: "PROPERTY_LIMIT_REACHED",
        message: "Si përdorues Free mund të postoni maksimum 3 prona. Për më shumë, kaloni në Premium!",
      },
    });
  });

  it("names the site as the administrators set it in titles, meta and e-mail subjects (issue 14 §8)", async () => {
    await saveSettings(
      {
        name: "Shtëpia Ime",
        description: "Pronat e Dukagjinit, nga pronarët vetë.",
        contact_address: "Rr. Mbretëresha Teutë 3, 30000 Pejë",
      },
      "site",
    );
    try {
      const home = (await request({ port: prona.port, path: "/" })).body;
      expect(home).toContain("<title>Shtëpia Ime – ");
      expect(home).toContain('<meta property="og:site_name" content="Shtëpia Ime"/>');
      expect(home).toContain('<meta name="description" content="Pronat e Dukagjinit, nga pronarët vetë."/>');
      expect((await request({ port: prona.port, path: "/login" })).body).toContain("<title>Kyçu – Shtëpia Ime</title>");
      const listing = await request({ port: prona.port, path: "/api/properties?page_size=1" });
      const id = (JSON.parse(listing.body) as { properties: { id: string }[] }).properties[0]!.id;
      expect((await request({ port: prona.port, path: `/property/${id}` })).body).toMatch(/<title>[^<]+\| Shtëpia Ime<\/title>/);

      // The office address, in the footer, on the contact page and in the privacy notice (under the site's name).
      expect(await textOf("/")).toContain("Rr. Mbretëresha Teutë 3, 30000 Pejë");
      expect(await textOf("/kontakt")).toContain("Rr. Mbretëresha Teutë 3, 30000 Pejë");
      expect(await textOf("/privatesia")).toContain("Shtëpia Ime, Rr. Mbretëresha Teutë 3, 30000 Pejë");

      expect((await postJson(prona.port, "/api/auth/forgot-password", { email: "buyer@prona.local" })).status).toBe(200);
      const mail = mailsTo(path.join(prona.dataDir, "outbox"), "buyer@prona.local")[0]!;
      // The Subject header as MIME encoded words (already decoded from quoted-printable): join the words.
      const subject = /^Subject: (.*)$/m
        .exec(mail)![1]!
        .replace(/=\?UTF-8\?Q\?|\?=/g, "")
        .replace(/_/g, " ")
        .replace(/\s+/g, " ");
      expect(subject).toContain("Rivendosni fjalëkalimin tuaj");
      expect(subject).toContain("– Shtëpia Ime");
    } finally {
      await saveSettings(
        { name: "Prona", description: "Tregu i pronave të patundshme në Kosovë", contact_address: "Rr. Nënë Tereza 12, 10000 Prishtinë" },
        "site",
      );
    }
    expect((await request({ port: prona.port, path: "/login" })).body).toContain("<title>Kyçu – Prona</title>");
    // Back to the defaults: no address at all (the spec's sample is not shown as ours, in any language).
    expect(await textOf("/?lang=en")).not.toContain("Nënë Tereza");
  });

  it("shows no sample contact details, bank account or mailbox on a fresh install, and what an administrator sets (issue 17 §3)", async () => {
    const samples = ["info@prona.local", "support@prona.local", "privacy@", "123 456", "Nënë Tereza 12", "XK05 1212"];
    for (const path of ["/", "/kontakt", "/privatesia", "/premium", "/?lang=en", "/kontakt?lang=de"]) {
      const text = await textOf(path, path === "/premium" ? admin : undefined);
      for (const sample of samples) expect(text, `${path} shows "${sample}"`).not.toContain(sample);
    }
    // The contact page still offers its form; the footer and privacy notice point to it.
    expect(await textOf("/kontakt")).toContain("Dërgo mesazhin");
    expect((await request({ port: prona.port, path: "/privatesia" })).body).toContain('href="/kontakt"');

    await saveSettings({ contact_email: "zyra@shembull.com", contact_phone: "+383 49 555 010" }, "site");
    try {
      for (const path of ["/", "/kontakt", "/privatesia"]) expect(await textOf(path)).toContain("zyra@shembull.com");
      expect(await textOf("/kontakt")).toContain("+383 49 555 010");
    } finally {
      await saveSettings({ contact_email: "", contact_phone: "+383 44 123 456" }, "site");
    }
    expect(await textOf("/kontakt")).not.toContain("shembull.com");
  });
});
