import { AlertTriangle, CheckCircle2, ExternalLink, FileText } from "~/ui/icons";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { formatLongDate } from "~/domain/format";
import { LEGAL_TEXTS_UPDATED } from "~/domain/legal-dates";
import { Faq, PageHero } from "~/ui/page-hero";
import { Toc } from "~/ui/toc";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";

const SECTIONS = [
  { id: "buying", key: "buying" },
  { id: "selling", key: "selling" },
  { id: "renting", key: "renting" },
  { id: "taxes", key: "taxes" },
  { id: "documents", key: "documents" },
  { id: "legal-help", key: "legalHelp" },
] as const;

const STEPS = ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8"] as const;
const TAX_ROWS = [
  "downPayment",
  "transactionTax",
  "notaryFee",
  "cadastre",
  "propertyTax",
  "rentalTax",
  "deposit",
  "registrationTime",
] as const;

const RESOURCES = [
  { key: "cadastre", href: "https://akk.rks-gov.net" },
  { key: "notaries", href: "https://www.noteria-ks.org" },
  { key: "tax", href: "https://www.atk-ks.org" },
  { key: "bar", href: "https://www.oak-ks.org" },
] as const;

const section = "scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900 sm:p-7";
const h2 = "mb-4 text-2xl font-bold";

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="mt-3 space-y-2">
      {items.map((text) => (
        <li key={text} className="flex gap-2">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

/** /keshilla-ligjore: buying, selling, renting, taxes, documents and legal help, with the steps and official resources. */
export function LegalAdvicePageView() {
  const { t, i18n } = useTranslation("legal");
  return (
    <main id="main">
      <PageHero title={t("advice.title")} subtitle={t("advice.subtitle")}>
        <p className="mt-4 text-sm text-brand-100">
          {t("advice.lastUpdated", { date: formatLongDate(LEGAL_TEXTS_UPDATED.legal, i18n.language) })}
        </p>
      </PageHero>
      <Container className="py-10">
        <div
          role="note"
          className="mb-8 flex gap-3 rounded-2xl border border-gold-300 bg-gold-100 p-4 text-slate-900 dark:border-gold-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-700 dark:text-gold-400" />
          <p>
            <strong>{t("advice.disclaimerTitle")}: </strong>
            {t("advice.disclaimer")}
          </p>
        </div>
        <div className="grid gap-8 lg:grid-cols-[16rem_1fr] lg:items-start">
          <Toc items={SECTIONS.map((s) => ({ id: s.id, label: t(`advice.toc.${s.key}`) }))} />
          <div className="min-w-0 space-y-8 leading-relaxed">
            <section id="buying" aria-labelledby="buying-title" className={section}>
              <h2 id="buying-title" className={h2}>
                {t("advice.toc.buying")}
              </h2>
              <p>{t("advice.buying.intro")}</p>
              <ol className="mt-5 space-y-4">
                {STEPS.map((s, i) => (
                  <li key={s} className="flex gap-4">
                    <span
                      aria-hidden="true"
                      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                    >
                      {i + 1}
                    </span>
                    <div>
                      <h3 className="font-bold">{t(`advice.buying.${s}.title`)}</h3>
                      <p className="text-slate-700 dark:text-slate-300">{t(`advice.buying.${s}.text`)}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>

            <section id="selling" aria-labelledby="selling-title" className={section}>
              <h2 id="selling-title" className={h2}>
                {t("advice.toc.selling")}
              </h2>
              <p>{t("advice.selling.intro")}</p>
              <Bullets items={(["i1", "i2", "i3", "i4", "i5"] as const).map((k) => t(`advice.selling.${k}`))} />
            </section>

            <section id="renting" aria-labelledby="renting-title" className={section}>
              <h2 id="renting-title" className={h2}>
                {t("advice.toc.renting")}
              </h2>
              <p>{t("advice.renting.intro")}</p>
              <Bullets items={(["i1", "i2", "i3", "i4", "i5"] as const).map((k) => t(`advice.renting.${k}`))} />
            </section>

            <section id="taxes" aria-labelledby="taxes-title" className={section}>
              <h2 id="taxes-title" className={h2}>
                {t("advice.toc.taxes")}
              </h2>
              <p>{t("advice.taxes.intro")}</p>
              <div className="mt-4 overflow-x-auto">
                <table className="w-full min-w-[32rem] text-left text-sm">
                  <thead>
                    <tr className="border-b border-slate-300 dark:border-slate-600">
                      <th scope="col" className="py-2 pr-4 font-semibold">
                        {t("advice.taxes.item")}
                      </th>
                      <th scope="col" className="py-2 pr-4 font-semibold">
                        {t("advice.taxes.amount")}
                      </th>
                      <th scope="col" className="py-2 font-semibold">
                        {t("advice.taxes.paidBy")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {TAX_ROWS.map((row) => (
                      <tr key={row} className="border-b border-slate-200 dark:border-slate-700">
                        <th scope="row" className="py-2 pr-4 font-medium">
                          {t(`advice.taxes.rows.${row}.item`)}
                        </th>
                        <td className="py-2 pr-4 tabular-nums">{t(`advice.taxes.rows.${row}.amount`)}</td>
                        <td className="py-2 text-slate-700 dark:text-slate-300">{t(`advice.taxes.rows.${row}.paidBy`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>

            <section id="documents" aria-labelledby="documents-title" className={section}>
              <h2 id="documents-title" className={h2}>
                {t("advice.toc.documents")}
              </h2>
              <p>{t("advice.documents.intro")}</p>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {(["d1", "d2", "d3", "d4", "d5", "d6", "d7"] as const).map((k) => (
                  <li key={k} className="flex gap-2 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
                    <FileText aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700 dark:text-brand-300" />
                    {t(`advice.documents.${k}`)}
                  </li>
                ))}
              </ul>
            </section>

            <section id="legal-help" aria-labelledby="legal-help-title" className={section}>
              <h2 id="legal-help-title" className={h2}>
                {t("advice.toc.legalHelp")}
              </h2>
              <p>{t("advice.legalHelp.intro")}</p>
              <div className="mt-4 flex flex-wrap gap-3">
                <ButtonLink to="/bashkepunimet">{t("advice.legalHelp.partners")}</ButtonLink>
                <ButtonLink to="/kontakt" variant="secondary">
                  {t("advice.legalHelp.contact")}
                </ButtonLink>
              </div>
            </section>

            <section aria-labelledby="legal-faq">
              <h2 id="legal-faq" className={h2}>
                {t("advice.faqTitle")}
              </h2>
              <div className="space-y-3">
                {(["1", "2", "3", "4"] as const).map((n) => (
                  <Faq key={n} question={t(`advice.faq.q${n}`)} answer={t(`advice.faq.a${n}`)} />
                ))}
              </div>
            </section>

            <section aria-labelledby="legal-resources" className={section}>
              <h2 id="legal-resources" className={h2}>
                {t("advice.resourcesTitle")}
              </h2>
              <ul className="grid gap-2 sm:grid-cols-2">
                {RESOURCES.map((r) => (
                  <li key={r.key}>
                    <a
                      href={r.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="flex items-center gap-2 rounded-lg border border-slate-200 p-3 font-medium text-brand-700 hover:bg-slate-50 dark:border-slate-700 dark:text-brand-300 dark:hover:bg-slate-800"
                    >
                      <ExternalLink aria-hidden="true" className="h-4 w-4 shrink-0" />
                      {t(`advice.resources.${r.key}`)}
                      <span className="sr-only"> {t("advice.resources.opens")}</span>
                    </a>
                  </li>
                ))}
              </ul>
              <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
                {t("advice.lastUpdated", { date: formatLongDate(LEGAL_TEXTS_UPDATED.legal, i18n.language) })}
              </p>
              <p className="mt-2 text-sm">
                <Link to="/kushtet-e-perdorimit" className="text-brand-700 hover:underline dark:text-brand-300">
                  {t("common:footer.terms")}
                </Link>
              </p>
            </section>
          </div>
        </div>
      </Container>
    </main>
  );
}
