import type { Route } from "./+types/bashkepunimet";
import { serverT } from "~/.server/i18n";
import { languageContext } from "~/.server/web/context";
import { pageMessages } from "~/.server/web/messages";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { PartnersPageView } from "~/features/partners/partners-page";

export function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.get(languageContext));
  return { title: t("partners:metaTitle"), description: t("partners:metaDescription"), messages: pageMessages(context, "partners") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export default function PartnersPage() {
  return <PartnersPageView />;
}
