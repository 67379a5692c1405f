import { Printer } from "~/ui/icons";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { formatLongDate } from "~/domain/format";
import { LEGAL_TEXTS_UPDATED } from "~/domain/legal-dates";
import { PageHero } from "~/ui/page-hero";
import { Button } from "~/ui/button";
import { Container } from "~/ui/container";
import { cx } from "~/ui/cx";
import { usePromises } from "~/lib/use-promises";

/** The eight tabs of the terms (document 2 §2.14), in the menu's order; general is the default. */
export const TERMS_TABS = ["general", "user", "content", "privacy", "payment", "liabilities", "termination", "legal"] as const;
export type TermsTab = (typeof TERMS_TABS)[number];

const PARAGRAPHS = {
  general: ["p1", "p2", "p3"],
  user: ["p1", "p2", "p3", "p4"],
  content: ["p1", "p2", "p3", "p4"],
  privacy: ["p1", "p2", "p3"],
  payment: ["p1", "p2", "p3", "p4", "p5"],
  liabilities: ["p1", "p2", "p3"],
  termination: ["p1", "p2", "p3"],
  legal: ["p1", "p2", "p3"],
} as const;

/** /kushtet-e-perdorimit (document 2 §2.14): the terms in eight tabs (links, so they work without JavaScript), printable. */
export function TermsPageView({ tab, prices }: { tab: TermsTab; prices: { monthly: string; yearly: string } }) {
  const { t, i18n } = useTranslation("legal");
  return (
    <main id="main">
      <PageHero title={t("terms.title")} subtitle={t("terms.subtitle")}>
        <p className="mt-4 text-sm text-brand-100">
          {t("terms.lastUpdated", { date: formatLongDate(LEGAL_TEXTS_UPDATED.terms, i18n.language) })}
        </p>
      </PageHero>
      <Container className="grid grid-cols-1 gap-8 py-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
        <nav
          aria-label={t("terms.menu")}
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-2 dark:border-slate-700 dark:bg-slate-900 lg:sticky lg:top-24 print:hidden"
        >
          {/* A wrapped list: every tab in sight on a phone (a sideways strip showed two, with no sign of more). */}
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {TERMS_TABS.map((key) => (
              <li key={key}>
                <Link
                  to={key === "general" ? "?" : `?tab=${key}`}
                  preventScrollReset
                  replace
                  aria-current={tab === key ? "page" : undefined}
                  className={cx(
                    "block rounded-lg px-3 py-2 text-sm font-medium",
                    tab === key
                      ? "bg-brand-700 text-white"
                      : "text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
                  )}
                >
                  {t(`terms.tabs.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-6">
          {/* The chosen tab on screen; printing gives the whole terms, every tab in the menu's order. */}
          {TERMS_TABS.map((key) => (
            <section
              key={key}
              aria-labelledby={`terms-${key}`}
              data-testid={key === tab ? "terms-panel" : undefined}
              className={cx(
                "rounded-2xl border border-slate-200 bg-white p-5 leading-relaxed dark:border-slate-700 dark:bg-slate-900 sm:p-8 print:border-0 print:p-0",
                key !== tab && "hidden print:block",
              )}
            >
              <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
                <h2 id={`terms-${key}`} className="text-2xl font-bold">
                  {t(`terms.tabs.${key}`)}
                </h2>
                {key === tab && (
                  <Button variant="secondary" size="sm" onClick={() => window.print()} className="print:hidden">
                    <Printer aria-hidden="true" className="h-4 w-4" />
                    {t("terms.print")}
                  </Button>
                )}
              </div>
              <TabContent tab={key} prices={prices} />
            </section>
          ))}
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t("terms.questions")}{" "}
            <Link to="/kontakt" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
              {t("terms.contactLink")}
            </Link>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t("terms.lastUpdated", { date: formatLongDate(LEGAL_TEXTS_UPDATED.terms, i18n.language) })}
          </p>
        </div>
      </Container>
    </main>
  );
}

function TabContent({ tab, prices }: { tab: TermsTab; prices: { monthly: string; yearly: string } }) {
  const { t } = useTranslation("legal");
  const promises = usePromises();
  return (
    <>
      <div className="space-y-3">
        {PARAGRAPHS[tab].map((p) => (
          <p key={p}>{t(`terms.${tab}.${p}` as "terms.general.p1", prices)}</p>
        ))}
      </div>
      {tab === "general" && (
        <>
          <h3 className="mb-2 mt-6 text-lg font-bold">{t("terms.general.accountsTitle")}</h3>
          <ul className="list-disc space-y-2 pl-5">
            <li>{t("terms.general.basic", { count: promises.freeListings })}</li>
            <li>{t("terms.general.premium")}</li>
            <li>{t("terms.general.agency")}</li>
          </ul>
        </>
      )}
      {tab === "privacy" && (
        <p className="mt-4">
          <Link to="/privatesia" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t("terms.privacy.link")}
          </Link>
        </p>
      )}
    </>
  );
}
