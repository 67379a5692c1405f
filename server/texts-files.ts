import type { NextFunction, Request, Response } from "express";
import { textsFileAt } from "~/.server/i18n-files";
import { type KeptBody, keptBodyFor } from "./compress";

/** Each file with its compressed forms, by hash: made once, at the strength of the build's own assets (they never change). */
const kept = new Map<string, KeptBody>();
const MAX_KEPT = 256;
const BROTLI_QUALITY = 11;

function keptFile(hash: string, body: Buffer): KeptBody {
  let file = kept.get(hash);
  if (!file) {
    file = { body, encoded: {} };
    if (kept.size < MAX_KEPT) kept.set(hash, file);
  }
  return file;
}

/**
 * A document's texts file (decision 0029; app/.server/i18n-files.ts), mounted at TEXTS_PATH: kept for a
 * year by the browser under its hashed address, compressed once. An address of another build's hash
 * gets today's texts, not to be kept; one that names no file is a 404.
 */
export function textsFiles() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = textsFileAt(req.path);
    if (!file) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    const etag = `"${file.hash}"`;
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Cache-Control", file.current ? "public, max-age=31536000, immutable" : "no-cache");
    res.setHeader("ETag", etag);
    res.vary("Accept-Encoding");
    if (req.headers["if-none-match"] === etag) {
      res.status(304).end();
      return;
    }
    keptBodyFor(req, keptFile(file.hash, file.body), BROTLI_QUALITY).then(({ encoding, body }) => {
      // compression() leaves an answer that already has a Content-Encoding alone.
      if (encoding) res.setHeader("Content-Encoding", encoding);
      res.send(body);
    }, next);
  };
}
