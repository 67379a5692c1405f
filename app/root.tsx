import { useTranslation } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { getCurrentSession } from "~/.server/accounts/session-user";
import { languageFromCookieHeader } from "~/.server/web/language";
import { languageContext, servicesContext, userContext } from "~/.server/web/context";
import { toClientUser } from "~/features/auth/client-user";
import { useNonce } from "~/features/shell/nonce";
import { THEME_SCRIPT } from "~/features/shell/theme";
import { ErrorState } from "~/features/shell/error-state";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Every page request: who is signed in (read fresh from the database) and in which language. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    const services = context.get(servicesContext);
    const session = await getCurrentSession(services, request.headers);
    context.set(userContext, session?.user ?? null);
    context.set(languageContext, languageFromCookieHeader(request.headers.get("cookie")));
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  return { user: user ? toClientUser(user) : null, lang: context.get(languageContext) };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang={data?.lang ?? "sq"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* Applies the stored or system theme before the first paint, so there is no flash. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorState title={t("notFound.title")} body={t("notFound.body")} />;
  }
  return <ErrorState title={t("errorPage.title")} body={t("errorPage.body")} />;
}
