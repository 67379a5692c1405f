import { like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, type Api } from "~/.server/api/app";
import { properties } from "~/.server/db/schema";
import type { Services } from "~/.server/services";
import { ApiClient } from "../../../tests/support/api-client";
import { uniqueWord } from "../../../tests/support/listing-fixtures";
import { startS3Sink } from "../../../tests/support/s3-sink";
import { createTestServices } from "../../../tests/support/services";

// A listing sent with photos becomes visible with its photos, in one commit (issue 16 §2): a process
// killed while the photos are being stored must not leave a listing without them. The storage here is
// the S3 test sink, which lets the test look at the database while a photo is being written.

let sink: Awaited<ReturnType<typeof startS3Sink>>;
let services: Services;
let api: Api;
/** What the database showed of the listing while each photo was being stored. */
const seenDuringPuts: { title: string; rows: number }[] = [];
let watchedTitle = "";
let refusePuts = false;

beforeAll(async () => {
  sink = await startS3Sink("PRONAKEY", {
    async beforePut() {
      if (watchedTitle) {
        const rows = await services.db.select({ id: properties.id }).from(properties).where(like(properties.title, watchedTitle));
        seenDuringPuts.push({ title: watchedTitle, rows: rows.length });
      }
      // 403 is not retried by the S3 client: the store fails at once.
      return refusePuts ? 403 : undefined;
    },
  });
  services = await createTestServices({
    S3_ENDPOINT: sink.endpoint,
    S3_BUCKET: "prona-photos",
    S3_ACCESS_KEY_ID: "PRONAKEY",
    S3_SECRET_ACCESS_KEY: "s3cr3t",
  });
  api = createApi(services);
});
afterAll(async () => {
  await services.close();
  await sink.close();
});

async function form(title: string, photos: number) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ title, description: "Përshkrim.", price: "300", location: "Prishtinë" }))
    body.append(name, value);
  const jpeg = await sharp({ create: { width: 48, height: 32, channels: 3, background: "#2878c8" } })
    .jpeg()
    .toBuffer();
  for (let i = 0; i < photos; i++) body.append("images", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), `foto${i}.jpg`);
  return body;
}

describe("creating a listing with photos", () => {
  it("stores the photos before the listing exists, and creates it naming all of them", async () => {
    const client = new ApiClient(api);
    await client.register();
    const title = `Banesë ${uniqueWord("atomike")}`;
    watchedTitle = title;
    const created = await client.request<{ property: { id: string; images: string[] }; images_failed: boolean }>(
      "POST",
      "/api/properties",
      await form(title, 2),
    );
    watchedTitle = "";
    expect(created.status).toBe(201);
    expect(created.body.images_failed).toBe(false);
    // Two photos, four objects each (original, gallery, medium, card): eight writes, none with the listing visible.
    expect(seenDuringPuts.filter((s) => s.title === title)).toEqual(Array.from({ length: 8 }, () => ({ title, rows: 0 })));
    const [row] = await services.db.select().from(properties).where(like(properties.title, title));
    expect(row!.images).toEqual(created.body.property.images);
    expect(row!.images).toHaveLength(2);
    for (const url of row!.images) expect(sink.objects.has(new URL(url).pathname)).toBe(true);
  });

  it("still saves the listing, without photos and saying so, when the storage refuses them", async () => {
    const client = new ApiClient(api);
    await client.register();
    const title = `Banesë ${uniqueWord("pafoto")}`;
    refusePuts = true;
    const before = sink.objects.size;
    const created = await client
      .request<{ property: { id: string; images: string[] }; images_failed: boolean }>("POST", "/api/properties", await form(title, 1))
      .finally(() => (refusePuts = false));
    expect(created.status).toBe(201);
    expect(created.body.images_failed).toBe(true);
    expect(created.body.property.images).toEqual([]);
    const rows = await services.db.select().from(properties).where(like(properties.title, title));
    expect(rows.map((r) => r.images)).toEqual([[]]);
    expect(sink.objects.size).toBe(before);
  });
});
