import { data } from "react-router";
import type { Route } from "./+types/favorites";
import { serverT } from "~/.server/i18n";
import { removeFavorite } from "~/.server/favorites/favorites";
import { listFavorites } from "~/.server/favorites/list-favorites";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm } from "~/.server/web/forms";
import { requireUserPage } from "~/.server/web/guards";
import { loadListPage } from "~/.server/web/list-page";
import type { RouteHandle } from "~/i18n/route-texts";
import { FavoriteList } from "~/features/favorites/favorite-list";
import { useTranslation } from "~/i18n/react";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { ListPage } from "~/ui/list-page";

export const handle: RouteHandle = { texts: ["favorites", "listings"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUserPage(context);
  const t = serverT(context.get(languageContext));
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const page = {
    title: t("favorites:title"),
    description: t("favorites:metaDescription"),
    failure: "favourites page could not be loaded",
  };
  // Pages 1..n together: 'load more' works without JavaScript too.
  return loadListPage(context, page, () =>
    listFavorites(context.get(servicesContext), { user, input: query, options: { cumulative: true } }),
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

/** Removes one of the user's own favourites (the remove button of a listing that is no longer public). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  return formAction(context, async () => {
    if (form.intent !== "unfavorite") return data({ ok: false }, { status: 400 });
    await removeFavorite(services, user, typeof form.property_id === "string" ? form.property_id : "");
    return { ok: true };
  });
}

export default function FavoritesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("favorites");
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <ListPage title={t("title")} subtitle={t("subtitle")} error={error?.message}>
      {loaderData.list && <FavoriteList data={loaderData.list} />}
    </ListPage>
  );
}
