import type { Route } from "./+types/home";
import { HOME_LATEST_COUNT } from "~/domain/limits";
import { serverT } from "~/.server/i18n";
import { latestProperties } from "~/.server/listings/search-properties";
import { languageContext, servicesContext, userContext } from "~/.server/web/context";
import { pageMessages } from "~/.server/web/messages";
import { HomeView } from "~/features/listings/home-view";
import { pageMeta } from "~/lib/meta";

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
    title: `${t("brand")} – ${t("tagline")}`,
    description: t("meta.description"),
    latest,
    signedIn: Boolean(user),
    messages: pageMessages(context, "listings"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.title, loaderData.description) : []);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeView latest={loaderData.latest} signedIn={loaderData.signedIn} />;
}
