import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { call, newAccount, ownerWithListing } from "./support/admin";
import { baseUrl, expectAccessible, expectNoPageErrors, loginAs, registerInContext, setupBrowser, signIn } from "./support/browser";

const { newPage } = setupBrowser();

const items = (page: Page) => page.getByTestId("message-item");

describe("messages page", () => {
  it("a request sent from the property page reaches the owner's Received box with every field; the owner marks it handled and the requester sees it under Sent", async () => {
    const { owner, title, property, cleanup } = await ownerWithListing("mesazhi");
    try {
      const requester = await newPage();
      const unique = Date.now().toString(36);
      const requesterName = `Kërkues ${unique}`;
      const { email } = await registerInContext(requester, { name: requesterName });
      const text = `A pranoni ofertë për ${unique}?`;

      await requester.goto(`/property/${property.id}`);
      await requester.getByRole("link", { name: "Kontakto pronarin" }).click();
      const dialog = requester.getByRole("dialog", { name: "Dërgo kërkesë kontakti" });
      await dialog.getByLabel("Mesazhi").fill(text);
      await dialog.getByLabel("Lloji i kërkesës").selectOption("offer");
      await dialog.getByLabel("Numri i telefonit").fill("+383 44 555 666");
      await expect(dialog.getByLabel("Email")).toHaveValue(email);
      await dialog.getByRole("button", { name: "Dërgo kërkesën" }).click();
      await expect(dialog.getByText(/Kërkesa juaj u dërgua me sukses/)).toBeVisible();

      // The owner, from the sidebar: Received is the default box.
      const ownerPage = await newPage();
      await loginAs(ownerPage, owner.email, "sekret123");
      await ownerPage.getByRole("navigation", { name: "Menyja e llogarisë" }).getByRole("link", { name: "Mesazhet" }).click();
      await expect(ownerPage).toHaveURL(/\/messages$/);
      await expect(ownerPage.getByRole("link", { name: /Të marra/ })).toHaveAttribute("aria-current", "page");
      await expect(ownerPage.getByTestId("pending-count")).toHaveText("1 kërkesë e marrë në pritje");
      await expect(items(ownerPage)).toHaveCount(1);
      const item = items(ownerPage).first();
      await expect(item.getByRole("link", { name: title })).toHaveAttribute("href", `/property/${property.id}`);
      await expect(item).toContainText(text);
      await expect(item.locator("dt", { hasText: "Nga" }).locator("+ dd")).toHaveText(requesterName);
      await expect(item.locator("dt", { hasText: "Lloji i kërkesës" }).locator("+ dd")).toHaveText("Ofertë");
      await expect(item.locator("dt", { hasText: "Data" }).locator("+ dd")).toHaveText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
      await expect(item.getByRole("link", { name: "+383 44 555 666" })).toHaveAttribute("href", "tel:+38344555666");
      await expect(item.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
      await expect(item.getByTestId("message-status")).toHaveText("Statusi: në pritje");
      await expect(item).toHaveAttribute("data-status", "pending");
      await expectAccessible(ownerPage);

      await item.getByRole("button", { name: `Shëno si të trajtuar kërkesën nga ${requesterName} për ${title}` }).click();
      await expect(item.getByTestId("message-status")).toHaveText("Statusi: e trajtuar");
      await expect(ownerPage.getByTestId("pending-count")).toHaveText("0 kërkesa të marra në pritje");
      await ownerPage.reload();
      await expect(items(ownerPage).first()).toHaveAttribute("data-status", "handled");
      await expect(
        items(ownerPage)
          .first()
          .getByRole("button", { name: /^Ktheje në pritje/ }),
      ).toBeVisible();
      await expectAccessible(ownerPage);
      // The owner sent nothing.
      await ownerPage.getByRole("link", { name: "Të dërguara" }).click();
      await expect(ownerPage).toHaveURL(/\?box=sent$/);
      await expect(ownerPage.getByText("Nuk keni dërguar ende kërkesa kontakti.")).toBeVisible();

      // The requester: nothing received, the request under Sent with its new status and no controls.
      // The requester received nothing: /messages opens on what they sent.
      await requester.goto("/messages");
      await expect(requester.getByRole("link", { name: /Të dërguara/ })).toHaveAttribute("aria-current", "page");
      await requester.getByRole("link", { name: /Të marra/ }).click();
      await expect(requester).toHaveURL(/\/messages\?box=received$/);
      await expect(requester.getByText("Nuk keni marrë ende kërkesa kontakti.")).toBeVisible();
      await requester.getByRole("link", { name: "Të dërguara" }).click();
      await expect(requester).toHaveURL(/\/messages\?box=sent$/);
      const sent = items(requester).first();
      await expect(sent).toContainText(text);
      await expect(sent.locator("dt", { hasText: "Pronari" }).locator("+ dd")).toHaveText(owner.name);
      await expect(sent.getByRole("link", { name: title })).toHaveAttribute("href", `/property/${property.id}`);
      await expect(sent.getByTestId("message-status")).toHaveText("Statusi: e trajtuar");
      await expect(sent.getByRole("button")).toHaveCount(0);
      await expectAccessible(requester);
      await requester.setViewportSize({ width: 375, height: 800 });
      await expectAccessible(requester);

      // The requester cannot mark it through the page's action either.
      const id = await sent.getAttribute("data-id");
      const cookie = (await requester.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
      const forged = await fetch(`${baseUrl()}/messages`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl(), cookie },
        body: new URLSearchParams({ intent: "pending", id: id! }),
      });
      expect(forged.status).toBe(404);
      expect(await forged.text()).toContain("Kërkesa nuk u gjet.");
      await requester.reload();
      await expect(items(requester).first().getByTestId("message-status")).toHaveText("Statusi: e trajtuar");
      expectNoPageErrors(requester);
      expectNoPageErrors(ownerPage);
    } finally {
      await cleanup();
    }
  });

  it("the owner marks a request handled without JavaScript", async () => {
    const { owner, property, cleanup } = await ownerWithListing("pa-skript");
    try {
      const requester = await newAccount("Kërkues Pa Skript");
      const sent = await call("POST", `/api/properties/${property.id}/contact-requests`, requester.cookie, {
        message: "Kur mund ta shoh?",
        contact_type: "viewing",
        phone_number: "",
        email: "",
      });
      expect(sent.status).toBe(201);

      const page = await newPage({ javaScriptEnabled: false });
      await signIn(page, owner.email, "sekret123");
      await page.goto("/messages");
      const item = items(page).first();
      await expect(item).toContainText("Kur mund ta shoh?");
      await expect(item.locator("dt", { hasText: "Lloji i kërkesës" }).locator("+ dd")).toHaveText("Shikim i pronës");
      // No phone or e-mail given.
      await expect(item.locator("dt", { hasText: "Telefoni" }).locator("+ dd")).toHaveText("Nuk u dha");
      await expect(item.locator("dt", { hasText: "Email" }).locator("+ dd")).toHaveText("Nuk u dha");
      await item.getByRole("button", { name: /^Shëno si të trajtuar/ }).click();
      await expect(page).toHaveURL(/\/messages$/);
      await expect(items(page).first()).toHaveAttribute("data-status", "handled");
      await expect(page.getByTestId("pending-count")).toHaveText("0 kërkesa të marra në pritje");
    } finally {
      await cleanup();
    }
  });
});
