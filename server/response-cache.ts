import { createHash } from "node:crypto";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { Caches } from "~/.server/cache/caches";
import { languageFromCookieHeader } from "~/.server/web/language";
import { isDataRequest, textsInBrowser } from "~/.server/web/texts-in-browser";
import { type KeptBody, keptBodyFor } from "./compress";
import { urlOf } from "./serve-fetch";

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
 * A kept answer: one body for every reader. A page is rendered with its first reader's CSP nonce; the
 * kept copy has the nonce taken out and the inline scripts and stylesheet that carried it allowed by
 * their hashes instead (`csp`), so the bytes are the same for everyone and each compressed form is
 * made once (`encoded`), not per request, which would cost more than the rest of a hit (see
 * docs/performance.md).
 */
type Stored = KeptBody & {
  status: number;
  headers: [string, string][];
  /** The page's security policy with hashes in place of the nonce; null for answers without a nonce (JSON). */
  csp: string | null;
  etag: string;
};

/** Once per kept answer: stronger than per-request compression (quality 3), still a few milliseconds. */
export const KEPT_BROTLI_QUALITY = 5;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
/** An inline script or stylesheet: its opening tag's attributes, its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style>/g;

/**
 * The policy for a page whose nonce was taken out: in the nonce's place, the hashes of the inline
 * scripts and stylesheets that carried it as rendered (`page`, nonce still in), as the kept text has
 * them (`nonce` taken out). Only those: the nonce marks what Prona wrote, so a script that found its
 * way into the page some other way (injected content) is no more allowed than the nonce allowed it.
 */
export function hashedPolicy(csp: string, nonce: string, page: string): string {
  // As React writes the attribute (the nonce is base64: nothing in it is escaped).
  const attribute = ` nonce="${nonce}"`;
  const hashes = (pattern: RegExp) => {
    const ours = [...page.matchAll(pattern)].filter((match) => match[1]!.includes(attribute));
    return [...new Set(ours.map((match) => sha256(match[2]!.replaceAll(nonce, ""))))].join(" ");
  };
  const sources = { "script-src": hashes(INLINE_SCRIPT), "style-src": hashes(INLINE_STYLE) };
  return csp
    .split(";")
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0] as keyof typeof sources;
      const replacement = sources[name] ?? "";
      return directive.replace(`'nonce-${nonce}'`, replacement).replace(/\s+$/, "");
    })
    .join(";");
}

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
  const key = `${languageFromCookieHeader(cookie ?? null)} ${req.originalUrl}`;
  if (!isDataRequest(path)) return key;
  // A data request's answer leaves out the texts the asking page holds, judged by its Referer
  // (web/texts-in-browser.ts; the root marks it Vary: Referer): one kept answer for each of the three
  // cases, not for each Referer, nor the first reader's for everyone.
  try {
    return `${key} ${textsInBrowser(new URL(urlOf(req)), req.get("referer"), false)}`;
  } catch {
    // No URL can be made of the request (its Host): the app answers it, unkept.
    return null;
  }
}

/** A rendered answer may be kept: a 200 that sets no cookie and is not marked private. */
function isStorable(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return response.status === 200 && !response.headers.has("set-cookie") && !/private|no-store/.test(cacheControl);
}

async function toStored(response: Response, nonce: string | undefined, csp: string | undefined): Promise<Stored> {
  const rendered = await response.text();
  const hasNonce = Boolean(nonce && rendered.includes(nonce));
  // nonce="" is left where the nonce was: an attribute the policy below no longer asks for.
  const text = hasNonce ? rendered.replaceAll(nonce!, "") : rendered;
  const headers = [...response.headers].filter(([name]) => name !== "content-length" && name !== "date");
  // Weak: the same validator for the Brotli, gzip and plain forms of one answer.
  const etag = `W/"${createHash("sha1").update(text).digest("base64url")}"`;
  return {
    status: response.status,
    headers,
    body: Buffer.from(text),
    csp: hasNonce && csp ? hashedPolicy(csp, nonce!, rendered) : null,
    etag,
    encoded: {},
  };
}

/** The headers of a kept answer as sent: shared-cache rules, the page's hashed policy, an ETag. */
function replayHeaders(stored: Stored): [string, string][] {
  const headers = stored.headers.filter(([name]) => name !== "cache-control");
  headers.push(["cache-control", SHARED_CACHE_CONTROL]);
  headers.push(["etag", stored.etag]);
  if (stored.csp) headers.push(["content-security-policy", stored.csp]);
  return headers;
}

/**
 * First in line for a cacheable request: the answer kept for the current content version, written
 * straight out, compressed once (no rendering, no web streams, no compression per request). Otherwise
 * on to the app, which renders it and keeps it under the version read here (`cachedAnswer`).
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
        res.vary("Accept-Encoding");
        if (req.headers["if-none-match"] === stored.etag) return void res.status(304).end();
        const { encoding, body } = await keptBodyFor(req, stored, KEPT_BROTLI_QUALITY);
        // compression() leaves an answer that already has a Content-Encoding alone.
        if (encoding) res.setHeader("content-encoding", encoding);
        res.setHeader("content-length", body.length);
        res.status(stored.status).end(body);
      })
      .catch(next);
  };
}

/**
 * The answer to a cacheable request that `keptAnswers` found no kept answer for: `render()`'s, kept
 * when it may be. Concurrent readers of one address wait for one rendering; each is sent the kept
 * copy (compressed per request by compression(), as only these first readers are).
 */
export async function cachedAnswer(res: ExpressResponse, caches: Caches, render: () => Promise<Response>): Promise<Response> {
  const key = res.locals.cacheKey as string | undefined;
  const version = res.locals.contentVersion as number | undefined;
  if (key === undefined || version === undefined) return render();
  const nonce = res.locals.nonce as string | undefined;
  const csp = res.getHeader("content-security-policy");
  let rendered: Response | undefined;
  const stored = await caches.memoAt("responses", version, key, async () => {
    const response = await render();
    if (isStorable(response)) return toStored(response, nonce, typeof csp === "string" ? csp : undefined);
    rendered = response;
    return null;
  });
  if (stored) {
    const headers = new Headers(replayHeaders(stored));
    return new Response(new Uint8Array(stored.body), { status: stored.status, headers });
  }
  // Not kept (an error page, a redirect, a private answer): this reader's own rendering, or a new one.
  return rendered ?? render();
}
