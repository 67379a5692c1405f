import { Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { getSettingsGroup } from "~/.server/settings/settings";
import { servicesContext } from "~/.server/web/context";
import { Footer } from "~/features/shell/footer";
import { SkipLink } from "~/features/shell/skip-link";
import { TopNav } from "~/features/shell/top-nav";
import type { loader as rootLoader } from "~/root";

export async function loader({ context }: Route.LoaderArgs) {
  const site = await getSettingsGroup(context.get(servicesContext).db, "site");
  return { contact: { email: site.contact_email, phone: site.contact_phone } };
}

/** Public and signed-in pages: the fixed top navigation, the page, the footer. */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <SkipLink />
      <TopNav user={root?.user ?? null} />
      <div className="pt-16">
        <Outlet />
      </div>
      <Footer contact={loaderData.contact} />
    </>
  );
}
