import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { describe, expect, it, onTestFinished } from "vitest";
import { baseUrl, demoCookie, expectAccessible, expectNoPageErrors, holdScripts, loginAs, setupBrowser, signIn } from "./support/browser";

const { newPage } = setupBrowser();

const AUTHENTICATED = [
  "/dashboard",
  "/my-properties",
  "/add-property",
  "/edit-property/00000000-0000-4000-8000-000000000000",
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
  "/admin/properties/00000000-0000-4000-8000-000000000000",
  "/admin/properties/edit/00000000-0000-4000-8000-000000000000",
  "/admin/analytics",
  "/admin/premium",
  "/admin/settings",
];
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

/** Where the server sends a request for a path (no redirect following). */
async function landing(path: string, cookie = "") {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
  const location = response.headers.get("location");
  return { status: response.status, location: location ? new URL(location, baseUrl()).pathname : null };
}

describe("route guards", () => {
  it("serves every public route to visitors", async () => {
    for (const path of PUBLIC) expect(await landing(path), path).toEqual({ status: 200, location: null });
  });

  it("sends visitors from the authenticated set to /login and from admin routes to /admin/login", async () => {
    for (const path of AUTHENTICATED) expect(await landing(path), path).toEqual({ status: 302, location: "/login" });
    for (const path of ADMIN) expect(await landing(path), path).toEqual({ status: 302, location: "/admin/login" });
  });

  it("sends a signed-in non-admin from admin routes to / and from /login and /register to /dashboard", async () => {
    const cookie = demoCookie("buyer");
    for (const path of ADMIN) expect(await landing(path, cookie), path).toEqual({ status: 302, location: "/" });
    expect(await landing("/login", cookie)).toEqual({ status: 302, location: "/dashboard" });
    expect(await landing("/register", cookie)).toEqual({ status: 302, location: "/dashboard" });
    for (const path of AUTHENTICATED.filter((p) => !p.startsWith("/edit-property"))) {
      expect((await landing(path, cookie)).status, path).toBe(200);
    }
  });

  it("lets an administrator into every admin route", async () => {
    const cookie = demoCookie("adminUser");
    for (const path of ["/admin", "/admin/users", "/admin/properties", "/admin/analytics", "/admin/premium", "/admin/settings"]) {
      expect((await landing(path, cookie)).status, path).toBe(200);
    }
  });

  it("sends unknown paths to /", async () => {
    expect(await landing("/does-not-exist")).toEqual({ status: 302, location: "/" });
    expect(await landing("/some/deep/unknown/path")).toEqual({ status: 302, location: "/" });
  });

  it("follows the redirect in the browser too", async () => {
    const page = await newPage();
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/login\?redirect_to=%2Fsettings$/);
    await signIn(page, "buyer@prona.local");
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/admin/users");
    await expect(page).toHaveURL(`${baseUrl()}/`);
    expectNoPageErrors(page);
  });
});

