import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, expectAccessible, expectNoPageErrors, holdScripts, registerInContext, setupBrowser, signIn } from "./support/browser";

const { newPage } = setupBrowser();

/** The bell's own chunk: it loads after the page, and only for signed-in readers. */
const BELL_CHUNK = /\/assets\/notification-bell-[^/]*\.js$/;

type Messages = { items: { id: string; counterpart: { name: string }; status: string }[] };

/** The demo owner marks the demo buyer's request handled (pending first, so it always produces a notification). */
async function ownerHandlesBuyersRequest(owner: Page) {
  const list = (await (await owner.request.get("/api/me/messages?box=received")).json()) as Messages;
  const request = list.items.find((m) => m.counterpart.name === "Arta Krasniqi");
  if (!request) throw new Error("the demo owner has no request from the demo buyer");
  const patch = (status: string) =>
    owner.request.fetch(`/api/me/messages/${request.id}`, { method: "PATCH", data: { status }, headers: { origin: baseUrl() } });
  expect((await patch("pending")).status()).toBe(200);
  const started = Date.now();
  expect((await patch("handled")).status()).toBe(200);
  return started;
}

describe("notifications", () => {
  it("a new notification arrives live in the bell (red dot) and on top of /notifications; click marks read; filters; delete", async () => {
    const owner = await newPage();
    await signIn(owner, "owner@prona.local");

    const page = await newPage();
    await signIn(page, "buyer@prona.local");
    await page.goto("/notifications");
    const bell = page.getByTestId("notification-bell");
    // Start from a known state: nothing unread.
    const markAll = page.getByRole("button", { name: "Shëno të gjitha si të lexuara" });
    if (await markAll.isVisible()) await markAll.click();
    await expect(bell.getByTestId("bell-dot")).toBeHidden();
    await bell.locator("summary").click();
    await expect(bell.getByRole("heading", { name: "Njoftimet" })).toBeVisible();

    const started = await ownerHandlesBuyersRequest(owner);
    // Live: the dot and the item appear without a reload, within about a second (no polling).
    await expect(bell.getByTestId("bell-dot")).toBeVisible();
    const arrivedAfter = Date.now() - started;
    expect(arrivedAfter).toBeLessThan(1500);
    const firstInBell = bell.getByTestId("bell-list").locator("li").first();
    await expect(firstInBell).toContainText("Kërkesa juaj u shqyrtua");
    await expect(firstInBell).toContainText("Driton Berisha e shënoi si të trajtuar kërkesën tuaj për");
    await expect(firstInBell.locator("time")).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    const firstOnPage = page.getByTestId("notification-item").first();
    await expect(firstOnPage).toContainText("Kërkesa juaj u shqyrtua");
    await expect(firstOnPage).toHaveAttribute("data-unread", "true");
    await expectAccessible(page);

    // Clicking it in the bell marks it read: the dot goes.
    await firstInBell.getByRole("button").click();
    await expect(bell.getByTestId("bell-dot")).toBeHidden();
    await expect(page.getByTestId("notification-item").first()).toHaveAttribute("data-unread", "false");

    // Filters: unread is empty now, read has it.
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "Të palexuara" }).click();
    await expect(page).toHaveURL(/\?filter=unread$/);
    await expect(page.getByText("Nuk keni njoftime të palexuara")).toBeVisible();
    await page.getByRole("link", { name: "Të lexuara" }).click();
    await expect(page.getByTestId("notification-item").first()).toContainText("Kërkesa juaj u shqyrtua");

    // A page's HTML holds only the bell's count: opening the bell fetches the latest 10, newest first.
    await page.goto("/notifications");
    await bell.locator("summary").click();
    await expect(bell.getByTestId("bell-list").locator("li").first()).toContainText("Kërkesa juaj u shqyrtua");
    await page.keyboard.press("Escape");

    // Delete it.
    const count = await page.getByTestId("notification-item").count();
    await page.getByRole("button", { name: "Fshi njoftimin: Kërkesa juaj u shqyrtua" }).first().click();
    await expect(page.getByTestId("notification-item")).toHaveCount(count - 1);
    await page.reload();
    await expect(page.getByTestId("notification-item")).toHaveCount(count - 1);

    expectNoPageErrors(page);
    expectNoPageErrors(owner);
  });

  it("pages of 20 with 'load more'; 'mark all as read' on the page, and the bell follows", async () => {
    const owner = await newPage();
    await signIn(owner, "owner@prona.local");
    for (let i = 0; i < 21; i++) await ownerHandlesBuyersRequest(owner);

    const page = await newPage();
    await signIn(page, "buyer@prona.local");
    await page.goto("/notifications?filter=unread");
    await expect(page.getByTestId("notification-item")).toHaveCount(20);
    await page.getByRole("link", { name: "Ngarko më shumë" }).click();
    await expect(page.getByTestId("notification-item")).toHaveCount(21);
    await expect(page.getByRole("link", { name: "Ngarko më shumë" })).toBeHidden();

    const bell = page.getByTestId("notification-bell");
    await expect(bell.getByTestId("bell-dot")).toBeVisible();
    await page.getByRole("button", { name: "Shëno të gjitha si të lexuara" }).click();
    await expect(page.getByText("Nuk keni njoftime të palexuara")).toBeVisible();
    await expect(bell.getByTestId("bell-dot")).toBeHidden();
    expectNoPageErrors(page);
  });

  it("a new account has an empty bell and page, on a phone too", async () => {
    const page = await newPage({ viewport: { width: 375, height: 800 } });
    await registerInContext(page);
    await page.goto("/notifications");
    await expect(page.getByRole("main").getByText("Nuk keni njoftime", { exact: true })).toBeVisible();
    const bell = page.getByTestId("notification-bell");
    await expect(bell.getByTestId("bell-dot")).toBeHidden();
    await bell.locator("summary").click();
    await expect(bell.getByText("Nuk keni njoftime")).toBeVisible();
    await expectAccessible(page);
    await bell.getByRole("link", { name: "Shiko të gjitha njoftimet" }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    expectNoPageErrors(page);
  });

  it("a bell opened before its code arrives stays open and shows its list once the code is there", async () => {
    const page = await newPage();
    await registerInContext(page);
    // Hold the bell's own chunk back until the reader has opened the bell (the summary works without it).
    const release = await holdScripts(page, BELL_CHUNK);
    await page.goto("/listings", { waitUntil: "domcontentloaded" });
    const bell = page.getByTestId("notification-bell");
    await bell.locator("summary").click();
    await expect(bell.getByRole("link", { name: "Shiko të gjitha njoftimet" })).toBeVisible();
    release();
    await expect(bell.getByText("Nuk keni njoftime")).toBeVisible();
    await expect(bell).toHaveAttribute("open", "");
    expectNoPageErrors(page);
  });

  it("a notification created after the page was made, before the bell's code arrived, still lights the bell", async () => {
    const owner = await newPage();
    await signIn(owner, "owner@prona.local");
    const page = await newPage();
    await signIn(page, "buyer@prona.local");
    await page.goto("/notifications");
    const markAll = page.getByRole("button", { name: "Shëno të gjitha si të lexuara" });
    if (await markAll.isVisible()) await markAll.click();
    const bell = page.getByTestId("notification-bell");
    await expect(bell.getByTestId("bell-dot")).toBeHidden();

    // A page with no other listener: the bell's code, held back, opens the live connection only after
    // the notification was made. The connection's first count tells it.
    let release = await holdScripts(page, BELL_CHUNK);
    await page.goto("/listings");
    await ownerHandlesBuyersRequest(owner);
    release();
    await expect(bell.getByTestId("bell-dot")).toBeVisible();
    await bell.locator("summary").click();
    await expect(bell.getByTestId("bell-list").locator("li").first()).toContainText("Kërkesa juaj u shqyrtua");
    await page.keyboard.press("Escape");

    // /notifications: its list opens the connection first and gets the notification live; the bell,
    // joining that open connection later, starts from the count as of then.
    await page.goto("/notifications");
    await page.getByRole("button", { name: "Shëno të gjitha si të lexuara" }).click();
    await expect(bell.getByTestId("bell-dot")).toBeHidden();
    release = await holdScripts(page, BELL_CHUNK);
    await page.reload();
    await ownerHandlesBuyersRequest(owner);
    await expect(page.getByTestId("notification-item").first()).toHaveAttribute("data-unread", "true");
    release();
    await expect(bell.getByTestId("bell-dot")).toBeVisible();
    expectNoPageErrors(page);
  });

  it("sends visitors to /login", async () => {
    const page = await newPage();
    await page.goto("/notifications");
    await expect(page).toHaveURL(/\/login\?redirect_to=%2Fnotifications$/);
  });
});
