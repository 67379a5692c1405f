import { data } from "react-router";
import type { Route } from "./+types/favorites";
import { serverT } from "~/.server/i18n";
import { removeFavorite } from "~/.server/favorites/favorites";
import { listFavorites } from "~/.server/favorites/list-favorites";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm } from "~/.server/web/forms";
import { requireUserPage } from "~/.server/web/guards";
import { pageMessages } from "~/.server/web/messages";
import { FavoriteList } from "~/features/favorites/favorite-list";
import { LoadError } from "~/ui/load-error";
import { PageHeader } from "~/ui/page-header";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const t = serverT(context.get(languageContext));
  const url = new URL(request.url);
  const meta = { title: `${t("inbox:favorites.title")} – Prona`, description: t("inbox:favorites.metaDescription") };
  const messages = pageMessages(context, "inbox", "listings");
  try {
    // Pages 1..n together: 'load more' works without JavaScript too.
    const list = await listFavorites(services, user, Object.fromEntries(url.searchParams), { cumulative: true });
    return { ...meta, messages, list };
  } catch (error) {
    services.logger.error({ err: error, userId: user.id }, "favourites page could not be loaded");
    return { ...meta, messages, list: null };
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.title, loaderData.description) : []);

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
  const { t } = useTranslation("inbox");
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <main id="main">
      <PageHeader title={t("favorites.title")} subtitle={t("favorites.subtitle")} />
      {error && (
        <Alert tone="error" className="mb-4">
          {error.message}
        </Alert>
      )}
      {loaderData.list ? <FavoriteList data={loaderData.list} /> : <LoadError />}
    </main>
  );
}
