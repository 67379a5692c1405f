import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editPropertyAsAdmin } from "~/.server/admin/edit-property";
import { createApi, type Api } from "~/.server/api/app";
import { auditLog, properties } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { adminClient, insertProperty, userClient } from "../../../../tests/support/admin-fixtures";
import { createTestServices } from "../../../../tests/support/services";

let services: Services;
let api: Api;
beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
});
afterAll(() => services.close());

async function row(id: string) {
  const [r] = await services.db.select().from(properties).where(eq(properties.id, id));
  return r!;
}

describe("an administrator edits any property", () => {
  it("saves the fields with the owner's rules, keeps the status and records it", async () => {
    const { actor: admin } = await adminClient(api, services);
    const { user: owner } = await userClient(api);
    const p = await insertProperty(services, owner.id, { status: "active" });
    const saved = await editPropertyAsAdmin(services, {
      actor: admin,
      propertyId: p.id,
      input: {
        title: "Titull i korrigjuar",
        description: "Përshkrim i ri",
        price: "91000",
        location: "Prizren",
        type: "house",
        listing_type: "sale",
        rooms: "4",
        bathrooms: "2",
        area: "120",
        features: ["Oborr"],
        status: "rejected",
        owner_id: admin.id,
      },
    });
    expect(saved).toMatchObject({ title: "Titull i korrigjuar", price: 91_000, location: "Prizren", status: "active", owner_id: owner.id });
    const [audit] = await services.db.select().from(auditLog).where(eq(auditLog.target_id, p.id)).orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ actor_id: admin.id, action: "property.edit" });
    expect((audit!.details as { changed: string[] }).changed).toEqual(expect.arrayContaining(["title", "price", "location", "type"]));
  });

  it("refuses invalid fields with the form's messages and changes nothing", async () => {
    const { actor: admin } = await adminClient(api, services);
    const { user: owner } = await userClient(api);
    const p = await insertProperty(services, owner.id);
    await expect(
      editPropertyAsAdmin(services, { actor: admin, propertyId: p.id, input: { title: "", description: "x", price: "-5", location: "x" } }),
    ).rejects.toMatchObject({ status: 400 });
    expect((await row(p.id)).title).toBe(p.title);
    await expect(
      editPropertyAsAdmin(services, { actor: admin, propertyId: "00000000-0000-4000-8000-000000000000", input: {} }),
    ).rejects.toMatchObject({
      code: "ADMIN_PROPERTY_NOT_FOUND",
    });
  });

  it("adds and removes photos through the admin photo API within the owner's limit", async () => {
    const { client: adminApi } = await adminClient(api, services);
    const { user: owner } = await userClient(api);
    const p = await insertProperty(services, owner.id);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#aa3366" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("images", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "a.jpg");
    const added = await adminApi.post<{ property: { images: string[] } }>(`/api/admin/properties/${p.id}/images`, form);
    expect(added.status).toBe(200);
    expect(added.body.property.images).toHaveLength(1);
    // A free owner may have 3 photos: a 4th set of 3 is refused.
    const many = new FormData();
    for (let i = 0; i < 3; i++) many.append("images", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), `${i}.jpg`);
    const refused = await adminApi.post<{ error: { code: string } }>(`/api/admin/properties/${p.id}/images`, many);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("IMAGE_LIMIT_REACHED");
    expect((await row(p.id)).images).toHaveLength(1);
    const removed = await adminApi.post<{ property: { images: string[] } }>(`/api/admin/properties/${p.id}/images`, {
      remove_images: added.body.property.images,
    });
    expect(removed.body.property.images).toEqual([]);
  });
});
