import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import type { Services } from "~/.server/services";
import { ApiClient } from "../../../tests/support/api-client";
import { startS3Sink } from "../../../tests/support/s3-sink";
import { createTestServices } from "../../../tests/support/services";

// With S3_* set, photos go to the object storage (and are removed from it), not to the local disk.
let sink: Awaited<ReturnType<typeof startS3Sink>>;
let services: Services;
let api: Api;
beforeAll(async () => {
  sink = await startS3Sink("PRONAKEY");
  services = await createTestServices({
    S3_ENDPOINT: sink.endpoint,
    S3_BUCKET: "prona-photos",
    S3_ACCESS_KEY_ID: "PRONAKEY",
    S3_SECRET_ACCESS_KEY: "s3cr3t",
    S3_PUBLIC_URL: "https://photos.prona.example",
  });
  api = createApi(services);
});
afterAll(async () => {
  await services.close();
  await sink.close();
});

describe("photos in S3-compatible storage", () => {
  it("stores a listing's photo with its WebP variants in the bucket, serves it from S3_PUBLIC_URL, and deletes it with the listing", async () => {
    const client = new ApiClient(api);
    await client.register();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: "Banesë me foto në S3",
      description: "Përshkrim.",
      price: "300",
      location: "Prishtinë",
    }))
      form.append(name, value);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c87828" } })
      .jpeg()
      .toBuffer();
    form.append("images", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "dhoma.jpg");
    const created = await client.request<{ property: { id: string; images: string[] }; images_failed: boolean }>(
      "POST",
      "/api/properties",
      form,
    );
    expect(created.status).toBe(201);
    expect(created.body.images_failed).toBe(false);
    const { id, images } = created.body.property;
    expect(images[0]).toMatch(new RegExp(`^https://photos\\.prona\\.example/${id}/\\d{13}-[a-z0-9]{8}\\.jpg$`));
    const keys = [...sink.objects.keys()].filter((k) => k.includes(id)).sort();
    expect(keys).toHaveLength(4);
    expect(keys.some((k) => k.endsWith(".card.webp"))).toBe(true);
    expect(keys.some((k) => k.endsWith(".medium.webp"))).toBe(true);
    expect(keys.some((k) => k.endsWith(".gallery.webp"))).toBe(true);

    expect((await client.request("DELETE", `/api/properties/${id}`)).status).toBe(200);
    expect([...sink.objects.keys()].filter((k) => k.includes(id))).toEqual([]);
  });
});
