import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { getCurrentSession } from "~/.server/auth/session-user";
import { readerMarks } from "~/.server/listings/reader-listings";
import { unreadCount } from "~/.server/notifications/list-notifications";
import type { Services } from "~/.server/services";
import type { RequestMeta } from "~/.server/web/context";
import { languageFromCookieHeader } from "~/.server/web/language";
import { isDataRequest } from "~/.server/web/texts-in-browser";
import type { Language } from "~/domain/enums";
import type { SessionUser } from "~/domain/session-user";
import { compress, preferredEncoding } from "./compress";
import { deflatePart, gzipParts, type Part } from "./gzip-parts";
import { learnMarks } from "./page-marks";
import { fillTemplate, holeTexts, type PageTemplate, shapeOf, standInFor, templateOf, type Values, valuesOf } from "./page-template";
import { urlOf } from "./serve-fetch";

// Signed-in readers of the busiest pages (decision 0027): a page is rendered once per address, language,
// content version, reader shape and unread count, as a stand-in reader, and each reader gets it with
// their own values and marks filled in (page-template.ts, page-marks.ts: decision 0036). A reader with a
// mark the template has not learned yet gets their page rendered once, and the template learns it from
// that page; a mark that cannot be learned, and anything the template cannot serve, gets a page
// rendered for them, as before. Never two renderings for one request but the first of a key.

/** The documents served so: the home page, the search and a listing (the anonymous ones are kept too). Not their data (`.data`). */
const PAGES = [/^\/$/, /^\/listings$/, /^\/property\/[^/.]+$/];

/** Renders a page address with the given request meta (server/app.ts: the React Router handler). */
export type RenderPage = (url: string, lang: Language, meta: Partial<RequestMeta>) => Promise<Response>;

/** A page as rendered: what is sent, with its headers but those set again when sent. */
type Rendered = { status: number; headers: [string, string][]; text: string };

type Kept = Omit<Rendered, "text"> & {
  template: PageTemplate;
  /** The template's own text, deflated once (gzip-parts.ts): a reader's page is then put together, not compressed. */
  literals: Part[];
  /**
   * Marks the template fills in, learned from a page that showed them (a favourite's flag in the data
   * is a hole from the start, but where its heart shows is learned).
   */
  known: Set<string>;
  /** Marks it could not learn: their readers get their own page. */
  unlearnable: Set<string>;
  /** Some reader's page came out of it byte for byte: only then is it filled in for others. */
  checked: boolean;
  /** A reader without marks got another page than it gives: not used again (until it expires). */
  broken: boolean;
};

async function deflated(template: PageTemplate): Promise<Part[]> {
  return Promise.all(
    template.literals.map(async (literal) => {
      const bytes = Buffer.from(literal);
      return { bytes, deflated: await deflatePart(bytes) };
    }),
  );
}

/**
 * Learns the reader's marks from their own page (page-marks.ts). True when the template then gives that
 * page; otherwise their unlearned marks are not tried again (their readers get their own page, each
 * time: said at debug level, since a page rendered for every such reader is the slow path).
 */
async function learn(
  kept: Kept,
  values: Values,
  marks: ReadonlySet<string>,
  page: string,
  notLearned: (marks: string[]) => void,
): Promise<boolean> {
  const before = kept.template;
  const learned = learnMarks(before, values, marks, kept.known, page);
  if (!learned) {
    const unlearned = [...marks].filter((mark) => !kept.known.has(mark));
    for (const mark of unlearned) kept.unlearnable.add(mark);
    if (unlearned.length > 0) notLearned(unlearned);
    return false;
  }
  if (learned !== before) {
    const literals = await deflated(learned);
    // Another reader's learning came first: theirs is kept, this reader's marks are learned again later.
    if (kept.template !== before) return false;
    kept.template = learned;
    kept.literals = literals;
  }
  for (const mark of marks) kept.known.add(mark);
  kept.checked = true;
  return true;
}

/** Response headers set again when a rendered page is sent. */
const dropped = new Set(["content-length", "date"]);

async function rendered(response: Response): Promise<Rendered> {
  return { status: response.status, headers: [...response.headers].filter(([name]) => !dropped.has(name)), text: await response.text() };
}

/** A page rendered for its reader: compressed in one piece, Brotli at quality 3 as compression() is set (server/app.ts). */
async function sendRendered(req: ExpressRequest, res: ExpressResponse, page: Rendered) {
  const encoding = preferredEncoding(req);
  const body = Buffer.from(page.text);
  if (encoding) send(res, page, await compress(body, encoding, 3), encoding);
  else send(res, page, body);
}

/**
 * A page filled in from its template. Compressed as gzip put together from the template's text,
 * deflated once, and the reader's values: a fraction of Brotli's time, for a few more bytes than
 * Brotli at quality 3 would send (see docs/performance.md).
 */
