import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Sink } from "../../../tests/support/s3-sink";
import { createS3Storage } from "../storage/s3";
import { BackupError } from "./backup-error";
import { copyPhotosIn, copyPhotosOut, photoKeys } from "./photos";

// The photo half of a backup through the storage interface, here S3 (the round trip through a
// database, on local disk, is backup-restore.api.test.ts).
const property = "3f2b8c1e-5a6d-4e7f-8a9b-0c1d2e3f4a5b";
const original = `${property}/1763800000000-a1b2c3d4.jpg`;

let sink: Awaited<ReturnType<typeof startS3Sink>>;
let dir: string;
beforeAll(async () => {
  sink = await startS3Sink("PRONAKEY");
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "prona-photos-test-"));
});
afterAll(async () => {
  await sink.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const bucket = (name: string) =>
  createS3Storage({
    endpoint: sink.endpoint,
    bucket: name,
    region: "auto",
    accessKeyId: "PRONAKEY",
    secretAccessKey: "s3cr3t",
    publicUrl: "https://photos.prona.example",
  });

describe("backup photos in S3-compatible storage", () => {
  it("copies a photo and its variants out and into another bucket byte for byte, and reports missing ones", async () => {
    const from = bucket("site");
    const keys = photoKeys(from, [`https://photos.prona.example/${original}`, "https://elsewhere.example/x.jpg"]);
    expect(keys).toEqual(
      [original, ...[".card.webp", ".medium.webp", ".gallery.webp"].map((variant) => original.replace(".jpg", variant))].sort(),
    );
    await from.put(original, Buffer.from("jpeg bytes"), "image/jpeg");
    await from.put(original.replace(".jpg", ".card.webp"), Buffer.from("card bytes"), "image/webp");

    // The gallery variant is lost; the medium one was never made (a photo from before it existed):
    // not a loss, so not reported.
    const out = await copyPhotosOut(from, keys, dir);
    expect(out.missing).toEqual([original.replace(".jpg", ".gallery.webp")]);
    expect(out.copied).toHaveLength(2);

    const to = bucket("restored");
    const copied = out.copied.map((entry) => entry.slice("photos/".length));
    await copyPhotosIn(to, copied, dir);
    // A repeated restore keeps what is already there with the same bytes.
    await copyPhotosIn(to, copied, dir);
    expect(sink.objects.get(`/restored/${original}`)?.body.toString()).toBe("jpeg bytes");
    expect(sink.objects.get(`/restored/${original}`)?.headers["content-type"]).toBe("image/jpeg");
    expect(sink.objects.get(`/restored/${original.replace(".jpg", ".card.webp")}`)?.body.toString()).toBe("card bytes");
  });

  it("stops rather than replace a different photo stored under the same key", async () => {
    const other = bucket("occupied");
    await other.put(original, Buffer.from("another photo"), "image/jpeg");
    await expect(copyPhotosIn(other, [original], dir)).rejects.toThrow(BackupError);
    await expect(copyPhotosIn(other, [original], dir)).rejects.toThrow(/already holds a different file/);
    expect(sink.objects.get(`/occupied/${original}`)?.body.toString()).toBe("another photo");
  });
});
