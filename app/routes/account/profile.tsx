import type { Route } from "./+types/profile";
import { serverT } from "~/.server/i18n";
import { getProfileOverview } from "~/.server/profile/get-profile";
import { getSettingsGroup } from "~/.server/platform/settings";
import { languageContext, servicesContext } from "~/.server/web/context";
import { requireUserPage } from "~/.server/web/guards";
import type { RouteHandle } from "~/i18n/route-texts";
import { AppError } from "~/domain/errors";
import { LoadError } from "~/ui/load-error";
import { ProfileMissing, ProfileView } from "~/features/profile/profile-view";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["profile"] };

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const t = serverT(context.get(languageContext));
  const base = {
    title: `${t("pages.profile")} – Prona`,
    description: t("profile:metaDescription"),
  };
  try {
    // Views and favourites are computed (and sent) only for active premium users.
    const [overview, premium] = await Promise.all([getProfileOverview(services, user.id), getSettingsGroup(services.db, "premium")]);
    return { ...base, state: "ok" as const, profile: { ...overview, monthly_price: premium.monthly_price } };
  } catch (error) {
    if (error instanceof AppError && error.code === "PROFILE_MISSING") return { ...base, state: "missing" as const, profile: null };
    services.logger.error({ err: error, userId: user.id }, "profile could not be loaded");
    return { ...base, state: "error" as const, profile: null };
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      {loaderData.profile ? <ProfileView data={loaderData.profile} /> : loaderData.state === "missing" ? <ProfileMissing /> : <LoadError />}
    </main>
  );
}