function sendFilled(req: ExpressRequest, res: ExpressResponse, kept: Kept, values: Values, marks: ReadonlySet<string>) {
  if (req.acceptsEncodings("gzip") !== "gzip") {
    send(res, kept, Buffer.from(fillTemplate(kept.template, values, marks)));
    return;
  }
  const texts = holeTexts(kept.template, values, marks);
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

/** Only a plain page is kept: not an error, a redirect, nor one that sets a cookie (a language asked for in the address). */
const plain = (page: Rendered) => page.status === 200 && !page.headers.some(([name]) => name === "set-cookie");

/**
 * The template for this reader's key: the page rendered as a stand-in, checked once against the page
 * rendered for the reader who asked first (who is sent theirs), and their marks learned from it. Null
 * when the page is not a plain 200, when a placeholder could not be cut out, or when it differs from
 * the page of a reader without marks. A reader with marks it could not learn leaves it unchecked: the
 * next reader without marks checks it.
 */
async function makeTemplate(
  render: RenderPage,
  services: Services,
  reader: { url: string; lang: Language; user: SessionUser; unread: number; nonce: string },
  own: { page?: Rendered },
  notKept: (reason: string) => void,
): Promise<Kept | null> {
  const { url, lang, user, unread, nonce } = reader;
  const standIn = standInFor(user);
  const [asStandIn, asReader] = await Promise.all([
    // The stand-in is the page's reader, as any reader is (the app does not know it renders a template).
    render(url, lang, { session: { user: standIn.user, client: standIn.client, unread }, nonce: standIn.nonce }).then(rendered),
    render(url, lang, { session: { user, unread }, nonce }).then(rendered),
  ]);
  own.page = asReader;
  if (!plain(asStandIn) || !plain(asReader)) return null;
  const template = templateOf(asStandIn.text, standIn);
  if (!template) {
    notKept("a placeholder was changed");
    return null;
  }
  const kept: Kept = {
    template,
    status: asStandIn.status,
    headers: asStandIn.headers,
    literals: await deflated(template),
    known: new Set(),
    unlearnable: new Set(),
    checked: false,
    broken: false,
  };
  const marks = await readerMarks(services.db, user.id, template.listingIds);
  if (!(await learn(kept, valuesOf(user, nonce), marks, asReader.text, notLearned(services, url))) && marks.size === 0) {
    notKept("differs from the reader's own page");
    return null;
  }
  return kept;
}

/** Says which marks a template could not learn: their readers get their page rendered for them, every time. */
const notLearned = (services: Services, url: string) => (marks: string[]) =>
  services.logger.debug({ url, marks }, "signed-in page: marks not learned, their readers get their own page");

/** Keys remembered as told of at most (a bound on memory): past it they are forgotten, and told again. */
const TOLD_MAX = 1_000;

export function signedInPages(services: Services, render: RenderPage): RequestHandler {
  // A page that cannot be a template stays so while its content does: its null is kept for 30 s
  // (caches.ts) and made, and refused, again after. The warning is given once per key and content
  // version; the attempts after it are logged at debug level only.
  let toldVersion = -1;
  const told = new Set<string>();
  const notKept = (version: number, key: string, url: string) => (reason: string) => {
    // Versions only rise: the keys of older ones are not needed again.
    if (version > toldVersion || told.size >= TOLD_MAX) told.clear();
    toldVersion = Math.max(toldVersion, version);
    const first = !told.has(`${version} ${key}`);
    told.add(`${version} ${key}`);
    services.logger[first ? "warn" : "debug"]({ url, reason }, "signed-in page not kept");
  };

  async function serve(req: ExpressRequest, res: ExpressResponse): Promise<boolean> {
    const session = await getCurrentSession(services, new Headers({ cookie: req.headers.cookie ?? "" }));
    // Read once: a page rendered after all gets the session from here (requestMetaContext.session).
    res.locals.session = session;
    if (!session) return false;
    const { user } = session;
    const nonce = res.locals.nonce as string;
    const [version, unread] = await Promise.all([services.caches.version(), unreadCount(services.db, user.id)]);
    // A page the app renders after all need not count them again.
    res.locals.session = { ...session, unread };
    const lang = languageFromCookieHeader(req.headers.cookie ?? null);
    const key = `${lang} ${req.originalUrl} ${unread} ${shapeOf(user)}`;
    const own: { page?: Rendered } = {};
    const kept = await services.caches
      .memoAt("signed-in pages", version, key, () => {
        const url = urlOf(req);
        return makeTemplate(render, services, { url, lang, user, unread, nonce }, own, notKept(version, key, url));
      })
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
    if (!kept || kept.broken) return false;
    const marks = await readerMarks(services.db, user.id, kept.template.listingIds);
    // A mark the template cannot fill in: the app renders the reader's own page.
    if ([...marks].some((mark) => kept.unlearnable.has(mark))) return false;
    const values = valuesOf(user, nonce);
    if (!kept.checked || [...marks].some((mark) => !kept.known.has(mark))) {
      // Rendered once for this reader, and the template learns from it (or is checked by it).
      const page = await render(urlOf(req), lang, { session: { user, unread }, nonce }).then(rendered);
      if (plain(page) && !(await learn(kept, values, marks, page.text, notLearned(services, urlOf(req)))) && marks.size === 0) {
        kept.broken = true;
        notKept(version, key, urlOf(req))("differs from the reader's own page");
      }
      await sendRendered(req, res, page);
      return true;
    }
    // Says how the page was made (a browser's developer tools show it; the tests check it).
    res.setHeader("server-timing", "template");
    sendFilled(req, res, kept, values, marks);
    return true;
  }

  return (req, res, next) => {
    if (req.method !== "GET" || !req.headers.cookie || isDataRequest(req.path) || !PAGES.some((page) => page.test(req.path))) return next();
    serve(req, res).then((served) => {
      if (!served) next();
    }, next);
  };
}
