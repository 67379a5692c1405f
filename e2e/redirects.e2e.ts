import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectNoPageErrors, setupBrowser, signIn } from "./support/browser";

// Return addresses with dot segments resolve to "//evil.example" (issue 33): Chromium, following the
// site's redirects and submitting its forms, must stay on the site.

const { newPage } = setupBrowser();

/** Every request Chromium makes to the attacker's host (none is answered: there is no network here). */
async function watchEvil(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.context().route(
    (url) => url.hostname.endsWith("evil.example"),
    (route) => {
      seen.push(route.request().url());
      return route.abort();
    },
  );
  return seen;
}

/** The page is on the site, at `path`. */
function expectOnSite(page: Page, path: string) {
  const url = new URL(page.url());
  expect(url.origin).toBe(new URL(baseUrl()).origin);
  expect(url.pathname).toBe(path);
}

async function submitLogin(page: Page) {
  await page.getByLabel("Email").fill("buyer@prona.local");
  await page.getByLabel("Fjalëkalimi", { exact: true }).fill("demo1234");
  await Promise.all([page.waitForURL("**/dashboard"), page.getByRole("button", { name: "Kyçu", exact: true }).click()]);
}

describe("return addresses with dot segments", () => {
  it("signed in, /login?redirect_to=/x/..//evil.example ends on /dashboard", async () => {
    const page = await newPage();
    const evil = await watchEvil(page);
    await signIn(page, "buyer@prona.local");
    await page.goto("/login?redirect_to=/x/..//evil.example");
    expectOnSite(page, "/dashboard");
    expect(evil).toEqual([]);
    expectNoPageErrors(page);
  });

  it("without JavaScript, the login form reached through /login?redirect_to=/.//evil.example ends on /dashboard", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const evil = await watchEvil(page);
    await page.goto("/login?redirect_to=/.//evil.example");
    await submitLogin(page);
    expectOnSite(page, "/dashboard");
    expect(evil).toEqual([]);
  });

  it("without JavaScript, a login form posting redirect_to=/.//evil.example itself ends on /dashboard", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const evil = await watchEvil(page);
    // The form as a tampered page would post it: the hostile value in the form's own hidden field.
    await page.route(
      (url) => url.pathname === "/login",
      async (route) => {
        if (route.request().method() !== "GET") return route.continue();
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /(<form[^>]*action="\/login"[^>]*>)/,
          '$1<input type="hidden" name="redirect_to" value="/.//evil.example">',
        );
        await route.fulfill({ status: response.status(), contentType: "text/html; charset=utf-8", body: html });
      },
    );
    await page.goto("/login");
    expect(await page.locator('input[name="redirect_to"]').getAttribute("value")).toBe("/.//evil.example");
    await submitLogin(page);
    expectOnSite(page, "/dashboard");
    expect(evil).toEqual([]);
  });

  it("with JavaScript, the login form reached through /login?redirect_to=/x/..//evil.example ends on /dashboard", async () => {
    const page = await newPage();
    const evil = await watchEvil(page);
    await page.goto("/login?redirect_to=/x/..//evil.example");
    await submitLogin(page);
    expectOnSite(page, "/dashboard");
    expect(evil).toEqual([]);
    expectNoPageErrors(page);
  });

  it("a mistyped address with two slashes reaches the page with one", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const evil = await watchEvil(page);
    await page.goto(`${baseUrl()}//listings?type=house`);
    expectOnSite(page, "/listings");
    expect(new URL(page.url()).search).toBe("?type=house");
    expect(evil).toEqual([]);
  });
});
