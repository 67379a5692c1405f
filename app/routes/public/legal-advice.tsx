import type { Route } from "./+types/legal-advice";
import { serverT } from "~/.server/i18n";
import { languageContext } from "~/.server/web/context";
import type { RouteHandle } from "~/i18n/route-texts";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { LegalAdvicePageView } from "~/features/legal/legal-advice-page";

export const handle: RouteHandle = { texts: ["legal"] };

export function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.get(languageContext));
  return { title: t("legal:advice.metaTitle"), description: t("legal:advice.metaDescription") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export default function LegalAdvicePage() {
  return <LegalAdvicePageView />;
}
