import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/my-properties";
import { serverT } from "~/.server/i18n";
import { deleteProperty } from "~/.server/properties/delete-property";
import { listOwnProperties } from "~/.server/properties/list-own-properties";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm } from "~/.server/web/forms";
import { requireUserPage } from "~/.server/web/guards";
import { pageMessages } from "~/.server/web/messages";
import { pageUrl } from "~/.server/web/page-url";
import { FREE_PROPERTY_LIMIT } from "~/domain/limits";
import { OWNER_STATUS_FILTERS } from "~/domain/schemas/property-form";
import { MyPropertiesView } from "~/features/properties/my-properties-view";
import { pageMeta } from "~/lib/meta";

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
    messages: pageMessages(context, "properties", "listings"),
    status,
    deleted: url.searchParams.get("deleted") === "1",
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

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [...pageMeta(loaderData.title, loaderData.description), { name: "robots", content: "noindex" }] : [];

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  return formAction(context, async () => {
    if (form.intent !== "delete") return data({ ok: false }, { status: 400 });
    // The service checks ownership (403 for someone else's, 404 for an unknown id) and removes the photos.
    await deleteProperty(services, user, form.id);
    const url = pageUrl(request);
    url.searchParams.delete("delete");
    url.searchParams.set("deleted", "1");
    return redirect(`${url.pathname}${url.search}`);
  });
}

// Opening or closing the delete dialog changes only `?delete=`: the list need not be read again.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("delete");
    return `${url.pathname}?${params.toString()}`;
  };
  return strip(currentUrl) === strip(nextUrl) && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function MyPropertiesPage({ loaderData, actionData }: Route.ComponentProps) {
  const deleteError = actionData && "error" in actionData && actionData.error ? actionData.error.message : null;
  const { list, limits, status, deleted } = loaderData;
  return <MyPropertiesView list={list} limits={limits} status={status} deleted={deleted} deleteError={deleteError} />;
}
