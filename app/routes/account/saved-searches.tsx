import { data, redirect } from "react-router";
import type { Route } from "./+types/saved-searches";
import { serverT } from "~/.server/i18n";
import { createSavedSearch } from "~/.server/saved-searches/create-saved-search";
import { deleteSavedSearch } from "~/.server/saved-searches/delete-saved-search";
import { listSavedSearches } from "~/.server/saved-searches/list-saved-searches";
import { updateSavedSearch } from "~/.server/saved-searches/update-saved-search";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm } from "~/.server/web/forms";
import { requireUserPage } from "~/.server/web/guards";
import type { RouteHandle } from "~/i18n/route-texts";
import { SavedSearchesView } from "~/features/saved-searches/saved-searches-view";
import { pageMeta, siteNameOf } from "~/lib/meta";

const DONE = ["created", "renamed", "frequency", "deleted"] as const;

export const handle: RouteHandle = { texts: ["saved-searches", "listings"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUserPage(context);
  const t = serverT(context.get(languageContext));
  const list = await listSavedSearches(context.get(servicesContext), user.id);
  const done = new URL(request.url).searchParams.get("done");
  return {
    ...list,
    done: DONE.find((d) => d === done),
    title: t("saved-searches:page.title"),
    description: t("saved-searches:page.metaDescription"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

/** Save (from /listings: a form post without JavaScript, a fetcher with it), rename, alerts, delete. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  return formAction(context, async () => {
    switch (form.intent) {
      case "create":
        await createSavedSearch(services, { user, input: form, language: context.get(languageContext) });
        if (form.js === "1") return { ok: true, done: "created" as const };
        throw redirect("/kerkimet-e-ruajtura?done=created");
      case "rename":
        await updateSavedSearch(services, { user, id: form.id, input: { name: form.name } });
        return { ok: true, done: "renamed" as const };
      case "frequency":
        await updateSavedSearch(services, { user, id: form.id, input: { frequency: form.frequency } });
        return { ok: true, done: "frequency" as const };
      case "delete":
        await deleteSavedSearch(services, user, form.id);
        return { ok: true, done: "deleted" as const };
      default:
        return data({ ok: false }, { status: 400 });
    }
  });
}

export default function SavedSearchesPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as { done?: (typeof DONE)[number]; error?: { message: string } } | undefined;
  return (
    <SavedSearchesView
      searches={loaderData.saved_searches}
      limit={loaderData.limit}
      done={result?.done ?? loaderData.done}
      error={result?.error?.message}
    />
  );
}
