import type { Route } from "./+types/terms";
import { serverT } from "~/.server/i18n";
import { requestSettings } from "~/.server/web/settings";
import { languageContext } from "~/.server/web/context";
import type { RouteHandle } from "~/i18n/route-texts";
import { formatMoney } from "~/domain/format";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { TERMS_TABS, TermsPageView, type TermsTab } from "~/features/legal/terms-page";

export const handle: RouteHandle = { texts: ["legal"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = serverT(context.get(languageContext));
  const asked = new URL(request.url).searchParams.get("tab");
  const tab: TermsTab = (TERMS_TABS as readonly string[]).includes(asked ?? "") ? (asked as TermsTab) : "general";
  // The payment terms quote the prices the platform charges (admin settings), not fixed figures.
  const { premium, site } = await requestSettings(context);
  const style = { language: context.get(languageContext), currency: site.currency };
  return {
    tab,
    prices: { monthly: formatMoney(premium.monthly_price, style), yearly: formatMoney(premium.yearly_price, style) },
    title: t("legal:terms.metaTitle"),
    description: t("legal:terms.metaDescription"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <TermsPageView tab={loaderData.tab} prices={loaderData.prices} />;
}
