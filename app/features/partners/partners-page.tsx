import {
  Building2,
  ExternalLink,
  Handshake,
  Hammer,
  Megaphone,
  Paintbrush,
  Scale,
  ShieldCheck,
  Target,
  TrendingUp,
  Users,
  Wallet,
} from "~/ui/icons";
import { Link } from "react-router";
import type { Partner } from "~/.server/partners/list-partners";
import { useTranslation } from "~/i18n/react";
import { Faq, PageHero } from "~/ui/page-hero";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";

const SERVICES = [
  { key: "finance", icon: Wallet },
  { key: "construction", icon: Hammer },
  { key: "insurance", icon: ShieldCheck },
  { key: "legal", icon: Scale },
  { key: "marketing", icon: Megaphone },
  { key: "design", icon: Paintbrush },
] as const;

const BENEFITS = [
  { key: "reach", icon: TrendingUp },
  { key: "trust", icon: ShieldCheck },
  { key: "clients", icon: Users },
  { key: "marketing", icon: Target },
] as const;

const card = "rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900";

/**
 * /bashkepunimet: the partners (data, issue 17 §3: a fresh install has none and invites them; the demo
 * data's are labelled), their services, the benefits of partnering, the FAQ and the call to contact.
 */
export function PartnersPageView({ partners }: { partners: Partner[] }) {
  const { t } = useTranslation("partners");
  return (
    <main id="main">
      <PageHero title={t("title")} subtitle={t("subtitle")}>
        <ButtonLink to="/kontakt" variant="gold" size="lg" className="mt-6">
          <Handshake aria-hidden="true" className="h-5 w-5" />
          {t("heroCta")}
        </ButtonLink>
      </PageHero>
      <Container className="space-y-14 py-10">
        <section aria-labelledby="partners-title">
          <h2 id="partners-title" className="mb-5 text-2xl font-bold">
            {t("partnersTitle")}
          </h2>
          {partners.length === 0 && (
            <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700 dark:border-slate-700 dark:text-slate-300">
              {t("none")}{" "}
              <Link to="/kontakt" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
                {t("noneCta")}
              </Link>
            </p>
          )}
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {partners.map((p) => (
              <li key={p.id} data-testid="partner-card" className={`${card} flex flex-col`}>
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-extrabold text-white"
                  >
                    {p.name.charAt(0)}
                  </span>
                  <div>
                    <h3 className="font-bold">{p.name}</h3>
                    <span className="mt-0.5 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-100">
                      {t(`types.${p.type}`)}
                    </span>
                    {p.is_demo && (
                      <span className="ml-1 mt-0.5 inline-block rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
                        {t("demo")}
                      </span>
                    )}
                  </div>
                </div>
                <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{p.description}</p>
                {p.website && (
                  <a
                    href={p.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t("visitLabel", { name: p.name })}
                    className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
                  >
                    {t("visit")}
                    <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="services-title">
          <h2 id="services-title" className="mb-5 text-2xl font-bold">
            {t("servicesTitle")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {SERVICES.map(({ key, icon: Icon }) => (
              <li key={key} className={card}>
                <Icon aria-hidden="true" className="h-6 w-6 text-brand-700 dark:text-brand-300" />
                <h3 className="mt-3 font-bold">{t(`services.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(`services.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="kinds-title">
          <h2 id="kinds-title" className="mb-5 text-2xl font-bold">
            {t("kindsTitle")}
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {(["strategic", "services", "advertising"] as const).map((k) => (
              <li key={k} className={`${card} flex flex-col`}>
                <Building2 aria-hidden="true" className="h-6 w-6 text-gold-700 dark:text-gold-400" />
                <h3 className="mt-3 font-bold">{t(`kinds.${k}.title`)}</h3>
                <p className="mt-1 flex-1 text-sm text-slate-700 dark:text-slate-300">{t(`kinds.${k}.text`)}</p>
                <Link
                  to={`/kontakt?subject=${encodeURIComponent(t(`kinds.${k}.title`))}`}
                  className="mt-4 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
                  aria-label={`${t("kinds.apply")}: ${t(`kinds.${k}.title`)}`}
                >
                  {t("kinds.apply")} →
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="benefits-title">
            <h2 id="benefits-title" className="mb-5 text-2xl font-bold">
              {t("benefitsTitle")}
            </h2>
            <ul className="space-y-4">
              {BENEFITS.map(({ key, icon: Icon }) => (
                <li key={key} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300"
                  >
                    <Icon className="h-5 w-5" />
                  </span>
                  <div>
                    <h3 className="font-bold">{t(`benefits.${key}.title`)}</h3>
                    <p className="text-sm text-slate-700 dark:text-slate-300">{t(`benefits.${key}.text`)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="steps-title">
            <h2 id="steps-title" className="mb-5 text-2xl font-bold">
              {t("stepsTitle")}
            </h2>
            <ol className="space-y-4">
              {(["s1", "s2", "s3"] as const).map((k, i) => (
                <li key={k} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  >
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="font-bold">{t(`steps.${k}.title`)}</h3>
                    <p className="text-sm text-slate-700 dark:text-slate-300">{t(`steps.${k}.text`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <section
          aria-labelledby="partners-cta"
          className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 p-8 text-center text-white"
        >
          <h2 id="partners-cta" className="text-2xl font-bold">
            {t("cta.title")}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-brand-50">{t("cta.text")}</p>
          <ButtonLink to="/kontakt" variant="gold" size="lg" className="mt-5">
            {t("cta.button")}
          </ButtonLink>
        </section>

        <section aria-labelledby="partners-faq">
          <h2 id="partners-faq" className="mb-4 text-2xl font-bold">
            {t("faqTitle")}
          </h2>
          <div className="grid gap-3 md:grid-cols-2">
            {(["1", "2", "3", "4"] as const).map((n) => (
              <Faq key={n} question={t(`faq.q${n}`)} answer={t(`faq.a${n}`)} />
            ))}
          </div>
        </section>
      </Container>
    </main>
  );
}
