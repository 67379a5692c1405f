import type { ShouldRevalidateFunctionArgs } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/reviews";
import { serverT } from "~/.server/i18n";
import { createReview } from "~/.server/reviews/create-review";
import { listPublicReviews } from "~/.server/reviews/list-public-reviews";
import { languageContext, servicesContext, userContext } from "~/.server/web/context";
import { formAction, readForm, refill } from "~/.server/web/forms";
import type { RouteHandle } from "~/i18n/route-texts";
import { AppError } from "~/domain/errors";
import { ReviewsPageView } from "~/features/reviews/reviews-page";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { LoadFailed } from "~/ui/load-failed";

export const handle: RouteHandle = { texts: ["reviews"] };

export async function loader({ context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const t = serverT(language);
  return {
    reviews: await listPublicReviews(context.get(servicesContext)),
    title: t("reviews:metaTitle"),
    description: t("reviews:metaDescription"),
    signedIn: Boolean(context.get(userContext)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return formAction(
    context,
    async () => {
      const user = context.get(userContext);
      if (!user) throw new AppError("UNAUTHENTICATED");
      await createReview(context.get(servicesContext), user, form);
      return { ok: true as const };
    },
    refill(form, ["title", "rating", "category", "comment"]),
  );
}

/** Writing a review changes nothing the list shows (it awaits moderation); 'Provo përsëri' reloads. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod.toUpperCase() !== "GET" ? false : defaultShouldRevalidate;
}

/** Loading failed (e.g. the connection dropped on the way here): the spec's message and a real retry. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  return <LoadFailed title={t("footer.reviews")} message={t("errors:REVIEWS_LOAD_FAILED")} />;
}

export default function ReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewsPageView reviews={loaderData.reviews} signedIn={loaderData.signedIn} actionData={actionData} />;
}
