import { Check, ExternalLink, ThumbsUp, X } from "lucide-react";
import { Form, Link, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/reviews";
import { serverT } from "~/.server/i18n";
import { listReviewsForModeration } from "~/.server/reviews/list-reviews-for-moderation";
import { moderateReview } from "~/.server/reviews/moderate-review";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm, refill } from "~/.server/web/forms";
import { requireAdminPage } from "~/.server/web/guards";
import { pageMessages } from "~/.server/web/messages";
import { pageUrl } from "~/.server/web/page-url";
import { AppError } from "~/domain/errors";
import { formatDateTime } from "~/domain/format";
import { REVIEW_CATEGORIES, type ReviewCategory } from "~/domain/enums";
import { Pagination, withParams } from "~/features/admin/pagination";
import { pageMeta } from "~/lib/meta";
import { Stars } from "~/features/reviews/stars";
import { useTranslation } from "~/i18n/react";
import { Button } from "~/ui/button";
import { cx } from "~/ui/cx";
import { Flash } from "~/ui/flash";

// Moderation of the reviews written on /vlersimet: they wait as pending until an administrator
// publishes them (they join the page's list) or rejects them. Either decision can be changed later
// (e.g. take a published review down); each is audited. Every action is a form.

const STATUSES = ["pending", "published", "rejected", "all"] as const;
const DONE = ["published", "rejected"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdminPage(context);
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const list = await listReviewsForModeration(services, admin, { page: url.searchParams.get("page") ?? undefined, status: url.searchParams.get("status") ?? undefined });
  const t = serverT(context.get(languageContext));
  return {
    title: t("infoAdmin:reviews.metaTitle"),
    list,
    done: DONE.find((d) => d === url.searchParams.get("done")) ?? null,
    messages: pageMessages(context, "infoAdmin", "admin"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.title, loaderData.title) : []);

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdminPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  return formAction(
    context,
    async () => {
      const decision = form.intent === "publish" ? "published" : form.intent === "reject" ? "rejected" : null;
      if (!decision) throw new AppError("VALIDATION");
      await moderateReview(services, admin, typeof form.id === "string" ? form.id : "", decision);
      const url = pageUrl(request);
      return redirect(withParams(url.searchParams, { done: decision }, url.pathname));
    },
    refill(form, ["intent"]),
  );
}

const STATUS_BADGE = {
  pending: "bg-gold-100 text-gold-700 dark:bg-gold-700 dark:text-white",
  published: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200",
  rejected: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
} as const;

export default function AdminReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("infoAdmin");
  const location = useLocation();
  const busy = useNavigation().state === "submitting";
  const { list, done } = loaderData;
  const counts = { ...list.counts, all: list.counts.pending + list.counts.published + list.counts.rejected };
  const tab = (active: boolean) =>
    cx("rounded-full px-3 py-1.5 text-sm font-medium", active ? "bg-brand-700 text-white" : "bg-white text-slate-800 hover:bg-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800");
  return (
    <div className="space-y-6">
      {done && <Flash key={`${done}-${location.key}`} tone="success">{t(`reviews.done.${done}`)}</Flash>}
      {actionData?.error && <Flash key={actionData.error.message} tone="error">{`${t("reviews.failed")}: ${actionData.error.message}`}</Flash>}

      <section aria-labelledby="moderation-title" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="moderation-title" className="text-xl font-bold">{t("reviews.title")}</h2>
            <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-300">{t("reviews.intro")}</p>
          </div>
          <Link to="/vlersimet" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            {t("reviews.viewPage")}
          </Link>
        </div>
        <nav aria-label={t("reviews.filterLabel")} className="flex flex-wrap gap-2">
          {STATUSES.map((s) => (
            <Link
              key={s}
              to={withParams(location.search, { status: s === "pending" ? null : s, page: null, done: null }, location.pathname)}
              aria-current={list.status === s ? "page" : undefined}
              className={tab(list.status === s)}
            >
              {t("reviews.tab", { label: t(`reviews.status.${s}`), count: counts[s] })}
            </Link>
          ))}
        </nav>

        {list.reviews.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">{t("reviews.empty")}</p>
        ) : (
          <ul className="space-y-4" aria-labelledby="moderation-title">
            {list.reviews.map((r) => {
              const status = r.status as keyof typeof STATUS_BADGE;
              const category = (REVIEW_CATEGORIES as readonly string[]).includes(r.category) ? (r.category as ReviewCategory) : null;
              return (
                <li key={r.id} data-testid="moderation-review" className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
                  <article aria-labelledby={`review-${r.id}`}>
                    <header className="flex flex-wrap items-start justify-between gap-3">
                      <div className="min-w-0">
                        <div className="flex flex-wrap items-center gap-2">
                          <Stars full={r.rating} label={t("reviews.rating", { rating: r.rating })} />
                          <h3 id={`review-${r.id}`} className="break-words font-bold">{r.title}</h3>
                        </div>
                        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                          {t("reviews.by", { name: r.user_name ?? t("reviews.unknownUser") })}
                          {r.user_email && (
                            <>
                              {" · "}
                              <a href={`mailto:${r.user_email}`} className="break-all text-brand-700 hover:underline dark:text-brand-300">{r.user_email}</a>
                            </>
                          )}
                        </p>
                      </div>
                      <div className="flex flex-wrap gap-2 text-xs font-semibold">
                        {category && <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800 dark:bg-brand-950 dark:text-brand-100">{t(`reviews.categories.${category}`)}</span>}
                        <span data-testid="review-status" className={cx("rounded-full px-2.5 py-1", STATUS_BADGE[status])}>{t(`reviews.status.${status}`)}</span>
                      </div>
                    </header>
                    <p className="mt-3 whitespace-pre-wrap break-words leading-relaxed text-slate-800 dark:text-slate-200">{r.comment}</p>
                    <footer className="mt-4 flex flex-wrap items-center justify-between gap-3">
                      <p className="text-xs text-slate-600 dark:text-slate-400">
                        <time dateTime={r.created_at}>{t("reviews.written", { date: formatDateTime(r.created_at) })}</time>
                        {r.moderated_at && <> · {t("reviews.moderated", { date: formatDateTime(r.moderated_at) })}</>}
                        {r.status === "published" && (
                          <span className="ml-2 inline-flex items-center gap-1">
                            <ThumbsUp aria-hidden="true" className="h-3.5 w-3.5" />
                            {t("reviews.helpful", { count: r.helpful })}
                          </span>
                        )}
                      </p>
                      <Form method="post" className="flex flex-wrap gap-2">
                        <input type="hidden" name="id" value={r.id} />
                        {r.status !== "published" && (
                          <Button type="submit" name="intent" value="publish" size="sm" disabled={busy} aria-label={t("reviews.publishLabel", { title: r.title })}>
                            <Check aria-hidden="true" className="h-4 w-4" />
                            {t("reviews.publish")}
                          </Button>
                        )}
                        {r.status !== "rejected" && (
                          <Button type="submit" name="intent" value="reject" size="sm" variant="danger" disabled={busy} aria-label={t("reviews.rejectLabel", { title: r.title })}>
                            <X aria-hidden="true" className="h-4 w-4" />
                            {t("reviews.reject")}
                          </Button>
                        )}
                      </Form>
                    </footer>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
        <Pagination page={list.page} pageCount={list.pages} hrefFor={(p) => withParams(location.search, { page: p, done: null }, location.pathname)} />
      </section>
    </div>
  );
}
