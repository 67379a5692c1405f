import fs from "node:fs";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { auditLog, properties } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { localStorageRoot } from "~/.server/storage/local";
import { ApiClient } from "../../../../tests/support/api-client";
import { adminClient, insertProperty, userClient } from "../../../../tests/support/admin-fixtures";
import { createTestServices } from "../../../../tests/support/services";

// Photos that sell (issue 14 §6): reordering photos (the first is the cover), the floor plan and the
// video tour, called as the owner, a visitor, another user and an administrator.

let services: Services;
let api: Api;
beforeAll(async () => {
  services = await createTestServices();
  api = createApi(services);
});
afterAll(() => services.close());

type ErrorBody = { error: { code: string } };
type PropertyBody = { property: { images: string[]; floor_plan: string | null; video_url: string | null } };

const filesOf = (propertyId: string) => {
  const dir = path.join(localStorageRoot(services.config.dataDir), propertyId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

async function row(id: string) {
  const [r] = await services.db.select().from(properties).where(eq(properties.id, id));
  return r!;
}

async function photo(colour: string) {
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" });
}

/** Approves a listing as an administrator would (new content of an approved listing is reviewed: decisions/0034). */
const approve = (id: string) =>
  services.db.update(properties).set({ status: "active", status_by_admin: true }).where(eq(properties.id, id));

/** An owner's live listing with three photos, uploaded while it waited for approval. */
async function listingWithPhotos() {
  const { client: owner, user } = await userClient(api);
  const word = `kopertine${Math.random().toString(36).slice(2, 8)}`;
  const p = await insertProperty(services, user.id, { status: "pending", title: `Banesë ${word}` });
  const form = new FormData();
  for (const colour of ["#aa0000", "#00aa00", "#0000aa"]) form.append("images", await photo(colour), `${colour}.jpg`);
  const added = await owner.post<PropertyBody>(`/api/properties/${p.id}/images`, form);
  expect(added.status).toBe(200);
  expect(added.body.property.images).toHaveLength(3);
  await approve(p.id);
  return { owner, user, word, id: p.id, images: added.body.property.images };
}

describe("reordering photos", () => {
  it("lets the owner put any photo first (the cover) and keeps every photo", async () => {
    const { owner, id, images, word } = await listingWithPhotos();
    const [a, b, c] = images as [string, string, string];
    const answer = await owner.request<PropertyBody>("PUT", `/api/properties/${id}/images/order`, { images: [c, a, b] });
    expect(answer.status).toBe(200);
    expect(answer.body.property.images).toEqual([c, a, b]);
    expect((await row(id)).images).toEqual([c, a, b]);
    // The list's card shows the new cover, and how many photos there are.
    const listed = await new ApiClient(api).get<{ properties: { id: string; images: string[]; image_count: number }[] }>(
      `/api/properties?q=${word}`,
    );
    const card = listed.body.properties.find((entry) => entry.id === id);
    expect(card).toMatchObject({ images: [c], image_count: 3 });
  });

  it.each([
    ["a foreign path", (i: string[]) => [i[0], i[1], "/storage/property-images/00000000-0000-4000-8000-000000000000/1-aaaaaaaa.jpg"]],
    ["a duplicate", (i: string[]) => [i[0], i[0], i[1]]],
    ["a missing photo", (i: string[]) => [i[1], i[0]]],
    ["an extra photo", (i: string[]) => [...i, i[0]]],
    ["no photos", () => []],
    ["not a list", () => "x"],
  ])("refuses %s and changes nothing", async (_name, orderOf) => {
    const { owner, id, images } = await listingWithPhotos();
    const answer = await owner.request<ErrorBody>("PUT", `/api/properties/${id}/images/order`, { images: orderOf(images) });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe("IMAGE_ORDER_INVALID");
    expect((await row(id)).images).toEqual(images);
  });

  it("refuses a visitor and another user, and changes nothing", async () => {
    const { id, images } = await listingWithPhotos();
    const reversed = [...images].reverse();
    const visitor = await new ApiClient(api).request<ErrorBody>("PUT", `/api/properties/${id}/images/order`, { images: reversed });
    expect(visitor.status).toBe(401);
    const { client: other } = await userClient(api);
    const refused = await other.request<ErrorBody>("PUT", `/api/properties/${id}/images/order`, { images: reversed });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("NOT_PROPERTY_OWNER");
    // Nor through the administrators' route.
    const notAdmin = await other.request<ErrorBody>("PUT", `/api/admin/properties/${id}/images/order`, { images: reversed });
    expect(notAdmin.status).toBe(403);
    expect((await row(id)).images).toEqual(images);
  });

  it("lets an administrator reorder any listing's photos, with an audit entry", async () => {
    const { id, images } = await listingWithPhotos();
    const { client: admin, actor } = await adminClient(api, services);
    const reversed = [...images].reverse();
    // The owners' route is for owners only, administrators included.
    expect((await admin.request("PUT", `/api/properties/${id}/images/order`, { images: reversed })).status).toBe(403);
    const answer = await admin.request<PropertyBody>("PUT", `/api/admin/properties/${id}/images/order`, { images: reversed });
    expect(answer.status).toBe(200);
    expect((await row(id)).images).toEqual(reversed);
    const [audit] = await services.db.select().from(auditLog).where(eq(auditLog.target_id, id)).orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ actor_id: actor.id, action: "property.edit" });
    expect(audit!.details).toMatchObject({ images_reordered: true });
    const foreign = await admin.request<ErrorBody>("PUT", `/api/admin/properties/${id}/images/order`, {
      images: [images[0], images[0], images[1]],
    });
    expect(foreign.body.error.code).toBe("IMAGE_ORDER_INVALID");
  });
});

