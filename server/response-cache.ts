import { createHash } from "node:crypto";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { Caches } from "~/.server/cache/caches";
import { languageFromCookieHeader } from "~/.server/web/language";

// Anonymous readers of the busiest pages and API answers all get the same bytes for one address and
// language, so the first one's answer is kept (per content version: cache/caches.ts) and sent to the
// others. A signed-in reader, or any cookie but the language's, is never served from it.

/** The pages and API answers kept: the home page, the search, a listing, the map's markers and the locations. */
const CACHEABLE = [/^\/$/, /^\/listings$/, /^\/property\/[^/]+$/, /^\/api\/properties$/, /^\/api\/properties\/(map|locations)$/];

/** Cookies that do not make a page personal (the language is part of the key). */
const NEUTRAL_COOKIES = new Set(["lang"]);

/** For shared caches in front (nginx, a CDN): fresh for 10 s, then served while revalidated for 30 s more. */
const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=30";

/**
 * A kept answer. Its body is stored encoded, cut where the page's script nonce was: a copy is the parts
 * joined by the reader's own nonce, with no text to encode again (most of a hit's cost otherwise).
 */
type Stored = { status: number; headers: [string, string][]; parts: Buffer[]; hasNonce: boolean; etag: string };

/** The cache key of a request that may be served from the cache, or null. */
function responseCacheKey(req: ExpressRequest): string | null {
  if (req.method !== "GET") return null;
  const path = req.originalUrl.split("?")[0]!;
  if (!CACHEABLE.some((pattern) => pattern.test(path))) return null;
  const cookie = req.headers.cookie;
  if (cookie) {
    for (const part of cookie.split(";")) {
      const name = part.split("=")[0]!.trim();
      if (name && !NEUTRAL_COOKIES.has(name)) return null;
    }
  }
  return `${languageFromCookieHeader(cookie ?? null)} ${req.originalUrl}`;
}

/** A rendered answer may be kept: a 200 that sets no cookie and is not marked private. */
function isStorable(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return response.status === 200 && !response.headers.has("set-cookie") && !/private|no-store/.test(cacheControl);
}

async function toStored(response: Response, nonce: string | undefined): Promise<Stored> {
  const body = await response.text();
  const parts = (nonce ? body.split(nonce) : [body]).map((part) => Buffer.from(part));
  const headers = [...response.headers].filter(([name]) => name !== "content-length" && name !== "date");
  // Pages carry this response's script nonce: the hash leaves it out, so every copy has one ETag.
  const etag = `"${createHash("sha1")
    .update(nonce ? body.replaceAll(nonce, "") : body)
    .digest("base64url")}"`;
  return { status: response.status, headers, parts, hasNonce: parts.length > 1, etag };
}

/** The headers of a kept answer as sent: shared-cache rules, and an ETag for JSON. */
function replayHeaders(stored: Stored): [string, string][] {
  const headers = stored.headers.filter(([name]) => name !== "cache-control");
  headers.push(["cache-control", SHARED_CACHE_CONTROL]);
  // Only JSON is revalidated: a page's nonce changes with every copy, so a browser's stored one could not be reused.
  if (!stored.hasNonce) headers.push(["etag", stored.etag]);
  return headers;
}

/** A kept answer for one reader: the page's nonce replaced by this response's (the CSP header has it). */
function bodyFor(stored: Stored, nonce: string | undefined): Buffer {
  if (stored.parts.length === 1) return stored.parts[0]!;
  const glue = Buffer.from(nonce ?? "");
  return Buffer.concat(stored.parts.flatMap((part, i) => (i === 0 ? [part] : [glue, part])));
}

/**
 * First in line for a cacheable request: the answer kept for the current content version, written
 * straight out (no rendering, no web streams). Otherwise on to the app, which renders it and keeps
 * it under the version read here (`cachedAnswer`).
 */
export function keptAnswers(caches: Caches): RequestHandler {
  return (req, res, next) => {
    const key = responseCacheKey(req);
    if (!key) return next();
    caches
      .version()
      .then(async (version) => {
        // The app keeps its rendering under this key and version (cachedAnswer).
        res.locals.cacheKey = key;
        res.locals.contentVersion = version;
        const stored = await caches.peekAt<Stored | null>("responses", version, key);
        if (!stored) return next();
        for (const [name, value] of replayHeaders(stored)) res.setHeader(name, value);
        if (!stored.hasNonce && req.headers["if-none-match"] === stored.etag) return void res.status(304).end();
        res.status(stored.status).end(bodyFor(stored, res.locals.nonce as string | undefined));
      })
      .catch(next);
  };
}

/**
 * The answer to a cacheable request that `keptAnswers` found no kept answer for: `render()`'s, kept
 * when it may be. Concurrent readers of one address wait for one rendering.
 */
export async function cachedAnswer(res: ExpressResponse, caches: Caches, render: () => Promise<Response>): Promise<Response> {
  const key = res.locals.cacheKey as string | undefined;
  const version = res.locals.contentVersion as number | undefined;
  if (key === undefined || version === undefined) return render();
  const nonce = res.locals.nonce as string | undefined;
  let rendered: Response | undefined;
  const stored = await caches.memoAt("responses", version, key, async () => {
    const response = await render();
    if (isStorable(response)) return toStored(response, nonce);
    rendered = response;
    return null;
  });
  if (stored) {
    const headers = new Headers(replayHeaders(stored));
    return new Response(new Uint8Array(bodyFor(stored, nonce)), { status: stored.status, headers });
  }
  // Not kept (an error page, a redirect, a private answer): this reader's own rendering, or a new one.
  return rendered ?? render();
}
