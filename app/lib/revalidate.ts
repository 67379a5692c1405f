import type { ShouldRevalidateFunctionArgs } from "react-router";
import { LANGUAGE_PARAM } from "~/domain/seo";

/**
 * For the layouts: when only the address's query changes on one page (a filter, a page of results, a
 * tab) and nothing was posted, who is signed in, the settings and the shell are the same, so their
 * loaders are not run again; only the page's own is (issue 15).
 */
export function sameShellShouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const samePage = currentUrl.pathname === nextUrl.pathname;
  const sameLanguage = currentUrl.searchParams.get(LANGUAGE_PARAM) === nextUrl.searchParams.get(LANGUAGE_PARAM);
  return samePage && sameLanguage ? false : defaultShouldRevalidate;
}

/** An address's route pattern, told by its parameters: `/property/abc` with `{ id: "abc" }` is `/property/:id`. */
function patternOf(url: URL, params: Record<string, string | undefined>): string {
  const names = new Map(Object.entries(params).map(([name, value]) => [value, name]));
  return url.pathname
    .split("/")
    .map((segment) => {
      const name = names.get(decodeURIComponent(segment));
      return name === undefined ? segment : `:${name}`;
    })
    .join("/");
}

/**
 * For the root, which carries every page's texts (server/web/messages.ts): as the layouts within a
 * page, and run again for every other page, whose texts it brings, except another address of the same
 * route (one listing to another, one profile to another), whose texts the browser holds.
 */
export function rootShouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl, currentParams, nextParams, formMethod } = args;
  const sameLanguage = currentUrl.searchParams.get(LANGUAGE_PARAM) === nextUrl.searchParams.get(LANGUAGE_PARAM);
  const reading = !formMethod || formMethod === "GET";
  if (currentUrl.pathname !== nextUrl.pathname && sameLanguage && reading) {
    return patternOf(currentUrl, currentParams) === patternOf(nextUrl, nextParams) ? false : true;
  }
  return sameShellShouldRevalidate(args);
}
