import type { Route } from "./+types/renew";
import { isAppError } from "~/domain/errors";
import { errorBody } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { getSettingsGroup } from "~/.server/platform/settings";
import { renewByLink, renewLinkTarget } from "~/.server/properties/renew-property";
import { languageContext, servicesContext } from "~/.server/web/context";
import { readForm } from "~/.server/web/forms";
import type { RouteHandle } from "~/i18n/route-texts";
import { RenewView } from "~/features/properties/renew-view";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["properties"] };

/** The renewal link of the expiry reminder (issue 14): GET shows the listing and its end, only the POST button renews. */

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const t = serverT(context.get(languageContext));
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const page = {
    title: t("properties:lifecycle.page.title"),
    description: t("properties:lifecycle.page.metaDescription"),
  };
  try {
    const listing = await renewLinkTarget(services, token);
    const { default_listing_duration } = await getSettingsGroup(services.db, "properties");
    return {
      ...page,
      view: {
        state: "confirm",
        token,
        title: listing.title,
        status: listing.status,
        expiresAt: listing.expires_at!.toISOString(),
        days: default_listing_duration,
      } as const,
    };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { ...page, view: { state: "refused", message: errorBody(error, context.get(languageContext)).error.message } as const };
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? [...pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)), { name: "robots", content: "noindex" }] : [];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    const listing = await renewByLink(context.get(servicesContext), form.token);
    return { view: { state: "done", title: listing.title, expiresAt: listing.expires_at!.toISOString() } as const };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { view: { state: "refused", message: errorBody(error, context.get(languageContext)).error.message } as const };
  }
}

export default function RenewPage({ loaderData, actionData }: Route.ComponentProps) {
  return <RenewView {...(actionData?.view ?? loaderData.view)} />;
}