describe("floor plan", () => {
  it("is one image checked by content, not counted as a photo, replaced and removed by the owner only", async () => {
    const { owner, id, images } = await listingWithPhotos();
    const form = new FormData();
    form.append("floor_plan", await photo("#ffffff"), "plan.jpg");
    const { client: other } = await userClient(api);
    expect((await other.post(`/api/properties/${id}/images`, form)).status).toBe(403);
    const added = await owner.post<PropertyBody>(`/api/properties/${id}/images`, form);
    expect(added.status).toBe(200);
    expect(added.body.property.images).toEqual(images);
    expect(added.body.property.floor_plan).toMatch(new RegExp(`^/storage/property-images/${id}/\\d{13}-[a-z0-9]{8}\\.jpg$`));

    const fake = new FormData();
    fake.append("floor_plan", new Blob(["not an image"], { type: "image/png" }), "plan.png");
    const refused = await owner.post<ErrorBody>(`/api/properties/${id}/images`, fake);
    expect(refused.status).toBe(415);
    expect((await row(id)).floor_plan).toBe(added.body.property.floor_plan);

    const removed = await owner.post<PropertyBody>(`/api/properties/${id}/images`, { remove_floor_plan: true });
    expect(removed.status).toBe(200);
    expect(removed.body.property.floor_plan).toBeNull();
    expect(removed.body.property.images).toEqual(images);
    // The removed plan's files are gone: 3 photos with 3 variants each are left.
    expect(filesOf(id)).toHaveLength(12);
  });

  it("is replaced by a new one (the old files go), and deleted with the listing", async () => {
    const { owner, id } = await listingWithPhotos();
    const first = new FormData();
    first.append("floor_plan", await photo("#ffffff"), "plan.jpg");
    await owner.post(`/api/properties/${id}/images`, first);
    const second = new FormData();
    second.append("floor_plan", await photo("#eeeeee"), "plan-2.jpg");
    const replaced = await owner.post<PropertyBody>(`/api/properties/${id}/images`, second);
    expect(replaced.status).toBe(200);
    // 3 photos and the new plan, each with 3 variants: the old plan's files are gone.
    expect(filesOf(id)).toHaveLength(16);
    expect(filesOf(id)).toContain(path.basename(replaced.body.property.floor_plan!));
    expect((await owner.request("DELETE", `/api/properties/${id}`)).status).toBe(200);
    expect(filesOf(id)).toEqual([]);
  });
});

describe("video tour", () => {
  it("accepts YouTube and Vimeo addresses only, stored in canonical form", async () => {
    const { owner, id } = await listingWithPhotos();
    const saved = await owner.request<PropertyBody>("PATCH", `/api/properties/${id}`, { video_url: "https://youtu.be/dQw4w9WgXcQ?t=3" });
    expect(saved.status).toBe(200);
    expect(saved.body.property.video_url).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    const vimeo = await owner.request<PropertyBody>("PATCH", `/api/properties/${id}`, { video_url: "vimeo.com/76979871" });
    expect(vimeo.body.property.video_url).toBe("https://vimeo.com/76979871");

    for (const bad of ["https://example.com/video.mp4", "https://www.youtube.com/embed/dQw4w9WgXcQ", "javascript:alert(1)"]) {
      const refused = await owner.request<ErrorBody>("PATCH", `/api/properties/${id}`, { video_url: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe("VIDEO_URL_INVALID");
    }
    expect((await row(id)).video_url).toBe("https://vimeo.com/76979871");
    const cleared = await owner.request<PropertyBody>("PATCH", `/api/properties/${id}`, { video_url: "" });
    expect(cleared.body.property.video_url).toBeNull();
  });

  it("is shown on the public detail answer", async () => {
    const { owner, id } = await listingWithPhotos();
    await owner.request("PATCH", `/api/properties/${id}`, { video_url: "https://www.youtube.com/shorts/aBc_De-F123" });
    // A new video goes back to review; once approved, the public sees it.
    expect((await row(id)).status).toBe("pending");
    await approve(id);
    const detail = await new ApiClient(api).get<PropertyBody>(`/api/properties/${id}`);
    expect(detail.body.property.video_url).toBe("https://www.youtube.com/watch?v=aBc_De-F123");
  });
});
