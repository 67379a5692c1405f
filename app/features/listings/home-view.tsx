import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { useFormats } from "~/lib/use-formats";
import { buttonClass } from "~/ui/button";
import { Container } from "~/ui/container";
import type { PropertyCardData } from "~/ui/property-card";
import { HeroSearch } from "./hero-search";
import { LatestListings } from "./latest-listings";
import { usePromises } from "~/lib/use-promises";

/**
 * The home page (document 1 §2): hero search, the latest listings (streamed), the premium promotion,
 * benefits, how it works, and the call to register for visitors.
 */
export function HomeView({ latest, signedIn }: { latest: Promise<PropertyCardData[]>; signedIn: boolean }) {
  const { t } = useTranslation("listings");
  const f = useFormats();
  const promises = usePromises();
  // No icons in these static sections: the home page's JavaScript budget is spent on the listings.
  const benefits = [
    {
      title: t("home.benefits.postTitle"),
      body: t("home.benefits.postBody", { count: promises.freeListings, photos: promises.freePhotos }),
    },
    { title: t("home.benefits.favoritesTitle"), body: t("home.benefits.favoritesBody") },
    { title: t("home.benefits.contactTitle"), body: t("home.benefits.contactBody") },
    { title: t("home.benefits.alertsTitle"), body: t("home.benefits.alertsBody") },
  ];
  const steps = [
    { title: t("home.steps.oneTitle"), body: t("home.steps.oneBody") },
    { title: t("home.steps.twoTitle"), body: t("home.steps.twoBody") },
    { title: t("home.steps.threeTitle"), body: t("home.steps.threeBody") },
  ];
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand-800 to-brand-950 text-white">
        {/* Compact on a phone: the latest listings begin on the first screen (issue 34 §2). */}
        <Container className="py-5 sm:py-20">
          <h1 className="max-w-3xl text-2xl font-extrabold tracking-tight sm:text-5xl">{t("home.heroTitle")}</h1>
          <p className="mt-1.5 max-w-2xl text-sm text-brand-100 sm:mt-4 sm:text-lg">{t("home.heroSubtitle")}</p>
          <div className="mt-4 sm:mt-8">
            <HeroSearch />
          </div>
        </Container>
      </section>

      <section aria-labelledby="latest-heading" className="py-6 sm:py-14">
        <Container>
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3 sm:mb-6">
            <div>
              <h2 id="latest-heading" className="text-2xl font-bold text-slate-900 dark:text-slate-100">
                {t("home.latestTitle")}
              </h2>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{t("home.latestSubtitle")}</p>
            </div>
            <Link to="/listings" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
              {t("home.seeAll")} →
            </Link>
          </div>
          <LatestListings latest={latest} signedIn={signedIn} />
        </Container>
      </section>

      {promises.premiumOffered && (
        <section
          aria-labelledby="promo-heading"
          className="bg-slate-950 py-14 text-white dark:border-y dark:border-gold-400/40 dark:bg-gradient-to-br dark:from-slate-900 dark:to-brand-950"
        >
          <Container className="grid gap-8 lg:grid-cols-2 lg:items-center">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full bg-gold-400 px-3 py-1 text-sm font-bold text-slate-950">
                <span aria-hidden="true">★</span> Premium
              </p>
              <h2 id="promo-heading" className="mt-4 text-3xl font-bold">
                {t("home.promoTitle", { price: f.money(promises.monthlyPrice) })}
              </h2>
              <p className="mt-2 text-slate-300">{t("home.promoBody")}</p>
              <Link to="/premium" className={buttonClass("gold", "lg", "mt-6")}>
                {t("home.promoCta")}
              </Link>
            </div>
            <ul className="space-y-3">
              {(["top", "photos", "stats", "support"] as const).map((key) => (
                <li key={key} className="flex items-start gap-3 rounded-lg bg-white/5 p-3">
                  <span aria-hidden="true" className="mt-0.5 font-bold text-gold-300">
                    ✓
                  </span>
                  <span>{t(`home.promoFeatures.${key}`, { count: promises.premiumPhotos })}</span>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}

      <section aria-labelledby="benefits-heading" className="py-14">
        <Container>
          <h2 id="benefits-heading" className="text-2xl font-bold text-slate-900 dark:text-slate-100">
            {t("home.benefitsTitle")}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.map(({ title, body }) => (
              <li
                key={title}
                className="rounded-xl border-t-4 border-brand-600 bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
              >
                <h3 className=" font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{body}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {promises.premiumOffered && (
        <section aria-labelledby="teaser-heading" className="bg-brand-50 py-14 dark:bg-brand-950/40">
          <Container className="flex flex-col items-start gap-4 lg:flex-row lg:items-center lg:justify-between">
            <div className="flex items-start gap-4">
              <div>
                <h2 id="teaser-heading" className="text-2xl font-bold text-slate-900 dark:text-slate-100">
                  {t("home.teaserTitle")}
                </h2>
                <p className="mt-1 max-w-2xl text-slate-700 dark:text-slate-300">{t("home.teaserBody")}</p>
              </div>
            </div>
            <Link to="/premium" className={buttonClass("primary", "lg")}>
              {t("home.teaserCta")}
            </Link>
          </Container>
        </section>
      )}

      <section aria-labelledby="how-heading" className="py-14">
        <Container>
          <h2 id="how-heading" className="text-2xl font-bold text-slate-900 dark:text-slate-100">
            {t("home.howTitle")}
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {steps.map(({ title, body }) => (
              <li key={title} className="rounded-xl bg-slate-50 p-5 dark:bg-slate-900">
                <h3 className=" font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{body}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      {!signedIn && (
        <section aria-labelledby="cta-heading" className="bg-gradient-to-br from-brand-800 to-brand-950 py-14 text-white">
          <Container className="text-center">
            <h2 id="cta-heading" className="text-3xl font-bold">
              {t("home.ctaTitle")}
            </h2>
            <p className="mx-auto mt-2 max-w-xl text-brand-100">{t("home.ctaBody")}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to="/register" className={buttonClass("gold", "lg")}>
                {t("home.ctaRegister")}
              </Link>
              <Link to="/login" className={buttonClass("secondary", "lg")}>
                {t("home.ctaLogin")}
              </Link>
            </div>
          </Container>
        </section>
      )}
    </main>
  );
}
