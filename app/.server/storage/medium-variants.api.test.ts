import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "~/.server/api/app";
import { imageVariantBackfills } from "~/.server/db/schema";
import { JOBS } from "~/.server/jobs/jobs";
import { createScheduler } from "~/.server/jobs/scheduler";
import type { Services } from "~/.server/services";
import { ApiClient } from "../../../tests/support/api-client";
import { startS3Sink } from "../../../tests/support/s3-sink";
import { createTestServices } from "../../../tests/support/services";
import { createMissingMediumVariants } from "./medium-variants";
import { variantKey } from "./storage";

// Photos stored before there were medium variants (simulated: a fresh upload whose medium file is
// deleted) get one from the photo-medium-variants job, on the local disk and in S3 storage alike,
// through the storage as the app uses it.

const STORAGES = ["local disk", "S3"] as const;

describe.each(STORAGES)("the photo-medium-variants job (%s)", (kind) => {
  let services: Services;
  let sink: Awaited<ReturnType<typeof startS3Sink>> | undefined;
  /** The photos' storage keys: a1, a2 of listing A; b1 of B (new, has its medium); c1, c2 of C (broken). */
  const keys: Record<"a1" | "a2" | "b1" | "c1" | "c2", string> = { a1: "", a2: "", b1: "", c1: "", c2: "" };
  let b1Medium: Buffer;

  const storage = () => services.storage;
  const medium = (key: string) => storage().get(variantKey(key, "medium"));
  const resetProgress = () => services.db.delete(imageVariantBackfills).where(eq(imageVariantBackfills.variant, "medium"));

  beforeAll(async () => {
    if (kind === "S3") {
      sink = await startS3Sink("PRONAKEY");
      services = await createTestServices({
        S3_ENDPOINT: sink.endpoint,
        S3_BUCKET: "prona-photos",
        S3_ACCESS_KEY_ID: "PRONAKEY",
        S3_SECRET_ACCESS_KEY: "s3cr3t",
      });
    } else {
      services = await createTestServices();
    }
    const client = new ApiClient(createApi(services));
    await client.register();
    const jpeg = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#2878c8" } })
      .jpeg()
      .toBuffer();
    const listing = async (title: string, photos: number) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ title, description: "Përshkrim.", price: "300", location: "Prishtinë" }))
        form.append(name, value);
      for (let i = 0; i < photos; i++) form.append("images", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), `foto${i}.jpg`);
      const created = await client.request<{ property: { images: string[] } }>("POST", "/api/properties", form);
      expect(created.status).toBe(201);
      return created.body.property.images.map((url) => storage().keyFromUrl(url)!);
    };
    [keys.a1, keys.a2] = (await listing("Banesë e vjetër", 2)) as [string, string];
    [keys.b1] = (await listing("Banesë e re", 1)) as [string];
    [keys.c1, keys.c2] = (await listing("Banesë me foto të prishura", 2)) as [string, string];
    b1Medium = (await medium(keys.b1))!;

    // Old photos: no medium variant; a2 has lost its gallery variant too (made from the original).
    await storage().delete(["a1", "a2", "c1", "c2"].map((k) => variantKey(keys[k as keyof typeof keys], "medium")));
    await storage().delete([variantKey(keys.a2, "gallery")]);
    // Broken photos: c1 has nothing to make it from, c2's gallery variant does not decode.
    await storage().delete([keys.c1, variantKey(keys.c1, "gallery")]);
    await storage().delete([variantKey(keys.c2, "gallery")]);
    await storage().put(variantKey(keys.c2, "gallery"), Buffer.from("not a photo"), "image/webp");
  });
  afterAll(async () => {
    await services.close();
    await sink?.close();
  });

  it("makes the missing medium variants, 960 px WebP, skipping broken photos without failing", async () => {
    const outcome = await createScheduler(services, JOBS).runNow("photo-medium-variants");
    expect(outcome.status).toBe("ran");

    for (const key of [keys.a1, keys.a2]) {
      const meta = await sharp((await medium(key))!).metadata();
      expect(meta, key).toMatchObject({ format: "webp", width: 960, height: 720 });
    }
    if (sink) expect(sink.objects.get(`/prona-photos/${variantKey(keys.a1, "medium")}`)?.headers["content-type"]).toBe("image/webp");
    // The new photo's medium variant is left as its upload made it.
    expect((await medium(keys.b1))!.equals(b1Medium)).toBe(true);
    // The broken photos are skipped: still without one, and the rest of their listing's files untouched.
    expect(await medium(keys.c1)).toBeNull();
    expect(await medium(keys.c2)).toBeNull();
    expect((await storage().get(variantKey(keys.c2, "gallery")))?.toString()).toBe("not a photo");

    // The run remembered where it got to: the next one looks at no photo again.
    const [progress] = await services.db.select().from(imageVariantBackfills);
    expect(progress?.variant).toBe("medium");
    expect(await createMissingMediumVariants(services)).toEqual({ listings: 0, photos: 0, created: 0, skipped: 0 });
  });

  it("changes nothing when run again over the same photos", async () => {
    const before = await Promise.all([keys.a1, keys.a2, keys.b1].map(medium));
    await resetProgress();
    expect(await createMissingMediumVariants(services)).toEqual({ listings: 3, photos: 5, created: 0, skipped: 2 });
    const after = await Promise.all([keys.a1, keys.a2, keys.b1].map(medium));
    after.forEach((bytes, i) => expect(bytes!.equals(before[i]!)).toBe(true));
  });

  it("goes through the listings in batches of whole listings, going on where the last run stopped", async () => {
    await resetProgress();
    await storage().delete([variantKey(keys.a1, "medium")]);
    const runs = [];
    for (let run = 0; run < 10; run++) {
      const result = await createMissingMediumVariants(services, 2);
      if (result.listings === 0) break;
      // At most the batch, unless one listing alone has more photos.
      if (result.listings > 1) expect(result.photos).toBeLessThanOrEqual(2);
      runs.push(result);
    }
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.reduce((sum, r) => sum + r.listings, 0)).toBe(3);
    expect(runs.reduce((sum, r) => sum + r.photos, 0)).toBe(5);
    expect(runs.reduce((sum, r) => sum + r.created, 0)).toBe(1);
    expect((await sharp((await medium(keys.a1))!).metadata()).width).toBe(960);
  });
});
