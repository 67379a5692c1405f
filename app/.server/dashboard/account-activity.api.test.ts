import { describe, expect, it } from "vitest";
import { getAdminQueue } from "~/.server/admin/dashboard";
import { favorites, listingReports, notifications, savedSearches } from "~/.server/db/schema";
import { ApiClient } from "../../../tests/support/api-client";
import { adminClient } from "../../../tests/support/admin-fixtures";
import { insertContactRequest, insertListing } from "../../../tests/support/fixtures";
import { setupTestApi } from "../../../tests/support/test-api";
import { accountActivity } from "./account-activity";

const { services, api } = setupTestApi();

describe("accountActivity (the dashboard's shortcuts)", () => {
  it("counts the user's own favourites, saved searches, requests sent, pending requests received and unread notifications", async () => {
    const buyer = await new ApiClient(api).register({ user_type: "buyer" });
    const owner = await new ApiClient(api).register({ user_type: "seller" });
    const other = await new ApiClient(api).register({ user_type: "buyer" });
    expect(await accountActivity(services, buyer.id)).toEqual({
      favorites: 0,
      saved_searches: 0,
      sent_requests: 0,
      received_pending: 0,
      unread_notifications: 0,
    });

    const [a, b] = [await insertListing(services, owner.id), await insertListing(services, owner.id)];
    await services.db.insert(favorites).values([
      { user_id: buyer.id, property_id: a.id },
      { user_id: buyer.id, property_id: b.id },
      { user_id: other.id, property_id: a.id },
    ]);
    await services.db.insert(savedSearches).values([
      { user_id: buyer.id, name: "Banesa në Prishtinë", params: { location: "Prishtinë" } },
      { user_id: other.id, name: "Shtëpi", params: { type: "house" } },
    ]);
    await insertContactRequest(services, { property_id: a.id, requester_id: buyer.id, owner_id: owner.id });
    await insertContactRequest(services, { property_id: b.id, requester_id: buyer.id, owner_id: owner.id, status: "handled" });
    await insertContactRequest(services, { property_id: b.id, requester_id: other.id, owner_id: owner.id });
    await services.db.insert(notifications).values([
      { user_id: buyer.id, title: "E re", message: "…" },
      { user_id: buyer.id, title: "E lexuar", message: "…", is_read: true },
      { user_id: other.id, title: "E tjetrit", message: "…" },
    ]);

    expect(await accountActivity(services, buyer.id)).toEqual({
      favorites: 2,
      saved_searches: 1,
      sent_requests: 2,
      received_pending: 0,
      unread_notifications: 1,
    });
    // The owner received three requests, one of them handled.
    expect(await accountActivity(services, owner.id)).toMatchObject({ sent_requests: 0, received_pending: 2, favorites: 0 });
  });
});

describe("getAdminQueue (what waits for an administrator)", () => {
  it("counts the listings waiting for approval and the open reports", async () => {
    const { actor } = await adminClient(api, services);
    const before = await getAdminQueue(services, actor);
    const owner = await new ApiClient(api).register({ user_type: "seller" });
    const reporter = await new ApiClient(api).register();
    await insertListing(services, owner.id, { status: "pending" });
    await insertListing(services, owner.id, { status: "pending" });
    const reported = await insertListing(services, owner.id);
    await services.db.insert(listingReports).values([
      { property_id: reported.id, reporter_id: reporter.id, reason: "wrong_price" },
      { property_id: reported.id, reporter_hash: "h", reason: "fraud", status: "dismissed" },
    ]);
    expect(await getAdminQueue(services, actor)).toEqual({
      pendingProperties: before.pendingProperties + 2,
      openReports: before.openReports + 1,
    });
  });
});
