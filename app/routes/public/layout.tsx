import { Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { unreadCount } from "~/.server/notifications/list-notifications";
import { ownSiteText, publicContact } from "~/.server/platform/settings";
import { sameShellShouldRevalidate } from "~/lib/revalidate";
import { requestSettings } from "~/.server/web/settings";
import { requestMetaContext, servicesContext, userContext } from "~/.server/web/context";
import type { RouteHandle } from "~/i18n/route-texts";
import type { BellData } from "~/features/notifications/notification-bell";
import { NotificationBellSlot } from "~/features/notifications/notification-bell-slot";
import { Footer } from "~/features/shell/footer";
import { SkipLink } from "~/features/shell/skip-link";
import { TopNav } from "~/features/shell/top-nav";
import type { loader as rootLoader } from "~/root";
import { RouteError } from "~/ui/route-error";

/** The signed-in user's bell: the unread count (the list is fetched when opened); null (a disabled bell) when it cannot be read. */
async function loadBell(context: Route.LoaderArgs["context"]): Promise<BellData | undefined> {
  const user = context.get(userContext);
  if (!user) return undefined;
  // Counted already by the shell (server/signed-in-pages.ts): not read again.
  const counted = context.get(requestMetaContext).session?.unread;
  if (counted !== undefined) return { unread_count: counted };
  const services = context.get(servicesContext);
  try {
    return { unread_count: await unreadCount(services.db, user.id) };
  } catch (error) {
    services.logger.error({ err: error, userId: user.id }, "notifications could not be loaded for the bell");
    return null;
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const [{ site }, bell] = await Promise.all([requestSettings(context), loadBell(context)]);
  return {
    contact: { ...publicContact(site), footerText: ownSiteText("footer_text", site.footer_text) },
    bell,
  };
}

// The bell's texts, for a signed-in reader.
export const handle: RouteHandle = { signedInTexts: ["notifications"] };

export const shouldRevalidate = sameShellShouldRevalidate;

/**
 * A page below that could not be shown (the connection dropped, not found, the server failed): said in
 * place of the page, the header and footer kept (issue 34 §11).
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const user = root?.user ?? null;
  return (
    <>
      <SkipLink />
      <TopNav user={user} bell={user && loaderData?.bell !== undefined ? <NotificationBellSlot data={loaderData.bell} /> : undefined} />
      <div className="pt-16">
        <RouteError error={error} />
      </div>
      <Footer contact={loaderData?.contact ?? { email: "", phone: "", address: "", footerText: "" }} />
    </>
  );
}

/** Public and signed-in pages: the fixed top navigation, the page, the footer. */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const user = root?.user ?? null;
  return (
    <>
      <SkipLink />
      <TopNav user={user} bell={user && loaderData.bell !== undefined ? <NotificationBellSlot data={loaderData.bell} /> : undefined} />
      <div className="pt-16">
        <Outlet />
      </div>
      <Footer contact={loaderData.contact} />
    </>
  );
}
