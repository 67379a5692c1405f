import type { NextFunction, Request, Response } from "express";
import { textsFileAt } from "~/.server/i18n-files";
import { compress, type Encoding, preferredEncoding } from "./compress";

/** Compressed once per file and encoding, at the strength of the build's own assets (they never change). */
const compressed = new Map<string, Promise<Buffer>>();
const MAX_COMPRESSED = 512;

function encoded(hash: string, body: Buffer, encoding: Encoding): Promise<Buffer> {
  const key = `${hash}:${encoding}`;
  let pending = compressed.get(key);
  if (!pending) {
    pending = compress(body, encoding, 11);
    if (compressed.size < MAX_COMPRESSED) compressed.set(key, pending);
  }
  return pending;
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
    res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === etag) {
      res.status(304).end();
      return;
    }
    const encoding = preferredEncoding(req);
    if (!encoding) {
      res.send(file.body);
      return;
    }
    encoded(file.hash, file.body, encoding).then((body) => {
      res.setHeader("Content-Encoding", encoding);
      res.send(body);
    }, next);
  };
}
