import { Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { ownSiteText } from "~/domain/settings";
import { latestNotifications } from "~/.server/notifications/list-notifications";
import { getSettings } from "~/.server/platform/settings";
import { promisesOf } from "~/domain/promises";
import { servicesContext, userContext } from "~/.server/web/context";
import { pageMessages } from "~/.server/web/messages";
import { NotificationBell, type BellData } from "~/features/notifications/notification-bell";
import { Footer } from "~/features/shell/footer";
import { SkipLink } from "~/features/shell/skip-link";
import { TopNav } from "~/features/shell/top-nav";
import type { loader as rootLoader } from "~/root";

/** The signed-in user's bell: latest 10 and unread count; null (a disabled bell) when they cannot be read. */
async function loadBell(context: Route.LoaderArgs["context"]): Promise<BellData | undefined> {
  const user = context.get(userContext);
  if (!user) return undefined;
  const services = context.get(servicesContext);
  try {
    return await latestNotifications(services, user.id);
  } catch (error) {
    services.logger.error({ err: error, userId: user.id }, "notifications could not be loaded for the bell");
    return null;
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const [settings, bell] = await Promise.all([getSettings(context.get(servicesContext).db), loadBell(context)]);
  const { site } = settings;
  return {
    contact: {
      email: site.contact_email,
      phone: site.contact_phone,
      address: ownSiteText("contact_address", site.contact_address),
      footerText: ownSiteText("footer_text", site.footer_text),
    },
    // What the pages promise (photos, listings, prices), from the settings in one place (lib/use-promises.ts).
    promises: promisesOf(settings),
    bell,
    messages: bell === undefined ? undefined : pageMessages(context, "notifications"),
  };
}

/** Public and signed-in pages: the fixed top navigation, the page, the footer. */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const user = root?.user ?? null;
  return (
    <>
      <SkipLink />
      <TopNav user={user} bell={user && loaderData.bell !== undefined ? <NotificationBell data={loaderData.bell} /> : undefined} />
      <div className="pt-16">
        <Outlet />
      </div>
      <Footer contact={loaderData.contact} />
    </>
  );
}
