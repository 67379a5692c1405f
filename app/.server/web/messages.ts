import { matchRoutes, type RouteObject, type RouterContextProvider, type ServerBuild } from "react-router";
import type { Namespace } from "~/i18n";
import type { HeldTexts, Messages } from "~/i18n/react";
import type { RouteHandle } from "~/i18n/route-texts";
import { messagesFor } from "../i18n";
import { languageContext, requestMetaContext, userContext } from "./context";

type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: RouteNode[]; handle?: RouteHandle };

/** The app's routes as a tree, with each module's `handle`, read once from the server build. */
const routes: { tree?: Promise<RouteNode[]> } = {};

function routeTree(): Promise<RouteNode[]> {
  routes.tree ??= import("virtual:react-router/server-build").then((build) => treeOf(build.routes));
  return routes.tree;
}

function treeOf(manifest: ServerBuild["routes"]): RouteNode[] {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const { id, path, index, caseSensitive } = route;
    nodes.set(id, { id, path, index, caseSensitive, children: [], handle: route.module.handle as RouteHandle | undefined });
  }
  const top: RouteNode[] = [];
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId === undefined ? undefined : nodes.get(route.parentId);
    if (parent) parent.children.push(node);
    else top.push(node);
  }
  return top;
}

/** The routes a page matches, root first, each with the namespaces it declares for this reader. */
async function routeTextsOf(pathname: string, signedIn: boolean): Promise<{ id: string; texts: Namespace[] }[]> {
  const matches = matchRoutes((await routeTree()) as RouteObject[], pathname) ?? [];
  return matches.map(({ route }) => {
    const handle = route.handle as RouteHandle | undefined;
    return { id: route.id!, texts: [...(handle?.texts ?? []), ...(signedIn ? (handle?.signedInTexts ?? []) : [])] };
  });
}

function refererPath(referer: string | null): string | undefined {
  if (!referer) return undefined;
  try {
    const path = new URL(referer).pathname;
    return path.length > 1 ? path.replace(/\/$/, "") : path;
  } catch {
    return undefined;
  }
}

/**
 * The translations of the page a request is for: every namespace its matched routes declare in their
 * `handle` (i18n/route-texts.ts), for the root's data to carry; the one place that lists a page's texts.
 *
 * What the browser holds already is only named (`{ held: [...] }`: i18n/react.tsx fetches any it
 * lacks after all): everything, when the document names its texts' file (decision 0029); for a
 * client-side navigation from another of our pages in the same language (texts-in-browser.ts), the
 * texts of the layouts the asking page shares with this one (the root's at least), and all of them
 * for the same page, since the browser keeps every text it was sent. The rest is sent.
 */
export async function routeMessages({
  request,
  url,
  context,
}: {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}): Promise<(Messages | HeldTexts)[]> {
  const mode = context.get(requestMetaContext).textsInBrowser;
  const signedIn = context.get(userContext) !== null;
  // The page's address, a data request's too (`url`: React Router's, without `.data`).
  const page = await routeTextsOf(url.pathname, signedIn);
  const all = [...new Set(page.flatMap((route) => route.texts))];
  if (mode === "files") return [{ held: all }];
  let held: Namespace[] = [];
  const from = mode === "none" ? undefined : refererPath(request.headers.get("referer"));
  if (from !== undefined) {
    const asking = await routeTextsOf(from, signedIn);
    const shared = new Set(asking.map((route) => route.id));
    // The same page asking again (a filter, a post): it holds all. Another page: the texts of the routes
    // the two share but the page's own, so that the answer is the same for every other page asking (the
    // kept answers are one per case: server/response-cache.ts); going to another address of the same
    // route, the root does not ask at all (lib/revalidate.ts).
    const samePage = mode === "page" || from === url.pathname;
    const leaf = page.at(-1)?.id;
    held = [...new Set(page.filter((route) => shared.has(route.id) && (samePage || route.id !== leaf)).flatMap((route) => route.texts))];
  }
  const sent = all.filter((ns) => !held.includes(ns));
  const messages = messagesFor(context.get(languageContext), sent);
  // Nothing held (no Referer, another site or language): the texts alone, as a document gets them.
  return held.length > 0 ? [{ held }, messages] : [messages];
}
