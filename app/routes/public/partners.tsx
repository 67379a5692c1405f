import type { Route } from "./+types/partners";
import { serverT } from "~/.server/i18n";
import { listPartners } from "~/.server/partners/list-partners";
import { languageContext, servicesContext } from "~/.server/web/context";
import type { RouteHandle } from "~/i18n/route-texts";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { PartnersPageView } from "~/features/partners/partners-page";

export const handle: RouteHandle = { texts: ["partners"] };

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.get(languageContext));
  return {
    title: t("partners:metaTitle"),
    description: t("partners:metaDescription"),
    partners: await listPartners(context.get(servicesContext)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export default function PartnersPage({ loaderData }: Route.ComponentProps) {
  return <PartnersPageView partners={loaderData.partners} />;
}
