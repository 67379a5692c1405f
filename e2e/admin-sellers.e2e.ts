import { describe, expect, it } from "vitest";
import { adminCookie, call, signInAsAdmin } from "./support/admin";
import { expectAccessible, expectNoPageErrors, registerInContext, setupBrowser } from "./support/browser";

const { newPage } = setupBrowser();

/** The demo administrator's session cookie, for the API call that puts the switch back. */
describe("sellers and the admin area", () => {
  it("a new seller cannot open /admin by default, and can when an administrator switched the setting on", async () => {
    // Default: registering as a seller does not make an administrator.
    const seller = await newPage();
    await registerInContext(seller, { user_type: "seller" });
    await seller.goto("/admin");
    expect(new URL(seller.url()).pathname).toBe("/");
    await expect(seller.getByRole("navigation", { name: "Menyja e administratorit" })).toHaveCount(0);

    const admin = await newPage();
    await signInAsAdmin(admin);
    await admin.goto("/admin/settings?tab=system");
    const box = admin.getByLabel("Shitësit dhe qiradhënësit e rinj bëhen administratorë");
    await expect(box).not.toBeChecked();
    // The page says plainly what turning it on means.
    await expect(admin.getByText(/bëhet administrator/)).toBeVisible();
    await expectAccessible(admin);
    try {
      await box.check();
      await admin.getByRole("button", { name: "Ruaj të gjitha cilësimet" }).click();
      await expect(admin.getByText("Cilësimet u ruajtën me sukses!")).toBeVisible();

      const second = await newPage();
      await registerInContext(second, { user_type: "landlord" });
      await second.goto("/admin");
      expect(new URL(second.url()).pathname).toBe("/admin");
      await expect(second.getByRole("heading", { level: 1, name: "Paneli" })).toBeVisible();
      expectNoPageErrors(second);

      // Switching it on did not reach back to the seller who registered before.
      await seller.goto("/admin");
      expect(new URL(seller.url()).pathname).toBe("/");
    } finally {
      // The e2e server is shared between test files: put the switch back off.
      const res = await call("PUT", "/api/admin/settings", await adminCookie(), { system: { sellers_become_admins: false } });
      expect(res.status).toBe(200);
    }
    expectNoPageErrors(seller);
    expectNoPageErrors(admin);
  });
});
