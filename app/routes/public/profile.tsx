import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/profile";
import { getPublicProfile } from "~/.server/owners/get-public-profile";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext, userContext } from "~/.server/web/context";
import type { RouteHandle } from "~/i18n/route-texts";
import { isAppError } from "~/domain/errors";
import { ProfileNotFound, PublicProfileView } from "~/features/owners/public-profile";
import { pageMeta, siteNameOf } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";

export const handle: RouteHandle = { texts: ["owners", "listings", "agencies"] };

/** /perdoruesi/{id}: an owner's or agency's public profile and active listings (issue 14 §3). */

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = context.get(userContext);
  const t = serverT(context.get(languageContext));
  const page = new URL(request.url).searchParams.get("page") ?? undefined;
  try {
    const profile = await getPublicProfile(services, { viewerId: user?.id ?? null, id: params.id, input: { page } });
    const { name, active_listings: count } = profile.owner;
    return {
      found: true as const,
      profile,
      title: t("owners:profile.metaTitle", { name }),
      description: t("owners:profile.metaDescription", { name, count }),
    };
  } catch (error) {
    if (isAppError(error) && error.code === "USER_NOT_FOUND") {
      return data({ found: false as const, title: t("owners:profile.notFound"), description: "" }, { status: 404 });
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  if (!loaderData.found) return [{ title: loaderData.title }, { name: "robots", content: "noindex" }];
  return pageMeta(loaderData.title, loaderData.description, siteNameOf(matches));
};

export default function PublicProfilePage({ loaderData }: Route.ComponentProps) {
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
  if (!loaderData.found) return <ProfileNotFound />;
  return <PublicProfileView profile={loaderData.profile} signedIn={Boolean(user)} />;
}
