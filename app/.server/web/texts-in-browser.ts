import { LANGUAGE_PARAM } from "~/domain/seo";

/**
 * Which texts the browser holds, or will hold, without the answer carrying them (see `textsInBrowser`):
 * "files" is a document whose texts the browser loads as one file before it hydrates (decisions 0028, 0029).
 */
export type TextsInBrowser = "none" | "shell" | "page" | "files";

/** A client-side navigation's data (`/listings.data`), not a document. */
export function isDataRequest(pathname: string): boolean {
  return pathname.endsWith(".data");
}

/** The page a data request (`/listings.data`, `/_root.data` for `/`) is for. */
function pathOfDataRequest(pathname: string): string | null {
  if (!isDataRequest(pathname)) return null;
  const path = pathname.slice(0, -".data".length);
  return path === "/_root" ? "/" : path;
}

/**
 * The texts a client-side navigation's data request need not bring again, judged by the page that
 * asks (its address is the request's Referer: React Router fetches the next page's data before the
 * address changes).
 *
 * Every page is loaded with the shell's texts (the root's common and error messages), and the browser
 * keeps every text it was sent while the document lives (i18n/react.tsx), so a data request from one
 * of our pages in the same language needs no shell texts ("shell"); a request from the same page (a
 * filter, a page of results, a tab, a form's post) needs none of the page's either ("page").
 *
 * Without a Referer (a privacy setting, another site's link), everything is sent, as before. The answer
 * then depends on the Referer: the caller marks it `Vary: Referer`.
 *
 * In a production build a document names its texts' file instead (`files`; decisions 0028, 0029): the
 * browser loads it, and keeps it, before it hydrates.
 */
export function textsInBrowser(url: URL, referer: string | undefined, files: boolean): TextsInBrowser {
  const path = pathOfDataRequest(url.pathname);
  if (path === null) return files ? "files" : "none";
  if (!referer) return "none";
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return "none";
  }
  // The host, not the whole origin: behind a proxy that ends TLS the request may read as http.
  if (from.host !== url.host) return "none";
  // The language named in the address decides over the cookie (web/language.ts): it must agree.
  if (from.searchParams.get(LANGUAGE_PARAM) !== url.searchParams.get(LANGUAGE_PARAM)) return "none";
  const fromPath = from.pathname.length > 1 ? from.pathname.replace(/\/$/, "") : from.pathname;
  return fromPath === path ? "page" : "shell";
}
