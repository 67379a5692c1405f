import { redirect } from "react-router";
import type { Route } from "./+types/reviews";
import { serverT } from "~/.server/i18n";
import { listReviewsForModeration } from "~/.server/reviews/list-reviews-for-moderation";
import { moderateReview } from "~/.server/reviews/moderate-review";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm, refill } from "~/.server/web/forms";
import { requireAdminPage } from "~/.server/web/guards";
import type { RouteHandle } from "~/i18n/route-texts";
import { pageUrl } from "~/.server/web/page-url";
import { AppError } from "~/domain/errors";
import { withParams } from "~/features/admin/shared/pagination";
import { REVIEWS_DONE, ReviewModerationView } from "~/features/admin/reviews/review-moderation-view";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["reviews", "admin"] };

// Moderation of the reviews written on /vlersimet: they wait as pending until an administrator
// publishes them (they join the page's list) or rejects them. Either decision can be changed later
// (e.g. take a published review down); each is audited. Every action is a form.

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdminPage(context);
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const list = await listReviewsForModeration(services, admin, {
    page: url.searchParams.get("page") ?? undefined,
    status: url.searchParams.get("status") ?? undefined,
  });
  const t = serverT(context.get(languageContext));
  return {
    title: t("reviews:admin.metaTitle"),
    list,
    done: REVIEWS_DONE.find((d) => d === url.searchParams.get("done")) ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.title, siteNameOf(matches)) : [];

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdminPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  return formAction(
    context,
    async () => {
      const decision = form.intent === "publish" ? "published" : form.intent === "reject" ? "rejected" : null;
      if (!decision) throw new AppError("VALIDATION");
      await moderateReview(services, { admin, id: typeof form.id === "string" ? form.id : "", decision });
      const url = pageUrl(request);
      return redirect(withParams(url.searchParams, { done: decision }, url.pathname));
    },
    refill(form, ["intent"]),
  );
}

export default function AdminReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewModerationView list={loaderData.list} done={loaderData.done} actionData={actionData} />;
}
