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