describe("top navigation", () => {
  it("shows the signed-in variant with the first name, the initial and the user menu", async () => {
    const page = await newPage();
    await loginAs(page, "premium@prona.local");
    const menu = page.getByTestId("user-menu");
    await expect(menu.locator("summary")).toContainText("Besa");
    await expect(menu.locator("summary")).toContainText("B");
    await menu.locator("summary").click();
    for (const name of ["Paneli im", "Profili", "Pronat e mia", "Dilni"]) {
      await expect(menu.getByRole(name === "Dilni" ? "button" : "link", { name })).toBeVisible();
    }
    // An owner's header offers a new listing (a buyer's does not: dashboard.e2e.ts).
    await expect(page.getByTestId("top-nav").getByRole("link", { name: "Shto pronë" })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open", "");
  });

  it("gets a stronger shadow after 20 px of scrolling", async () => {
    const page = await newPage({ viewport: { width: 1280, height: 500 } });
    await page.goto("/login");
    const nav = page.getByTestId("top-nav");
    await expect(nav).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 200);
    await expect(nav).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(nav).toHaveAttribute("data-scrolled", "false");
  });

  it("has a working mobile menu at 375 px, with legal advice", async () => {
    const page = await newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Navigimi kryesor" }).first()).toBeHidden();
    const menu = page.getByTestId("mobile-menu");
    await menu.locator("summary").click();
    const links = menu.getByRole("navigation");
    for (const name of ["Ballina", "Shpallje", "Agjencitë", "Kontakt", "Këshilla ligjore", "Kyçu", "Regjistrohu"]) {
      await expect(links.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    await links.getByRole("link", { name: "Kyçu", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(menu).not.toHaveAttribute("open", "");
    expectNoPageErrors(page);
  });

  it("keeps a menu opened while the page's code is on its way open when the code arrives", async () => {
    const page = await newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    // Hold the entry script back: the page shows, but nothing hydrates until the reader has opened the menu.
    const release = await holdScripts(page, /\/assets\/entry\.client-[^/]*\.js$/);
    const loaded = page.goto("/listings");
    const menu = page.getByTestId("mobile-menu");
    await menu.locator("summary").click();
    await expect(menu).toHaveAttribute("open", "");
    release();
    await loaded; // resolves once the page has hydrated
    await expect(menu).toHaveAttribute("open", "");
    await expect(menu.getByRole("navigation").getByRole("link", { name: "Shpallje", exact: true })).toBeVisible();
    // Still a menu of the app: a link in it navigates and closes it.
    await menu.getByRole("navigation").getByRole("link", { name: "Agjencitë", exact: true }).click();
    await expect(page).toHaveURL(/\/agjencite$/);
    await expect(menu).not.toHaveAttribute("open", "");
    expectNoPageErrors(page);
  });
});

describe("theme", () => {
  it("follows the system preference until chosen, and the choice survives a reload", async () => {
    const page = await newPage({ colorScheme: "dark" });
    await page.goto("/");
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
    expect(await isDark()).toBe(true);
    await page.getByTestId("theme-toggle").click();
    expect(await isDark()).toBe(false);
    await page.reload();
    expect(await isDark()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await page.getByTestId("theme-toggle").click();
    await page.goto("/login");
    expect(await isDark()).toBe(true);
    // axe: /login in the dark theme is checked with the auth pages below.
    expectNoPageErrors(page);
  });
});

describe("hydration", () => {
  // use-hydrated: the parts that need JavaScript are swapped in by one low-priority render after
  // hydration; the page is marked hydrated once they are in, and parts mounted later start swapped.
  it("marks a page hydrated once its JavaScript-only controls are in place", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 }, colorScheme: "dark" });
    await page.goto("/listings");
    // newPage waits for data-hydrated after each load: read the page as it is now, without waiting.
    const state = await page.evaluate(() => ({
      filtersOpener: document.querySelector('#main [aria-haspopup="dialog"]')?.tagName,
      filtersLink: document.querySelectorAll('a[href="#filters"]').length,
      theme: document.querySelector('[data-testid="theme-toggle"]')?.getAttribute("aria-label"),
    }));
    expect(state).toEqual({ filtersOpener: "BUTTON", filtersLink: 0, theme: "Kalo në temën e ndritshme" });
    expectNoPageErrors(page);
  });

  it("gives a page opened by a link its JavaScript-only controls at once", async () => {
    const page = await newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    await page.goto("/kontakt");
    // Counts every no-JavaScript filters link the next page shows, however briefly.
    await page.evaluate(() => {
      const counter = window as unknown as { filtersLinks: number };
      counter.filtersLinks = 0;
      new MutationObserver(() => {
        if (document.querySelector('a[href="#filters"]')) counter.filtersLinks++;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const menu = page.getByTestId("mobile-menu");
    await menu.locator("summary").click();
    await menu.getByRole("navigation").getByRole("link", { name: "Shpallje", exact: true }).click();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(page.getByRole("button", { name: "Filtrat" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { filtersLinks: number }).filtersLinks)).toBe(0);
    expectNoPageErrors(page);
  });

  it("switches the theme both ways on an error page too", async () => {
    const page = await newPage({ colorScheme: "dark" });
    const response = await page.goto("/property/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
    const toggle = page.getByTestId("theme-toggle");
    await expect(toggle).toHaveAttribute("aria-label", "Kalo në temën e ndritshme");
    await toggle.click();
    expect(await isDark()).toBe(false);
    await expect(toggle).toHaveAttribute("aria-label", "Kalo në temën e errët");
    await toggle.click();
    expect(await isDark()).toBe(true);
    expectNoPageErrors(page);
  });
});

describe("icons", () => {
  // Decision 0032: a page carries the symbols of the icons it draws; icons drawn later come from the sprite.
  const brokenIcons = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll("svg use")]
        .map((use) => use.getAttribute("href") ?? "")
        .filter((href) =>
          href.startsWith("#") ? !document.getElementById(href.slice(1)) : !/\/assets\/sprite-[\w-]+\.svg#[\w-]+$/.test(href),
        ),
    );

  it("draws a page's icons from symbols it carries, without fetching the sprite, its JavaScript-only buttons' too", async () => {
    const listing = ((await (await fetch(`${baseUrl()}/api/properties`)).json()) as { properties: { id: string }[] }).properties[0]!.id;
    for (const path of ["/listings", `/property/${listing}`]) {
      const page = await newPage({ viewport: { width: 390, height: 844 } });
      const sprite: string[] = [];
      page.on("request", (request) => request.url().includes("/assets/sprite-") && sprite.push(request.url()));
      await page.goto(path);
      const hrefs = await page.evaluate(() => [...document.querySelectorAll("svg use")].map((use) => use.getAttribute("href")));
      expect(hrefs.length).toBeGreaterThan(15);
      expect(hrefs.filter((href) => !href?.startsWith("#icon-"))).toEqual([]);
      expect(await brokenIcons(page)).toEqual([]);
      expect(sprite).toEqual([]);
      // The symbols take no room and are not read out.
      const symbols = page.locator("body > svg:first-child");
      await expect(symbols).toHaveAttribute("aria-hidden", "true");
      expect(await symbols.evaluate((svg) => svg.getBoundingClientRect().height)).toBe(0);
      expectNoPageErrors(page);
    }
  });

  it("draws the icons of a page opened by a link, and of a page streamed to a signed-in reader", async () => {
    const page = await newPage();
    await page.goto("/kontakt");
    await page.getByRole("navigation", { name: "Navigimi kryesor" }).first().getByRole("link", { name: "Shpallje", exact: true }).click();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(page.getByRole("heading", { name: /prona të gjetura/ })).toBeVisible();
    expect(await brokenIcons(page)).toEqual([]);

    await loginAs(page, "premium@prona.local");
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Shiko detajet" }).first()).toBeVisible();
    expect(await brokenIcons(page)).toEqual([]);
    expectNoPageErrors(page);
  });
});

describe("pages and headers", () => {
  it("renders content on the server and sends the security headers", async () => {
    const response = await fetch(`${baseUrl()}/login`);
    const html = await response.text();
    expect(html).toContain("Kyçu në llogarinë tuaj");
    expect(html).toContain('name="email"');
    // The content is in the HTML, ahead of the first script in <body>.
    const body = html.indexOf("<body");
    expect(html.indexOf("Kyçu në llogarinë tuaj", body)).toBeLessThan(html.indexOf("<script", body));
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[\w+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    // The stylesheet is in the page (painted with the HTML), allowed by this response's nonce alone.
    const nonce = /script-src 'self' 'nonce-([\w+/=]+)'/.exec(csp)?.[1];
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).toContain(".dark\\:bg-slate-950");
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*app-/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("serves the favicon and robots.txt as files, and a missing asset as a 404", async () => {
    const icon = await fetch(`${baseUrl()}/favicon.svg`, { redirect: "manual" });
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toContain("image/svg+xml");
    const robots = await fetch(`${baseUrl()}/robots.txt`, { redirect: "manual" });
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain("Disallow: /admin");
    expect((await fetch(`${baseUrl()}/assets/missing-file.js`, { redirect: "manual" })).status).toBe(404);
  });

  it("refuses a form post from another site", async () => {
    const response = await fetch(`${baseUrl()}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: "email=buyer%40prona.local&password=demo1234",
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("switches the language and keeps it in a cookie", async () => {
    const page = await newPage();
    await page.goto("/login");
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { name: "Log in to your account" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: "Deutsch" }).click();
    await expect(page.getByRole("heading", { name: "Bei Ihrem Konto anmelden" })).toBeVisible();
    await page.getByRole("button", { name: "Shqip" }).click();
    await expect(page.getByRole("heading", { name: "Kyçu në llogarinë tuaj" })).toBeVisible();
    expectNoPageErrors(page);
  });

  it("has no accessibility violations on the auth pages in light and dark", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await newPage({ colorScheme });
      for (const path of ["/", "/login", "/register", "/forgot-password", "/admin/login"]) {
        await page.goto(path);
        await expectAccessible(page);
      }
      expectNoPageErrors(page);
    }
  });
});

describe("error page", () => {
  it("says what happened in Albanian when the next page's data cannot be fetched at all", async () => {
    const page = await newPage();
    await page.goto("/");
    await page.route(/\.data(\?|$)/, (route) => route.abort("internetdisconnected"));
    await page.getByRole("navigation").getByRole("link", { name: "Shpallje", exact: true }).first().click();
    // A request that got no answer: the connection, not the page (issue 34 §11; e2e/offline.e2e.ts).
    await expect(page.getByRole("heading", { name: "Lidhja me internetin u ndërpre" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Provo përsëri" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Kthehu në ballinë" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("offline.");
  });
});

describe("first paint", () => {
  /**
   * Serves `html` as `path` from a server of its own: up to `<main id="main"`, a pause, then the
   * rest (everything else passed through). The page notes when its first frame ran (a frame callback
   * set in the head) and when the rest arrived (an inline script at the resumption).
   */
  async function pausedBeforeMain(path: string, html: string) {
    const split = html.indexOf('<main id="main"');
    expect(split).toBeGreaterThan(0);
    const frame = "<script>requestAnimationFrame(function(){window.__firstFrame=performance.now()})</script>";
    const head = html.slice(0, split).replace("<head>", `<head>${frame}`);
    const rest = `<script>window.__resumed=performance.now()</script>${html.slice(split)}`;
    const server = http.createServer((request, reply) => {
      if (request.url === path) {
        reply.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        reply.write(head);
        setTimeout(() => reply.end(rest), 1_000);
        return;
      }
      const forward = http.request(`${baseUrl()}${request.url}`, { headers: { accept: request.headers.accept ?? "*/*" } }, (answer) => {
        reply.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(reply);
      });
      forward.on("error", () => reply.destroy());
      forward.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  }

  async function firstFrameAndResumption(url: string) {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(url);
    return page.evaluate(() => {
      const marks = window as unknown as { __firstFrame: number; __resumed: number };
      return { frame: marks.__firstFrame, resumed: marks.__resumed };
    });
  }

  it("runs no frame before the page's content begins, which would paint an empty page (decision 0033)", async () => {
    const expectLink = '<link rel="expect" href="#main" blocking="render"/>';
    const html = await (await fetch(`${baseUrl()}/listings`)).text();
    expect(html).toContain(expectLink);
    const withHead = await firstFrameAndResumption(await pausedBeforeMain("/listings", html));
    expect(withHead.frame).toBeGreaterThan(withHead.resumed);
    // The same page without the link runs a frame while it waits: the pause is long enough to show one.
    const control = await pausedBeforeMain("/listings", html.replace(expectLink, ""));
    const without = await firstFrameAndResumption(control);
    expect(without.frame).toBeLessThan(without.resumed);
  });

  it("finds the element it waits for on every page, which is also the skip link's target", async () => {
    const mainOf = async (path: string, cookie = "") => {
      const response = await fetch(`${baseUrl()}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
      return { path, status: response.status, main: (await response.text()).includes('<main id="main"') };
    };
    const buyer = demoCookie("buyer");
    const admin = demoCookie("adminUser");
    const pages = await Promise.all([
      ...PUBLIC.map((path) => mainOf(path)),
      ...AUTHENTICATED.map((path) => mainOf(path, buyer)),
      ...ADMIN.map((path) => mainOf(path, admin)),
      // A listing that does not exist: the error page.
      mainOf("/property/00000000-0000-4000-8000-000000000000"),
    ]);
    expect(pages.filter((page) => page.status === 404).length).toBeGreaterThan(0);
    for (const page of pages) expect(page, page.path).toMatchObject({ main: true });
  });
});
