import { AwsClient } from "aws4fetch";
import { isImageKey, type ObjectStorage } from "./storage";

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
};

/** Where the photos are read from: S3_PUBLIC_URL (e.g. a CDN or public bucket domain), else the bucket itself. */
export function s3PublicBase(settings: S3Settings): string {
  return (settings.publicUrl ?? `${settings.endpoint.replace(/\/+$/, "")}/${settings.bucket}`).replace(/\/+$/, "");
}

/**
 * Photos in S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, ...), path-style requests
 * signed with AWS Signature V4. Objects are written once (`If-None-Match: *`, the spec's no-overwrite)
 * with the spec's cache control of 3600 seconds.
 */
export function createS3Storage(settings: S3Settings): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
  });
  const bucketUrl = `${settings.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(settings.bucket)}`;
  const publicBase = s3PublicBase(settings);
  const objectUrl = (key: string) => {
    if (!isImageKey(key)) throw new Error(`Refusing a storage key outside the image pattern: ${key}`);
    return `${bucketUrl}/${key}`;
  };

  async function expectOk(response: Response, what: string): Promise<void> {
    if (response.ok) return;
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    throw new Error(`S3 ${what} failed with ${response.status}: ${detail}`);
  }

  return {
    async put(key, body, contentType) {
      const response = await client.fetch(objectUrl(key), {
        method: "PUT",
        body: new Uint8Array(body),
        headers: { "content-type": contentType, "cache-control": "public, max-age=3600", "if-none-match": "*" },
      });
      await expectOk(response, `upload of ${key}`);
    },
    async get(key) {
      const response = await client.fetch(objectUrl(key), { method: "GET" });
      if (response.status === 404) return null;
      await expectOk(response, `download of ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(keys) {
      // DELETE answers 204 for a missing object as well, so a repeated delete is harmless.
      await Promise.all(
        keys.map(async (key) => {
          const response = await client.fetch(objectUrl(key), { method: "DELETE" });
          if (response.status !== 404) await expectOk(response, `delete of ${key}`);
        }),
      );
    },
    publicUrl(key) {
      return `${publicBase}/${key}`;
    },
    keyFromUrl(url) {
      const prefix = `${publicBase}/`;
      if (!url.startsWith(prefix)) return null;
      const key = url.slice(prefix.length);
      return isImageKey(key) ? key : null;
    },
  };
}
