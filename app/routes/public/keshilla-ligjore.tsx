import type { Route } from "./+types/keshilla-ligjore";
import { serverT } from "~/.server/i18n";
import { languageContext } from "~/.server/web/context";
import { pageMessages } from "~/.server/web/messages";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { LegalAdvicePageView } from "~/features/legal/legal-advice-page";

export function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.get(languageContext));
  return { title: t("legal:metaTitle"), description: t("legal:metaDescription"), messages: pageMessages(context, "legal") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export default function LegalAdvicePage() {
  return <LegalAdvicePageView />;
}
