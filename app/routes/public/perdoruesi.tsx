import { data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/perdoruesi";
import { getPublicProfile } from "~/.server/owners/get-public-profile";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext, userContext } from "~/.server/web/context";
import { pageMessages } from "~/.server/web/messages";
import { isAppError } from "~/domain/errors";
import { ProfileNotFound, PublicProfileView } from "~/features/owners/public-profile";
import { pageMeta, siteNameOf } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";

/** /perdoruesi/{id}: an owner's or agency's public profile and active listings (issue 14 §3). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = context.get(userContext);
  const t = serverT(context.get(languageContext));
  const messages = pageMessages(context, "owners", "listings", "agencies");
  const page = new URL(request.url).searchParams.get("page") ?? undefined;
  try {
    const profile = await getPublicProfile(services, user?.id ?? null, params.id, { page });
    const { name, active_listings: count } = profile.owner;
    return {
      found: true as const,
      profile,
      title: t("owners:profile.metaTitle", { name }),
      description: t("owners:profile.metaDescription", { name, count }),
      messages,
    };
  } catch (error) {
    if (isAppError(error) && error.code === "USER_NOT_FOUND") {
      return data({ found: false as const, title: t("owners:profile.notFound"), description: "", messages }, { status: 404 });
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
