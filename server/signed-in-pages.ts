import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { getCurrentSession } from "~/.server/auth/session-user";
import { readerTouchesListings } from "~/.server/listings/reader-listings";
import { unreadCount } from "~/.server/notifications/list-notifications";
import type { Services } from "~/.server/services";
import type { RequestMeta } from "~/.server/web/context";
import { languageFromCookieHeader } from "~/.server/web/language";
import { isDataRequest } from "~/.server/web/texts-in-browser";
import type { SessionUser } from "~/domain/session-user";
import { deflatePart, gzipParts, type Part } from "./gzip-parts";
import { fillTemplate, holeTexts, type PageTemplate, shapeOf, standInFor, templateOf, type Values, valuesOf } from "./page-template";
import { urlOf } from "./serve-fetch";

// Signed-in readers of the busiest pages (decision 0027): a page is rendered once per address, language,
// content version, reader shape and unread count, as a stand-in reader, and each reader gets it with
// their own values filled in (page-template.ts). A reader who owns or keeps a listing the page shows,
// and anything the template cannot serve, gets a page rendered for them, as before.

/** The documents served so: the home page, the search and a listing (the anonymous ones are kept too). Not their data (`.data`). */
const PAGES = [/^\/$/, /^\/listings$/, /^\/property\/[^/.]+$/];

/** Renders a page address with the given request meta (server/app.ts: the React Router handler). */
export type RenderPage = (url: string, lang: string | null, meta: Partial<RequestMeta>) => Promise<Response>;

type Kept = {
  template: PageTemplate;
  status: number;
  headers: [string, string][];
  /** The template's own text, deflated once (gzip-parts.ts): a reader's page is then put together, not compressed. */
  literals: Part[];
};

/** Response headers set again when a rendered page is sent. */
const dropped = new Set(["content-length", "date"]);

