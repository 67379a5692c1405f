import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/my-properties";
import { serverT } from "~/.server/i18n";
import { changeOwnStatus } from "~/.server/properties/change-own-status";
import { deleteProperty } from "~/.server/properties/delete-property";
import { renewProperty } from "~/.server/properties/renew-property";
import { listOwnProperties } from "~/.server/properties/list-own-properties";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm } from "~/.server/web/forms";
import { requireUserPage } from "~/.server/web/guards";
import type { RouteHandle } from "~/i18n/route-texts";
import { pageUrl } from "~/.server/web/page-url";
import { FREE_PROPERTY_LIMIT } from "~/domain/limits";
import { OWNER_STATUS_FILTERS } from "~/domain/schemas/property-form";
import { MyPropertiesView } from "~/features/properties/my-properties-view";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["properties", "listings"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const t = serverT(context.get(languageContext));
  const url = new URL(request.url);
  // An unknown status in a hand-edited address shows all, rather than an error page.
  const status = OWNER_STATUS_FILTERS.find((s) => s === url.searchParams.get("status")) ?? "all";
  const base = {
    title: `${t("pages.myProperties")} – Prona`,
    description: t("properties:list.metaDescription"),
    status,
    deleted: url.searchParams.get("deleted") === "1",
    // After a renewal or status change (the action redirects here): the listing it was about.
    changed: changeOf(url.searchParams),
  };
  try {
    const list = await listOwnProperties(services, user, { status });
    // The free-account limit note: the counts and the premium flag are already in the list's answer.
    return { ...base, list, limits: { count: list.counts.all, limit: list.premium ? null : FREE_PROPERTY_LIMIT } };
  } catch (error) {
    services.logger.error({ err: error, userId: user.id }, "my properties could not be loaded");
    return data({ ...base, list: null, limits: null }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? [...pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)), { name: "robots", content: "noindex" }] : [];

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  return formAction(context, async () => {
    const url = pageUrl(request);
    for (const key of ["delete", "change", "to", "deleted", "renewed", "status_changed"]) url.searchParams.delete(key);
    // The services check ownership (403 for someone else's, 404 for an unknown id) and every rule.
    if (form.intent === "delete") {
      await deleteProperty(services, user, form.id);
      url.searchParams.set("deleted", "1");
    } else if (form.intent === "renew") {
      await renewProperty(services, user, form.id);
      // The listing leaves a status tab it was under (expired → active): show all, with the note.
      url.searchParams.delete("status");
      url.searchParams.set("renewed", String(form.id));
    } else if (typeof form.intent === "string" && form.intent.startsWith("status:")) {
      await changeOwnStatus(services, { user, id: form.id, input: { status: form.intent.slice("status:".length) } });
      url.searchParams.delete("status");
      url.searchParams.set("status_changed", String(form.id));
    } else {
      return data({ ok: false }, { status: 400 });
    }
    return redirect(`${url.pathname}${url.search}`);
  });
}

function changeOf(params: URLSearchParams): { kind: "renewed" | "status_changed"; id: string } | null {
  for (const kind of ["renewed", "status_changed"] as const) {
    const id = params.get(kind);
    if (id) return { kind, id };
  }
  return null;
}

// Opening or closing a confirmation changes only `?delete=` or `?change=&to=`: the list need not be read again.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const key of ["delete", "change", "to"]) params.delete(key);
    return `${url.pathname}?${params.toString()}`;
  };
  return strip(currentUrl) === strip(nextUrl) && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function MyPropertiesPage({ loaderData, actionData }: Route.ComponentProps) {
  const actionError = actionData && "error" in actionData && actionData.error ? actionData.error.message : null;
  const { list, limits, status, deleted, changed } = loaderData;
  return <MyPropertiesView list={list} limits={limits} status={status} deleted={deleted} changed={changed} actionError={actionError} />;
}
