import { redirect } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/property";
import { AppError } from "~/domain/errors";
import { addFavorite, removeFavorite } from "~/.server/listings/favorites";
import { servicesContext, userContext } from "~/.server/web/context";
import { formAction, readForm } from "~/.server/web/forms";
import { safeLocalPath } from "~/.server/web/redirects";
import { PlaceholderPage } from "~/features/shell/placeholder-page";

/** Posts of the property page: the favourite toggle (also used by the cards' hearts). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const services = context.get(servicesContext);
  const user = context.get(userContext);
  const back = safeLocalPath(form.redirect_to);
  switch (form.intent) {
    case "favorite":
    case "unfavorite":
      return formAction(context, async () => {
        if (!user) throw new AppError("FAVORITE_LOGIN_REQUIRED");
        const state = form.intent === "favorite" ? await addFavorite(services, user, params.id) : await removeFavorite(services, user, params.id);
        // Without JavaScript the post was a page load: go back to where the heart was.
        if (back) return redirect(back);
        return { favorite: state };
      });
    default:
      return formAction(context, async () => {
        throw new AppError("VALIDATION");
      });
  }
}

export default function Page() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t("pages.property")} />;
}
