import { type ComponentType, lazy, Suspense } from "react";
import { useMarkHydrated } from "~/lib/use-hydrated";
import { type CatalogLoader, RouteMessagesProvider } from "~/i18n/react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { getCurrentSession } from "~/.server/auth/session-user";
import { serverT } from "~/.server/i18n";
import { routeMessages } from "~/.server/web/messages";
import type { RouteHandle } from "~/i18n/route-texts";
import { ownSiteText } from "~/.server/platform/settings";
import { readRequestSettings, requestSettings, settingsContext } from "~/.server/web/settings";
import { promisesOf } from "~/domain/promises";
import { languageOfRequest } from "~/.server/web/language";
import { refusalResponse } from "~/.server/web/forms";
import { refuseControlCharactersInUrl } from "~/.server/security/control-characters";
import { markPrivate, varyOn, varyOnCookie } from "~/.server/security/private-responses";
import type { AppError } from "~/domain/errors";
import { languageContext, requestMetaContext, servicesContext, userContext } from "~/.server/web/context";
import { guardMaintenance, maintenanceContext } from "~/.server/web/maintenance";
import { SeoLinks } from "~/features/shell/seo-links";
import { toClientUser } from "~/domain/client-user";
import { useNonce } from "~/features/shell/nonce";
import { THEME_SCRIPT } from "~/features/shell/theme";
import { keepDocumentLook } from "~/lib/keep-document-look";
import { RouteError } from "~/ui/route-error";
import stylesheet from "./app.css?url";
import inlineStylesheet from "./app.css?inline";
import { rootShouldRevalidate } from "~/lib/revalidate";

/**
 * The stylesheet, inline in production: a phone on a slow network paints the page with the HTML, not
 * a round trip later (decision 0022; First Contentful Paint in Lighthouse's throttled mobile load:
 * docs/performance.md). Only
 * the server holds it (the browser's copy of this module leaves it out); later pages are client-side
 * navigations that keep it. In development the linked file keeps Vite's hot reload of styles.
 */
const INLINE_STYLESHEET = import.meta.env.PROD && import.meta.env.SSR ? inlineStylesheet : undefined;

/** Catalogs a page's data named but the browser does not hold (i18n/react.tsx): fetched when needed. */
const loadCatalogs: CatalogLoader = (language, namespaces) =>
  import("~/i18n/load-catalogs").then((module) => module.loadCatalogs(language, namespaces));

export const links: Route.LinksFunction = () => [
  ...(import.meta.env.PROD ? [] : [{ rel: "stylesheet", href: stylesheet }]),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Every page request: who is signed in (read fresh from the database) and in which language. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    // Control characters in the address are refused before anything reads it (400, the part named).
    const url = new URL(request.url);
    try {
      refuseControlCharactersInUrl(url);
    } catch (error) {
      throw refusalResponse(request, error as AppError);
    }
    const services = context.get(servicesContext);
    const known = context.get(requestMetaContext).session;
    const session = known !== undefined ? known : await getCurrentSession(services, request.headers);
    context.set(userContext, session?.user ?? null);
    context.set(languageContext, languageOfRequest(url, request.headers.get("cookie")));
    context.set(settingsContext, await readRequestSettings(request, context));
    // Maintenance mode: everyone but administrators gets the maintenance page (admin area, issue 5).
    const response = await guardMaintenance(request, context, next);
    // Every page shows who is signed in (the header): a signed-in reader's pages are private.
    if (session || response.headers.has("set-cookie")) markPrivate(response.headers);
    else varyOnCookie(response.headers);
    // A data request's texts depend on the page that asks (web/texts-in-browser.ts).
    if (context.get(requestMetaContext).dataRequest) varyOn(response.headers, "Referer");
    return response;
  },
];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const { session } = context.get(requestMetaContext);
  const { publicUrl } = context.get(servicesContext);
  const lang = context.get(languageContext);
  const t = serverT(lang);
  const settings = await requestSettings(context);
  const { site } = settings;
  // The description an administrator wrote, as written; the default one in the reader's language.
  const description = ownSiteText("description", site.description) || t("meta.description");
  return {
    // The header's values: as the shell already has them, else from the reader.
    user: user ? (session?.client ?? toClientUser(user)) : null,
    lang,
    maintenance: context.get(maintenanceContext),
    publicUrl,
    // The site's name and description as the administrators set them: titles, meta (lib/meta.ts siteNameOf).
    site: { name: site.name, description },
    // Prices are shown in this currency (display only: amounts are never converted).
    currency: site.currency,
    // What the pages promise (photos, listings, prices), from the settings in one place (lib/use-promises.ts).
    promises: promisesOf(settings),
    defaults: { title: `${site.name} – ${t("tagline")}`, description },
    // The texts of every route the page matches (their `handle`s): the shell's and the page's.
    messages: await routeMessages({ request, url, context }),
  };
}

// Every page uses the shell's texts and the error messages; routes declare their own.
export const handle: RouteHandle = { texts: ["common", "errors"] };

export const shouldRevalidate = rootShouldRevalidate;

/** The default title and description; pages that know better set their own. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.defaults.title }, { name: "description", content: loaderData.defaults.description }] : [];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  // The page and its error page alike: marks it interactive once hydrated (browser tests wait for it).
  useMarkHydrated();
  return (
    <html lang={data?.lang ?? "sq"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* Applies the stored or system theme before the first paint, so there is no flash. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {import.meta.env.PROD && (
          // The browser keeps the server's text: an element React hydrates but never rewrites (its props never change).
          <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: INLINE_STYLESHEET ?? "" }} />
        )}
        {/* No frame before the content begins: the first would be an empty one, after the head (decisions/0033). */}
        <link rel="expect" href="#main" blocking="render" />
        <Meta />
        <Links />
        {data && <SeoLinks publicUrl={data.publicUrl} />}
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <RouteMessagesProvider language={data?.lang ?? "sq"} loadCatalogs={loadCatalogs}>
          {children}
        </RouteMessagesProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

// Drawn only in maintenance mode: its code is not part of every page's (the server renders it at once).
const loadMaintenancePage = () => import("~/features/shell/maintenance-page");
// eslint-disable-next-line no-restricted-syntax -- the module, loaded once at start-up: the same for every request
let serverMaintenancePage: ComponentType | undefined;
if (import.meta.env.SSR) void loadMaintenancePage().then((module) => (serverMaintenancePage = module.MaintenancePage));
const BrowserMaintenancePage = lazy(() => loadMaintenancePage().then((module) => ({ default: module.MaintenancePage })));

export default function App({ loaderData }: Route.ComponentProps) {
  const MaintenancePage = serverMaintenancePage ?? BrowserMaintenancePage;
  return loaderData.maintenance ? (
    <Suspense>
      <MaintenancePage />
    </Suspense>
  ) : (
    <Outlet />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  // This page replaces the root's layout, and with it the inline stylesheet and the theme: keep them.
  keepDocumentLook();
  // The public pages have a boundary of their own in their layout, which keeps the header and footer
  // (routes/public/layout.tsx). Here: the root's own data failed (on the server, or a navigation's data
  // request that did not arrive, offline or a 5xx), or a page outside that layout failed. Without the
  // root's data the page has no translations: the Albanian texts are part of the bundle for this case.
  // A refusal brings its texts with it.
  return <RouteError error={error} framed={false} bundled={!data} />;
}
