import { describe, expect, it } from "vitest";
import type { AppEvent } from "~/.server/realtime/events";
import { createApi } from "~/.server/api/app";
import { ApiClient } from "../../../tests/support/api-client";
import { setupTestApi } from "../../../tests/support/test-api";
import { createNotification } from "./create-notification";

const { services } = setupTestApi();

describe("createNotification", () => {
  it("stores the notification and tells that user's listeners only", async () => {
    const api = createApi(services);
    const alice = await new ApiClient(api).register();
    const bob = await new ApiClient(api).register();
    const forAlice: AppEvent[] = [];
    const forBob: AppEvent[] = [];
    const stopAlice = services.events.subscribe(alice.id, (e) => forAlice.push(e));
    const stopBob = services.events.subscribe(bob.id, (e) => forBob.push(e));
    try {
      const row = await createNotification(services, {
        user_id: alice.id,
        type: "message",
        title: "Kërkesë e re",
        message: "Dikush ju shkroi.",
      });
      expect(row).toMatchObject({ user_id: alice.id, type: "message", is_read: false, property_id: null });
      await expect.poll(() => forAlice).toEqual([{ kind: "notification", userId: alice.id, id: row.id }]);
      expect(forBob).toEqual([]);
    } finally {
      stopAlice();
      stopBob();
    }
  });
});
