import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "~/.server/db/schema";
import { userClient } from "../../../tests/support/admin-fixtures";
import { setupTestApi } from "../../../tests/support/test-api";
import { findProfile, getCurrentSession, toSessionUser } from "./session-user";

// Every signed-in request reads its person once: better-auth's session read returns the whole profile
// row (auth.ts declares each column), and getCurrentSession builds the person from it.

const { services, api } = setupTestApi();

describe("the signed-in person", () => {
  it("comes whole from better-auth's session read: every profile column, as the table holds it", async () => {
    const { client, user } = await userClient(api, { user_type: "seller" });
    await services.db
      .update(profiles)
      .set({ phone: "+38344123456", notify_messages: false, verified_at: new Date("2026-01-02T03:04:05Z") })
      .where(eq(profiles.id, user.id));
    const headers = new Headers({ cookie: client.cookieHeader() });

    const session = await services.auth.api.getSession({ headers });
    const row = (await findProfile(services.db, user.id))!;
    // The columns better-auth returns under their own names (camelCase) or as declared.
    expect(session!.user).toMatchObject({
      phone: row.phone,
      premium_until: row.premium_until,
      personal_id: row.personal_id,
      verified_at: row.verified_at,
      notify_email: row.notify_email,
      notify_property_alerts: row.notify_property_alerts,
      notify_messages: false,
      user_type: "seller",
      is_admin: false,
      is_premium: false,
    });

    const current = await getCurrentSession(services, headers);
    expect(current?.user).toEqual(toSessionUser(row));
  });

  it("is read fresh: a change to the profile shows on the next request", async () => {
    const { client, user } = await userClient(api);
    const headers = new Headers({ cookie: client.cookieHeader() });
    expect((await getCurrentSession(services, headers))?.user.name).not.toBe("Emër i Ri");
    await services.db.update(profiles).set({ name: "Emër i Ri", is_premium: true }).where(eq(profiles.id, user.id));
    expect((await getCurrentSession(services, headers))?.user).toMatchObject({ name: "Emër i Ri", is_premium: true, premium_active: true });
  });

  it("sign-up still takes the columns' defaults for what better-auth never sets", async () => {
    const { user } = await userClient(api);
    const row = (await findProfile(services.db, user.id))!;
    expect(row.personal_id).toMatch(/\S/);
    expect(row).toMatchObject({ notify_email: true, notify_property_alerts: true, notify_messages: true, phone: null, verified_at: null });
  });
});
