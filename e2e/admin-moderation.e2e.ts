import { describe, expect, it } from "vitest";
import { call, newAccount, postProperty, signInAsAdmin } from "./support/admin";
import { expectAccessible, expectNoPageErrors, setupBrowser } from "./support/browser";

const { newPage } = setupBrowser();

type Notification = { type: string; title: string; message: string; property_id: string | null };

async function notificationsOf(cookie: string) {
  const res = await call<{ items: Notification[] }>("GET", "/api/notifications", cookie);
  expect(res.status).toBe(200);
  return res.body.items;
}

describe("moderation in the admin area", () => {
  it("pending → approve: the listing goes live and the owner is told", async () => {
    const owner = await newAccount("Pronari Moderimit");
    const title = `Banesë moderimi ${Date.now().toString(36)}`;
    const property = await postProperty(owner.cookie, title);
    expect(property.status).toBe("pending");
    // Not public while pending.
    expect((await call("GET", `/api/properties/${property.id}`, "")).status).toBe(404);

    const page = await newPage();
    await signInAsAdmin(page);
    await page.goto(`/admin/properties?status=pending&q=${encodeURIComponent(title)}`);
    const row = page.locator("tbody tr", { hasText: title });
    await expect(row).toBeVisible();
    expect(await row.getAttribute("data-status")).toBe("pending");
    await expectAccessible(page);
    await row.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText("Në pritje").first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "Aprovo" }).click();
    const dialog = page.getByRole("dialog", { name: "Aprovo pronën" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Aprovo" }).click();
    await expect(page.getByText('Statusi u ndryshua në "Aktiv" dhe pronari u njoftua.')).toBeVisible();
    await expect(page.getByRole("link", { name: "Aprovo" })).toBeHidden();

    // The owner sees it active and has the spec's notification.
    const mine = await call<{ items?: { id: string; status: string }[]; properties?: { id: string; status: string }[] }>(
      "GET",
      "/api/my/properties",
      owner.cookie,
    );
    const list = mine.body.items ?? mine.body.properties ?? [];
    expect(list.find((p) => p.id === property.id)?.status).toBe("active");
    const [note] = await notificationsOf(owner.cookie);
    expect(note).toMatchObject({ type: "approval", title: "Prona u aprovua!", property_id: property.id });
    // Visible publicly now: a visitor reads it.
    const pub = await call<{ property: { title: string } }>("GET", `/api/properties/${property.id}`, "");
    expect(pub.status).toBe(200);
    expect(pub.body.property.title).toBe(title);

    // Clean up: the listing must not linger in other tests' public lists.
    await page.getByRole("link", { name: "Fshi" }).click();
    await page.getByRole("dialog", { name: "Fshi pronën" }).getByRole("button", { name: "Fshi" }).click();
    await expect(page).toHaveURL(/\/admin\/properties\?done=delete$/);
    await expect(page.getByText("Prona u fshi.")).toBeVisible();
    expectNoPageErrors(page);
  });

  it("reject with a reason through the change-status dialog: the owner gets the reason", async () => {
    const owner = await newAccount("Pronari Refuzimit");
    const title = `Shtëpi refuzimi ${Date.now().toString(36)}`;
    const property = await postProperty(owner.cookie, title);

    const page = await newPage({ viewport: { width: 375, height: 812 } });
    await signInAsAdmin(page);
    await page.goto(`/admin/properties/${property.id}?do=status`);
    const dialog = page.getByRole("dialog", { name: "Ndrysho statusin e pronës" });
    const confirm = dialog.getByRole("button", { name: "Konfirmo" });
    expect(await confirm.isDisabled()).toBe(true);
    // The reason field shows while no status is chosen and for rejected, not for the others.
    await expect(dialog.getByLabel("Arsyeja (opsionale)")).toBeVisible();
    await dialog.getByLabel("Statusi i ri").selectOption("sold");
    await expect(dialog.getByLabel("Arsyeja (opsionale)")).toBeHidden();
    await dialog.getByLabel("Statusi i ri").selectOption("rejected");
    await dialog.getByLabel("Arsyeja (opsionale)").fill("Fotot nuk përputhen me përshkrimin.");
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await expect(page.getByText('Statusi u ndryshua në "Refuzuar" dhe pronari u njoftua.')).toBeVisible();

    const [note] = await notificationsOf(owner.cookie);
    expect(note).toMatchObject({
      type: "rejection",
      title: "Prona u refuzua",
      message: "Fotot nuk përputhen me përshkrimin.",
      property_id: property.id,
    });
    expectNoPageErrors(page);
  });

  it("pending → reject with the Refuzo button: the listing stays private and the owner gets the spec's rejection", async () => {
    const owner = await newAccount("Pronari i Refuzuar");
    const title = `Tokë refuzimi ${Date.now().toString(36)}`;
    const property = await postProperty(owner.cookie, title);

    const page = await newPage();
    await signInAsAdmin(page);
    await page.goto(`/admin/properties/${property.id}`);
    await page.getByRole("link", { name: "Refuzo" }).click();
    const dialog = page.getByRole("dialog", { name: "Refuzo pronën" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Refuzo" }).click();
    await expect(page.getByText('Statusi u ndryshua në "Refuzuar" dhe pronari u njoftua.')).toBeVisible();
    // The shortcuts exist only while pending.
    await expect(page.getByRole("link", { name: "Refuzo" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Aprovo" })).toBeHidden();

    const [note] = await notificationsOf(owner.cookie);
    expect(note).toMatchObject({
      type: "rejection",
      title: "Prona u refuzua",
      message: `Prona juaj "${title}" u refuzua. Ju lutemi kontaktoni administratorin për më shumë informacion.`,
      property_id: property.id,
    });
    expect((await call("GET", `/api/properties/${property.id}`, "")).status).toBe(404);
    expectNoPageErrors(page);
  });

  it("works without JavaScript: the change-status dialog and a forged form are answered", async () => {
    const owner = await newAccount("Pronari pa JavaScript");
    const title = `Lokal pa JS ${Date.now().toString(36)}`;
    const property = await postProperty(owner.cookie, title);
    const page = await newPage({ javaScriptEnabled: false });
    await signInAsAdmin(page);
    await page.goto(`/admin/properties/${property.id}?do=status`);
    const dialog = page.getByRole("dialog", { name: "Ndrysho statusin e pronës" });
    // Without JavaScript the button cannot follow the select, so it stays usable; the select is required.
    const confirm = dialog.getByRole("button", { name: "Konfirmo" });
    expect(await confirm.isDisabled()).toBe(false);
    await dialog.getByLabel("Statusi i ri").selectOption("inactive");
    await confirm.click();
    await expect(page.getByText('Statusi u ndryshua në "Joaktiv" dhe pronari u njoftua.')).toBeVisible();
    const [note] = await notificationsOf(owner.cookie);
    expect(note).toMatchObject({ type: "status_change", title: "Statusi i pronës u ndryshua në Joaktiv", property_id: property.id });

    // A form post with an unknown intent is a clear refusal, not a server error.
    const forged = await page.request.post(`/admin/properties/${property.id}`, {
      form: { intent: "explode" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(forged.status()).toBe(400);
  });

  it("shows the load-failure view for an unknown property", async () => {
    const page = await newPage();
    await signInAsAdmin(page);
    const response = await page.goto("/admin/properties/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Prona nuk u gjet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Kthehu te pronat" })).toBeVisible();
  });
});
