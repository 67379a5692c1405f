import type { Request as ExpressRequest } from "express";
import { promisify } from "node:util";
import zlib from "node:zlib";

// Answers compressed whole, once, instead of by compression() on the way out (which cuts a page into
// 16 KB chunks, each a round trip through the thread pool and a write to the socket of its own): the
// kept answers (response-cache.ts) and the signed-in pages rendered for their reader (signed-in-pages.ts).

/** The encodings we compress answers in, by preference (Brotli is smaller). */
const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Ours by preference, among those the reader accepts (q=0 refuses one); null for none. */
export function preferredEncoding(req: ExpressRequest): Encoding | null {
  return ENCODINGS.find((candidate) => req.acceptsEncodings(candidate) === candidate) ?? null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** `body` compressed: Brotli at `brotliQuality`, gzip at level 6. */
export function compress(body: Buffer, encoding: Encoding, brotliQuality: number): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzip(body, { level: 6 });
}

/** A body sent to many readers, kept with the compressed forms made of it on first use. */
export type KeptBody = { body: Buffer; encoded: Partial<Record<Encoding, Promise<Buffer>>> };

/**
 * The form of a kept body this reader accepts, compressed once per encoding, or the body as it is (no
 * encoding accepted, or under 1 KB, where compressing saves less than it costs).
 */
export async function keptBodyFor(
  req: ExpressRequest,
  kept: KeptBody,
  brotliQuality: number,
): Promise<{ encoding: Encoding | null; body: Buffer }> {
  const encoding = preferredEncoding(req);
  if (!encoding || kept.body.length < 1024) return { encoding: null, body: kept.body };
  kept.encoded[encoding] ??= compress(kept.body, encoding, brotliQuality);
  return { encoding, body: await kept.encoded[encoding] };
}
