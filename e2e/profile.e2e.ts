import { describe, expect, it } from "vitest";
import { formatDate } from "~/domain/format";
import { expectAccessible, expectNoPageErrors, registerInContext, setupBrowser, signIn } from "./support/browser";

const { newPage } = setupBrowser();

type ProfileApi = {
  profile: { personal_id: string; premium_until: string | null; account_age_days: number };
  stats: { total_properties: number; active_properties: number; pending_properties: number; views?: { total: number }; favorites?: number };
};

const QUICK_ACTIONS = ["/my-properties", "/add-property", "/premium", "/settings", "/notifications"];

describe("profile", () => {
  it("free user: header, user type, counts and account age, views and favourites masked (and not sent), quick actions", async () => {
    const page = await newPage();
    await signIn(page, "owner@prona.local");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Driton Berisha");
    await expect(page.getByTestId("user-type")).toHaveText("Shitës");
    await expect(page.getByTestId("badge-admin")).toHaveCount(0);
    await expect(page.getByTestId("badge-premium")).toHaveCount(0);

    const api = (await (await page.request.get("/api/me/profile")).json()) as ProfileApi;
    await expect(page.getByTestId("stat-all")).toContainText(String(api.stats.total_properties));
    await expect(page.getByTestId("stat-active")).toContainText(String(api.stats.active_properties));
    await expect(page.getByTestId("stat-pending")).toContainText(String(api.stats.pending_properties));
    await expect(page.getByTestId("stat-age")).toContainText(`${api.profile.account_age_days} ditë`);
    expect(api.profile.account_age_days).toBeGreaterThan(30);

    await expect(page.getByTestId("stats-locked")).toBeVisible();
    await expect(page.getByTestId("stat-views")).toHaveCount(0);
    await expect(page.getByTestId("stats-locked").getByRole("link", { name: "Bëhu Premium" })).toHaveAttribute("href", "/premium");
    const data = await (await page.request.get("/profile.data")).text();
    expect(data).toContain("total_properties");
    expect(data).not.toContain("last_7_days");

    await expect(page.getByTestId("info-personal-id")).toHaveText(api.profile.personal_id);
    await expect(page.getByTestId("info-plan")).toHaveText("Falas");
    await expect(page.getByRole("link", { name: "Menaxho profilin" })).toHaveAttribute("href", "/settings");
    await expect(page.getByRole("main").getByRole("link", { name: "Bëhu Premium" }).first()).toHaveAttribute("href", "/premium");
    await expect(page.getByText("Shpallje pa kufi, deri në 15 foto për pronë", { exact: false })).toBeVisible();

    const actions = page.getByRole("region", { name: "Veprime të shpejta" }).getByRole("link");
    await expect(actions).toHaveCount(5);
    const hrefs = await actions.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(QUICK_ACTIONS);
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("premium user: views and favourites shown, premium badge and expiry, on a phone", async () => {
    const page = await newPage({ viewport: { width: 375, height: 800 } });
    await signIn(page, "premium@prona.local");
    await page.goto("/profile");
    const api = (await (await page.request.get("/api/me/profile")).json()) as ProfileApi;
    expect(api.stats.views).toBeDefined();
    await expect(page.getByTestId("user-type")).toHaveText("Qiradhënës");
    await expect(page.getByTestId("badge-premium")).toHaveText("Premium");
    await expect(page.getByTestId("stats-locked")).toHaveCount(0);
    await expect(page.getByTestId("stat-views")).toContainText(String(api.stats.views!.total));
    await expect(page.getByTestId("stat-views")).toContainText("këtë javë");
    await expect(page.getByTestId("stat-favorites")).toContainText(String(api.stats.favorites));
    await expect(page.getByTestId("info-plan")).toHaveText(`Premium deri më ${formatDate(api.profile.premium_until!, "sq")}`);
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("administrator: the Administrator badge", async () => {
    const page = await newPage();
    await signIn(page, "admin@prona.local");
    await page.goto("/profile");
    await expect(page.getByTestId("badge-admin")).toHaveText("Administrator");
    await expect(page.getByTestId("user-type")).toHaveText("Shitës");
    await expectAccessible(page);
    expectNoPageErrors(page);
  });

  it("a new renter: the label Qiramarrës, zero counts, no phone yet", async () => {
    const page = await newPage();
    await registerInContext(page, { name: "Lirie Morina", user_type: "renter" });
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lirie Morina");
    await expect(page.getByTestId("user-type")).toHaveText("Qiramarrës");
    await expect(page.getByTestId("stat-all")).toContainText("0");
    await expect(page.getByTestId("stat-age")).toContainText("0 ditë");
    await expect(page.getByTestId("info-phone")).toHaveText("Nuk është shtuar");
    expectNoPageErrors(page);
  });
});
