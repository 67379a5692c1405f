import { CheckCircle2, PenLine, Quote, ShieldCheck, XCircle } from "~/ui/icons";
import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { PublicReview } from "~/domain/reviews";
import { useTranslation } from "~/i18n/react";
import type { FormActionData } from "~/lib/form-errors";
import { buttonClass } from "~/ui/button";
import { Container } from "~/ui/container";
import { PageHero } from "~/ui/page-hero";
import { DemoBadge, ReviewsBoard } from "./reviews-board";
import { WriteReviewForm } from "./write-review";
import { featuredReviews } from "~/domain/reviews";

/**
 * /vlersimet: the write-a-review form (open after a post or when the address asks), the published
 * reviews, the guidelines, moderation, the most helpful five-star reviews and the call to write one.
 */
export function ReviewsPageView({
  reviews,
  signedIn,
  actionData,
}: {
  reviews: readonly PublicReview[];
  signedIn: boolean;
  actionData?: FormActionData;
}) {
  const { t } = useTranslation("reviews");
  const [params] = useSearchParams();
  // Open after a post (to show its answer) or when asked by the address (the call to action without JavaScript).
  const [open, setOpen] = useState(Boolean(actionData) || params.get("write") === "1");
  const writeRef = useRef<HTMLDetailsElement>(null);
  // "What our clients say": published reviews, not text of ours; the section waits until there are some.
  const featured = featuredReviews(reviews, 3);

  // No review yet: the empty state below offers to write the first, so the form's own button waits.
  const hideForm = reviews.length === 0 && !open;

  function openForm() {
    setOpen(true);
    // Once shown (it may have been hidden until now).
    requestAnimationFrame(() => {
      writeRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      writeRef.current?.querySelector<HTMLElement>("input, a")?.focus({ preventScroll: true });
    });
  }

  return (
    <main id="main">
      <PageHero title={t("title")} subtitle={t("subtitle")} />
      <Container className="space-y-10 py-10">
        <details
          ref={writeRef}
          id="write-review"
          open={open}
          hidden={hideForm}
          onToggle={(e) => setOpen(e.currentTarget.open)}
          className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
        >
          <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-500 [&::-webkit-details-marker]:hidden">
            <PenLine aria-hidden="true" className="h-4 w-4" />
            {t("write.open")}
          </summary>
          <div className="mt-5 max-w-2xl">
            <h2 className="mb-3 text-xl font-bold">{t("write.title")}</h2>
            <WriteReviewForm actionData={actionData} signedIn={signedIn} />
          </div>
        </details>

        <ReviewsBoard reviews={reviews} onWrite={openForm} />

        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="guidelines-title" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
            <h2 id="guidelines-title" className="text-xl font-bold">
              {t("guidelines.title")}
            </h2>
            <div className="mt-4 grid gap-6 sm:grid-cols-2">
              <div>
                <h3 className="font-semibold text-green-800 dark:text-green-300">{t("guidelines.includeTitle")}</h3>
                <ul className="mt-2 space-y-2 text-sm">
                  {(["i1", "i2", "i3", "i4"] as const).map((k) => (
                    <li key={k} className="flex gap-2">
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700 dark:text-green-400" />
                      {t(`guidelines.include.${k}`)}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="font-semibold text-red-800 dark:text-red-300">{t("guidelines.avoidTitle")}</h3>
                <ul className="mt-2 space-y-2 text-sm">
                  {(["a1", "a2", "a3", "a4"] as const).map((k) => (
                    <li key={k} className="flex gap-2">
                      <XCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-red-700 dark:text-red-400" />
                      {t(`guidelines.avoid.${k}`)}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </section>
          <section
            aria-labelledby="moderation-title"
            className="rounded-2xl bg-brand-50 p-6 text-brand-950 dark:bg-brand-950 dark:text-brand-50"
          >
            <h2 id="moderation-title" className="flex items-center gap-2 text-xl font-bold">
              <ShieldCheck aria-hidden="true" className="h-5 w-5" />
              {t("moderation.title")}
            </h2>
            <p className="mt-3 leading-relaxed">{t("moderation.text")}</p>
          </section>
        </div>

        {featured.length > 0 && (
          <section aria-labelledby="featured-title">
            <h2 id="featured-title" className="mb-4 text-2xl font-bold">
              {t("featured.title")}
            </h2>
            <div className="grid gap-4 md:grid-cols-3">
              {featured.map((r) => (
                <figure
                  key={r.id}
                  data-testid="featured-review"
                  className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
                >
                  <Quote aria-hidden="true" className="h-6 w-6 text-gold-500" />
                  <blockquote className="mt-3 leading-relaxed">{r.comment}</blockquote>
                  <figcaption className="mt-4 flex flex-wrap items-end justify-between gap-2 text-sm">
                    <span>
                      <span className="block font-semibold">{r.userName}</span>
                      <span className="text-slate-600 dark:text-slate-400">
                        {t(`categories.${r.category}`)}
                        {r.propertyLocation && ` · ${r.propertyLocation}`}
                      </span>
                    </span>
                    {r.isDemo && <DemoBadge />}
                  </figcaption>
                </figure>
              ))}
            </div>
          </section>
        )}

        <section
          aria-labelledby="cta-title"
          className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 p-8 text-center text-white"
        >
          <h2 id="cta-title" className="text-2xl font-bold">
            {t("cta.title")}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-brand-50">{t("cta.text")}</p>
          <a
            href="?write=1#write-review"
            className={buttonClass("gold", "lg", "mt-5")}
            onClick={(event) => {
              event.preventDefault();
              openForm();
            }}
          >
            {t("cta.button")}
          </a>
        </section>
      </Container>
    </main>
  );
}