async function rendered(response: Response): Promise<{ status: number; headers: [string, string][]; text: string }> {
  return { status: response.status, headers: [...response.headers].filter(([name]) => !dropped.has(name)), text: await response.text() };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A page rendered for its reader, sent compressed in one piece: compression() would cut a 250 KB page
 * into 16 KB chunks, each a round trip through the thread pool and a write to the socket of its own.
 * Brotli at quality 3, as compression() is set for rendered pages (server/app.ts).
 */
async function sendRendered(
  req: ExpressRequest,
  res: ExpressResponse,
  page: { status: number; headers: [string, string][]; text: string },
) {
  let body = Buffer.from(page.text);
  let encoding: string | undefined;
  if (req.acceptsEncodings("br") === "br") {
    body = await brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    encoding = "br";
  } else if (req.acceptsEncodings("gzip") === "gzip") {
    body = await gzip(body, { level: 6 });
    encoding = "gzip";
  }
  send(res, page, body, encoding);
}

/**
 * A page filled in from its template. Compressed as gzip put together from the template's text,
 * deflated once, and the reader's values (~0.15 ms against ~1.7 ms of Brotli for a 250 KB page, for
 * ~10% more bytes than Brotli at quality 3 would send).
 */
function sendFilled(req: ExpressRequest, res: ExpressResponse, kept: Kept, values: Values) {
  const texts = holeTexts(kept.template, values);
  if (req.acceptsEncodings("gzip") !== "gzip") {
    send(res, kept, Buffer.from(kept.template.literals.map((literal, index) => literal + (texts[index] ?? "")).join("")));
    return;
  }
  const parts: Part[] = [kept.literals[0]!];
  texts.forEach((text, index) => parts.push({ bytes: Buffer.from(text) }, kept.literals[index + 1]!));
  send(res, kept, gzipParts(parts), "gzip");
}

function send(res: ExpressResponse, page: { status: number; headers: [string, string][] }, body: Buffer, encoding?: string) {
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  res.vary("Accept-Encoding");
  // compression() leaves an answer that already has a Content-Encoding alone.
  if (encoding) res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", body.length);
  res.status(page.status).end(body);
}

/**
 * The template for this reader's key: the page rendered as a stand-in, checked once against the page
 * rendered for the reader who asked first (who is sent theirs). Null when the two differ, when the
 * page is not a plain 200, or when a placeholder could not be cut out: those readers get their own.
 */
async function makeTemplate(
  render: RenderPage,
  url: string,
  lang: string | null,
  user: SessionUser,
  unread: number,
  nonce: string,
  services: Services,
  own: { page?: Awaited<ReturnType<typeof rendered>> },
): Promise<Kept | null> {
  const standIn = standInFor(user);
  const [asStandIn, asReader] = await Promise.all([
    render(url, lang, { template: { user: standIn.user, client: standIn.client, unread }, nonce: standIn.nonce }).then(rendered),
    render(url, lang, { session: { user }, nonce }).then(rendered),
  ]);
  own.page = asReader;
  // Only a plain page is kept: not an error, a redirect, nor one that sets a cookie (a language asked for in the address).
  const plain = (page: typeof asReader) => page.status === 200 && !page.headers.some(([name]) => name === "set-cookie");
  if (!plain(asStandIn) || !plain(asReader)) return null;
  const template = templateOf(asStandIn.text, standIn);
  // A reader with a page of their own (a listing of theirs or a favourite on it) cannot check the
  // template: the next reader makes it (a failure is not kept).
  if (template && (await readerTouchesListings(services.db, user.id, template.listingIds))) throw new Error("a page of the reader's own");
  if (!template || fillTemplate(template, valuesOf(user, nonce)) !== asReader.text) {
    services.logger.warn(
      { url, reason: template ? "differs from the reader's own page" : "a placeholder was changed" },
      "signed-in page not kept",
    );
    return null;
  }
  const literals = await Promise.all(
    template.literals.map(async (literal) => {
      const bytes = Buffer.from(literal);
      return { bytes, deflated: await deflatePart(bytes) };
    }),
  );
  return { template, status: asStandIn.status, headers: asStandIn.headers, literals };
}

export function signedInPages(services: Services, render: RenderPage): RequestHandler {
  async function serve(req: ExpressRequest, res: ExpressResponse): Promise<boolean> {
    const session = await getCurrentSession(services, new Headers({ cookie: req.headers.cookie ?? "" }));
    // Read once: a page rendered after all gets the session from here (requestMetaContext.session).
    res.locals.session = session;
    if (!session) return false;
    const { user } = session;
    const nonce = res.locals.nonce as string;
    const [version, unread] = await Promise.all([services.caches.version(), unreadCount(services.db, user.id)]);
    const lang = req.headers.cookie?.includes("lang=") ? languageFromCookieHeader(req.headers.cookie) : null;
    const key = `${lang} ${req.originalUrl} ${unread} ${shapeOf(user)}`;
    const own: { page?: Awaited<ReturnType<typeof rendered>> } = {};
    const kept = await services.caches
      .memoAt("signed-in pages", version, key, () => makeTemplate(render, urlOf(req), lang, user, unread, nonce, services, own))
      .catch((error: unknown) => {
        // Another reader's making of it failed (a page of their own, an error): this one renders their own.
        if (!own.page) services.logger.debug({ err: error }, "signed-in page template not made");
        return null;
      });
    // The first reader: their own rendering (the template was checked against it).
    if (own.page) {
      await sendRendered(req, res, own.page);
      return true;
    }
    if (!kept || (await readerTouchesListings(services.db, user.id, kept.template.listingIds))) return false;
    // Says how the page was made (a browser's developer tools show it; the tests check it).
    res.setHeader("server-timing", "template");
    sendFilled(req, res, kept, valuesOf(user, nonce));
    return true;
  }

  return (req, res, next) => {
    if (req.method !== "GET" || !req.headers.cookie || isDataRequest(req.path) || !PAGES.some((page) => page.test(req.path))) return next();
    serve(req, res).then((served) => {
      if (!served) next();
    }, next);
  };
}
