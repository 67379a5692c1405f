import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Sink } from "../../../tests/support/s3-sink";
import { createS3Storage } from "./s3";

const property = "3f2b8c1e-5a6d-4e7f-8a9b-0c1d2e3f4a5b";
const key = `${property}/1763800000000-a1b2c3d4.jpg`;

let sink: Awaited<ReturnType<typeof startS3Sink>>;
beforeAll(async () => {
  sink = await startS3Sink("PRONAKEY");
});
afterAll(async () => {
  await sink.close();
});

const storage = (overrides: { accessKeyId?: string; publicUrl?: string } = {}) =>
  createS3Storage({
    endpoint: sink.endpoint,
    bucket: "prona-photos",
    region: "eu-central-1",
    accessKeyId: "PRONAKEY",
    secretAccessKey: "s3cr3t",
    ...overrides,
  });

describe("S3 storage", () => {
  it("uploads signed, once, with the content type and the spec's cache control of 3600 seconds", async () => {
    const s3 = storage();
    await s3.put(key, Buffer.from("jpeg bytes"), "image/jpeg");
    const stored = sink.objects.get(`/prona-photos/${key}`);
    expect(stored?.body.toString()).toBe("jpeg bytes");
    expect(stored?.headers["content-type"]).toBe("image/jpeg");
    expect(stored?.headers["cache-control"]).toBe("public, max-age=3600");
    // No overwrite: a second upload to the same key is refused.
    await expect(s3.put(key, Buffer.from("other"), "image/jpeg")).rejects.toThrow(/412/);
    expect(sink.objects.get(`/prona-photos/${key}`)?.body.toString()).toBe("jpeg bytes");
  });

  it("deletes objects, and a missing one is no error", async () => {
    const s3 = storage();
    const other = `${property}/1763800000001-e5f6a7b8.card.webp`;
    await s3.put(other, Buffer.from("webp"), "image/webp");
    await s3.delete([other, `${property}/1763800000002-00000000.png`]);
    expect(sink.objects.has(`/prona-photos/${other}`)).toBe(false);
  });

  it("fails loudly when the server refuses (wrong credentials)", async () => {
    await expect(
      storage({ accessKeyId: "WRONG" }).put(`${property}/1763800000003-11111111.png`, Buffer.from("x"), "image/png"),
    ).rejects.toThrow(/403/);
  });

  it("never writes a key outside the image pattern", async () => {
    await expect(storage().put("../../etc/passwd", Buffer.from("x"), "image/png")).rejects.toThrow(/outside the image pattern/);
  });

  it("gives public URLs under S3_PUBLIC_URL (or the bucket) and reads keys back only from them", () => {
    const cdn = storage({ publicUrl: "https://photos.prona.example/" });
    expect(cdn.publicUrl(key)).toBe(`https://photos.prona.example/${key}`);
    expect(cdn.keyFromUrl(`https://photos.prona.example/${key}`)).toBe(key);
    expect(cdn.keyFromUrl(`https://evil.example/${key}`)).toBeNull();
    expect(cdn.keyFromUrl("https://photos.prona.example/../secret.jpg")).toBeNull();
    expect(storage().publicUrl(key)).toBe(`${sink.endpoint}/prona-photos/${key}`);
  });
});
