import { describe, expect, expectTypeOf, it } from "vitest";
import type { SessionUser } from "~/domain/session-user";
import { deleteUserAsAdmin } from "~/.server/admin/delete-user";
import { listUsers } from "~/.server/admin/list-users";
import { saveAllSettings } from "~/.server/admin/save-settings";
import { listContactMessages } from "~/.server/contact/list-contact-messages";
import { moderateReview } from "~/.server/reviews/moderate-review";
import type { Services } from "~/.server/services";
import { adminActorOf, adminClient, userClient } from "../../../tests/support/admin-fixtures";
import { ApiClient } from "../../../tests/support/api-client";
import { setupTestApi } from "../../../tests/support/test-api";
import { type AdminActor, asAdminActor, loadAdminActor } from "./admin-actor";
import { findProfile, toSessionUser } from "./session-user";

const { services, api } = setupTestApi();

async function sessionUserOf(id: string): Promise<SessionUser> {
  return toSessionUser((await findProfile(services.db, id))!);
}

describe("AdminActor: the administrator check admin services require", () => {
  it("is made from an administrator and refused (FORBIDDEN) to anyone else", async () => {
    const admin = await adminClient(api, services);
    const member = await userClient(api);
    expect(asAdminActor(await sessionUserOf(admin.user.id))).toMatchObject({ id: admin.user.id, is_admin: true });
    expect(() => asAdminActor({ ...admin.actor, is_admin: false })).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));
    const memberUser = await sessionUserOf(member.user.id);
    expect(() => asAdminActor(memberUser)).toThrow(expect.objectContaining({ code: "FORBIDDEN" }));
  });

  it("is loaded for tests from the profile as it is now: a member, or an unknown id, gets none", async () => {
    const admin = await adminClient(api, services);
    const member = await userClient(api);
    const actor = await adminActorOf(services, admin.user.id);
    expect(actor).toMatchObject({ id: admin.user.id, email: admin.user.email, is_admin: true });
    expect((await listUsers(services, actor, {})).total).toBeGreaterThan(0);
    await expect(loadAdminActor(services.db, member.user.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(loadAdminActor(services.db, "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("is given by the API's guard only to administrators (401 signed out, 403 members)", async () => {
    const member = await userClient(api);
    const admin = await adminClient(api, services);
    expect((await new ApiClient(api).get("/api/admin/users")).status).toBe(401);
    expect((await member.client.get("/api/admin/users")).status).toBe(403);
    expect((await admin.client.get("/api/admin/users")).status).toBe(200);
  });

  // Checked by the compiler (npm run typecheck): each call below must fail to compile, or its
  // expect-error directive is itself an error. The function is never run.
  it("does not compile an admin service called without a guard", () => {
    const skippedGuard = async (services: Services, user: SessionUser) => {
      // @ts-expect-error a SessionUser, even an administrator's, is not an AdminActor
      await listUsers(services, user, {});
      // @ts-expect-error nor is an object that looks like the acting administrator
      await deleteUserAsAdmin(services, { id: user.id, email: user.email }, user.id);
      // @ts-expect-error the settings
      await saveAllSettings(services, user, {});
      // @ts-expect-error the contact inbox
      await listContactMessages(services, user, {});
      // @ts-expect-error review moderation
      await moderateReview(services, { admin: user, id: user.id, decision: "published" });
    };
    const guarded = async (services: Services, user: SessionUser) => {
      await listUsers(services, asAdminActor(user), {});
    };
    expectTypeOf(skippedGuard).parameter(1).not.toEqualTypeOf<AdminActor>();
    expectTypeOf(guarded).toBeFunction();
    expectTypeOf<SessionUser>().not.toExtend<AdminActor>();
    expectTypeOf<AdminActor>().toExtend<SessionUser>();
  });
});
