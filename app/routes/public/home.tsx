import type { Route } from "./+types/home";
import { HOME_LATEST_COUNT } from "~/domain/limits";
import { serverT } from "~/.server/i18n";
import { latestProperties } from "~/.server/listings/search-properties";
import { languageContext, servicesContext, userContext } from "~/.server/web/context";
import type { RouteHandle } from "~/i18n/route-texts";
import { HomeView } from "~/features/listings/home-view";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["listings"] };

export function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = context.get(userContext);
  const t = serverT(context.get(languageContext));
  // Streamed: the page shows at once with a spinner where the latest listings will appear.
  const latest = latestProperties(services, user?.id ?? null, HOME_LATEST_COUNT).catch((error: unknown) => {
    services.logger.error({ err: error }, "latest listings failed");
    throw new Error("latest listings could not be loaded");
  });
  return {
    tagline: t("tagline"),
    latest,
    signedIn: Boolean(user),
  };
}

// The site's name and description as the administrators set them (the root loader's).
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { site?: { description: string } } | undefined;
  const site = siteNameOf(matches);
  return loaderData ? pageMeta(`${site} – ${loaderData.tagline}`, root?.site?.description ?? "", site) : [];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeView latest={loaderData.latest} signedIn={loaderData.signedIn} />;
}
