import type { Route } from "./+types/unsubscribe";
import { AppError } from "~/domain/errors";
import { serverT } from "~/.server/i18n";
import { findByUnsubscribeToken, unsubscribeSavedSearch } from "~/.server/saved-searches/unsubscribe";
import { languageContext, servicesContext } from "~/.server/web/context";
import { readForm } from "~/.server/web/forms";
import type { RouteHandle } from "~/i18n/route-texts";
import { UnsubscribeView } from "~/features/saved-searches/unsubscribe-view";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["saved-searches"] };

/** The unsubscribe link of alert e-mails: GET shows what it stops, only the POST button stops it. */

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = serverT(context.get(languageContext));
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const page = {
    title: t("saved-searches:unsubscribe.title"),
    description: t("saved-searches:unsubscribe.metaDescription"),
  };
  try {
    const found = await findByUnsubscribeToken(context.get(servicesContext), token);
    return { ...page, view: { state: found.frequency === "none" ? "already" : "confirm", name: found.name, token } as const };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ...page, view: { state: "invalid" } as const };
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? [...pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)), { name: "robots", content: "noindex" }] : [];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    const result = await unsubscribeSavedSearch(context.get(servicesContext), form.token);
    return { view: { state: result.changed ? "done" : "already", name: result.name, token: "" } as const };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { view: { state: "invalid" } as const };
  }
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribeView {...(actionData?.view ?? loaderData.view)} />;
}
