import type { ShouldRevalidateFunctionArgs } from "react-router";
import { LANGUAGE_PARAM } from "~/domain/seo";

/**
 * For the root and the layouts: when only the address's query changes on one page (a filter, a page
 * of results, a tab) and nothing was posted, who is signed in, the settings and the shell's texts are
 * the same, so their loaders are not run again; only the page's own is (issue 15).
 */
/**
 * For a route that loads only a page's texts: they change with the language alone, so moving within
 * the page, from one listing to another or a form's post (a heart, a contact request) keeps them. The
 * language changes through its address parameter, or the switch's post, which reloads the document.
 */
export function textsShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.searchParams.get(LANGUAGE_PARAM) === nextUrl.searchParams.get(LANGUAGE_PARAM) ? false : defaultShouldRevalidate;
}

export function sameShellShouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const samePage = currentUrl.pathname === nextUrl.pathname;
  const sameLanguage = currentUrl.searchParams.get(LANGUAGE_PARAM) === nextUrl.searchParams.get(LANGUAGE_PARAM);
  return samePage && sameLanguage ? false : defaultShouldRevalidate;
}
