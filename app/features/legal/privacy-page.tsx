import { CheckCircle2, Mail, MapPin, MessageSquare, ShieldCheck } from "~/ui/icons";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { formatLongDate } from "~/domain/format";
import { LEGAL_TEXTS_UPDATED } from "~/domain/legal-dates";
import { PageHero } from "~/ui/page-hero";
import { Toc } from "~/ui/toc";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";

const ANCHORS = ["overview", "collection", "usage", "sharing", "rights", "cookies", "security", "changes", "contact"] as const;
const GROUPS = ["personal", "usage", "property", "automatic", "thirdParty"] as const;

const section =
  "scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 leading-relaxed dark:border-slate-700 dark:bg-slate-900 sm:p-7";
const h2 = "mb-3 text-2xl font-bold";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={section}>
      <h2 id={`${id}-title`} className={h2}>
        {title}
      </h2>
      <div className="space-y-3">{children}</div>
    </section>
  );
}

/**
 * /privatesia: the privacy policy, with its table of contents and the privacy mailbox. `privacyEmail`,
 * `postal`: the contact address and postal address an administrator set ("" while unset: not shown).
 */
export function PrivacyPageView({ privacyEmail, postal }: { privacyEmail: string; postal: string }) {
  const { t, i18n } = useTranslation("legal");
  return (
    <main id="main">
      <PageHero title={t("privacy.title")} subtitle={t("privacy.subtitle")}>
        <p className="mt-4 text-sm text-brand-100">
          {t("privacy.lastUpdated", { date: formatLongDate(LEGAL_TEXTS_UPDATED.privacy, i18n.language) })}
        </p>
      </PageHero>
      <Container className="grid gap-8 py-10 lg:grid-cols-[16rem_1fr] lg:items-start">
        <Toc items={ANCHORS.map((id) => ({ id, label: t(`privacy.toc.${id}`) }))} />
        <div className="min-w-0 space-y-6">
          <Section id="overview" title={t("privacy.toc.overview")}>
            <p>{t("privacy.overview.p1")}</p>
            <p>{t("privacy.overview.p2")}</p>
          </Section>
          <Section id="collection" title={t("privacy.toc.collection")}>
            <p>{t("privacy.collection.intro")}</p>
            <div className="space-y-2">
              {GROUPS.map((g) => (
                <details key={g} data-testid="data-group" className="group rounded-xl border border-slate-200 p-4 dark:border-slate-700">
                  <summary className="flex cursor-pointer list-none items-center justify-between font-semibold [&::-webkit-details-marker]:hidden">
                    {t(`privacy.collection.${g}.title`)}
                    <span
                      aria-hidden="true"
                      className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45 dark:text-brand-300"
                    >
                      +
                    </span>
                  </summary>
                  <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t(`privacy.collection.${g}.text`)}</p>
                </details>
              ))}
            </div>
          </Section>
          <Section id="usage" title={t("privacy.toc.usage")}>
            <ul className="space-y-2">
              {(["u1", "u2", "u3", "u4", "u5", "u6"] as const).map((k) => (
                <li key={k} className="flex gap-2">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" />
                  {t(`privacy.usage.${k}`)}
                </li>
              ))}
            </ul>
          </Section>
          <Section id="sharing" title={t("privacy.toc.sharing")}>
            <p className="font-semibold">{t("privacy.sharing.p1")}</p>
            <p>{t("privacy.sharing.p2")}</p>
            <p>{t("privacy.sharing.p3")}</p>
          </Section>
          <Section id="rights" title={t("privacy.toc.rights")}>
            <p>{t("privacy.rights.intro")}</p>
            <ul className="list-disc space-y-1 pl-5">
              {(["r1", "r2", "r3", "r4", "r5"] as const).map((k) => (
                <li key={k}>{t(`privacy.rights.${k}`)}</li>
              ))}
            </ul>
            <p className="rounded-lg bg-brand-50 p-3 font-semibold text-brand-900 dark:bg-brand-950 dark:text-brand-100">
              {t("privacy.rights.response")}
            </p>
          </Section>
          <Section id="cookies" title={t("privacy.toc.cookies")}>
            <p>{t("privacy.cookies.p1")}</p>
            <p>{t("privacy.cookies.p2")}</p>
          </Section>
          <Section id="security" title={t("privacy.toc.security")}>
            <p className="flex gap-2">
              <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" />
              {t("privacy.security.p1")}
            </p>
            <p>{t("privacy.security.p2")}</p>
          </Section>
          <Section id="changes" title={t("privacy.toc.changes")}>
            <p>{t("privacy.changes.p1")}</p>
          </Section>
          <Section id="contact" title={t("privacy.toc.contact")}>
            <p>{t("privacy.contact.intro")}</p>
            <ul className="space-y-2">
              {privacyEmail && (
                <li className="flex gap-2">
                  <Mail aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" />
                  <span>
                    <strong>{t("privacy.contact.mailbox")}: </strong>
                    <a href={`mailto:${privacyEmail}`} className="text-brand-700 hover:underline dark:text-brand-300">
                      {privacyEmail}
                    </a>
                  </span>
                </li>
              )}
              <li className="flex gap-2">
                <MessageSquare aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" />
                <Link to="/kontakt" className="text-brand-700 hover:underline dark:text-brand-300">
                  {t("privacy.contact.form")}
                </Link>
              </li>
              {postal && (
                <li className="flex gap-2">
                  <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" />
                  <span>
                    <strong>{t("privacy.contact.address")}: </strong>
                    {postal}
                  </span>
                </li>
              )}
            </ul>
            <p>{t("privacy.contact.authority")}</p>
          </Section>
          <section
            aria-labelledby="privacy-cta"
            className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 p-8 text-center text-white"
          >
            <h2 id="privacy-cta" className="text-2xl font-bold">
              {t("privacy.cta.title")}
            </h2>
            <p className="mt-2 text-brand-50">{t("privacy.cta.text")}</p>
            <ButtonLink to="/kontakt" variant="gold" size="lg" className="mt-5">
              {t("privacy.cta.button")}
            </ButtonLink>
            <p className="mt-4">
              <Link to="/kushtet-e-perdorimit" className="font-semibold text-white underline">
                {t("privacy.cta.terms")}
              </Link>
            </p>
          </section>
        </div>
      </Container>
    </main>
  );
}
