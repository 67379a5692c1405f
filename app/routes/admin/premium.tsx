import { redirect } from "react-router";
import type { Route } from "./+types/premium";
import type { AdminUser } from "~/.server/admin/list-users";
import { findUserByPaymentReference, listPremiumUsers } from "~/.server/admin/premium-users";
import { extendUserPremium, setUserPremium } from "~/.server/admin/set-premium";
import { errorBody, toAppError } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { getSettingsGroup } from "~/.server/platform/settings";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm, refill } from "~/.server/web/forms";
import { requireAdminPage } from "~/.server/web/guards";
import type { RouteHandle } from "~/i18n/route-texts";
import { pageUrl } from "~/.server/web/page-url";
import { withParams } from "~/features/admin/shared/pagination";
import { AdminPremiumView } from "~/features/admin/premium/premium-view";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["admin"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireAdminPage(context);
  const services = context.get(servicesContext);
  const lang = context.get(languageContext);
  const t = serverT(lang);
  const url = new URL(request.url);
  const list = await listPremiumUsers(services, actor, Object.fromEntries(url.searchParams));
  const reference = url.searchParams.get("reference");
  let found: AdminUser | null = null;
  let lookupError: string | null = null;
  if (reference !== null) {
    try {
      found = await findUserByPaymentReference(services, actor, { reference });
    } catch (error) {
      lookupError = errorBody(toAppError(error, services.logger), lang).error.message;
    }
  }
  const endId = url.searchParams.get("end");
  const ending = endId ? (list.items.find((u) => u.id === endId) ?? (found?.id === endId ? found : null)) : null;
  const prices = await getSettingsGroup(services.db, "premium");
  return {
    title: t("admin:premium.metaTitle"),
    list,
    found,
    lookupError,
    ending,
    prices: { monthly: prices.monthly_price, yearly: prices.yearly_price },
    done: url.searchParams.get("done"),
    until: url.searchParams.get("until"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.title, siteNameOf(matches)) : [];

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdminPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  const id = typeof form.id === "string" ? form.id : "";
  return formAction(
    context,
    async () => {
      const url = pageUrl(request);
      if (form.intent === "end") {
        await setUserPremium(services, { actor, userId: id, input: { is_premium: false } });
        return redirect(withParams(url.searchParams, { end: null, done: "ended", until: null }, url.pathname));
      }
      const user = await extendUserPremium(services, { actor, userId: id, input: { months: form.months } });
      return redirect(withParams(url.searchParams, { end: null, done: "extended", until: user.premium_until }, url.pathname));
    },
    refill(form, ["intent"]),
  );
}

export default function AdminPremiumPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, found, lookupError, ending, prices, done, until } = loaderData;
  return (
    <AdminPremiumView
      list={list}
      found={found}
      lookupError={lookupError}
      ending={ending}
      prices={prices}
      done={done}
      until={until}
      actionData={actionData}
    />
  );
}

/** A loader failure keeps the admin frame and offers a retry. */
export { AdminErrorBoundary as ErrorBoundary } from "~/features/admin/shell/error-boundary";
