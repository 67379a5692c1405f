import {
  ChartColumn,
  ChevronDown,
  CircleCheck,
  Clock,
  Crown,
  Headphones,
  Hourglass,
  Images,
  InfinityIcon,
  Landmark,
  Mail,
  Quote,
  RefreshCw,
  ShieldCheck,
  TrendingUp,
  Zap,
} from "~/ui/icons";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { PremiumOffer } from "~/.server/premium/get-premium-offer";
import { formatDate } from "~/domain/format";
import type { PremiumFeature } from "~/domain/settings";
import { useTranslation } from "~/i18n/react";
import { useFormats } from "~/lib/use-formats";
import { buttonClass } from "~/ui/button";
import { CopyButton } from "~/ui/copy-button";
import { cx } from "~/ui/cx";
import { usePromises } from "~/lib/use-promises";

/** The page's data, as `getPremiumOffer` returns it: the offer, and what members say (published reviews quoted: name, text, the listing's place). */
export type PremiumPageData = PremiumOffer & { testimonials: { id: string; name: string; quote: string; place: string | null }[] };

export type Plan = "monthly" | "annual";

/** The plan in the URL (?plan=annual), so the toggle works without JavaScript; monthly by default. */
function planOf(search: URLSearchParams): Plan {
  return search.get("plan") === "annual" ? "annual" : "monthly";
}

const FEATURE_ICONS: Record<PremiumFeature, typeof Crown> = {
  featured_listings: TrendingUp,
  advanced_statistics: ChartColumn,
  priority_support: Headphones,
  unlimited_properties: InfinityIcon,
  more_images: Images,
};

const REASONS = [
  { key: "faster", icon: Zap },
  { key: "refresh", icon: RefreshCw },
  { key: "insight", icon: ChartColumn },
  { key: "trust", icon: ShieldCheck },
] as const;

const FAQ = ["pay", "activation", "abroad", "cancel", "expiry", "switch"] as const;

const MARK = "\u0000";

/** A translated sentence with one placeholder (passed as `mark`) replaced by a node, e.g. a link. */
function withNode(text: string, mark: string, node: React.ReactNode): React.ReactNode {
  const [before, after] = text.split(mark);
  return after === undefined ? (
    text
  ) : (
    <>
      {before}
      {node}
      {after}
    </>
  );
}

const card = "rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900";

/**
 * 'Become premium' links to #payment: without JavaScript the browser jumps there and :target shows the
 * block; with JavaScript the block is revealed, scrolled to and focused.
 */
function usePaymentReveal() {
  const [revealed, setRevealed] = useState(false);
  const [scrollRequest, setScrollRequest] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (scrollRequest === 0) return;
    const heading = headingRef.current;
    if (!heading) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    heading.focus({ preventScroll: true });
  }, [scrollRequest]);
  const reveal = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setRevealed(true);
    setScrollRequest((n) => n + 1);
  };
  return { revealed, reveal, headingRef };
}

function BecomePremium({
  label,
  onClick,
  size = "lg",
}: {
  label: string;
  onClick: (e: React.MouseEvent<HTMLAnchorElement>) => void;
  size?: "md" | "lg";
}) {
  return (
    <a href="#payment" onClick={onClick} className={buttonClass("gold", size)}>
      <Crown aria-hidden="true" className="h-5 w-5" />
      {label}
    </a>
  );
}

function StatusBanner({ status }: { status: PremiumPageData["status"] }) {
  const { t, i18n } = useTranslation("premium");
  if (status.premium_active) {
    return (
      <div data-testid="premium-status" role="status" className="flex gap-3 rounded-2xl bg-white/10 p-4 ring-1 ring-white/25">
        <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-300" />
        <div>
          <p className="font-semibold">{t("status.activeTitle")}</p>
          <p>
            {status.premium_until
              ? t("status.activeUntil", { date: formatDate(status.premium_until, i18n.language) })
              : t("status.activeForever")}
          </p>
          <p className="mt-1 text-sm text-brand-100">{t("status.extendHint")}</p>
        </div>
      </div>
    );
  }
  if (status.is_premium && status.premium_until) {
    return (
      <div data-testid="premium-status" role="status" className="flex gap-3 rounded-2xl bg-white/10 p-4 ring-1 ring-white/25">
        <Hourglass aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-300" />
        <div>
          <p className="font-semibold">{t("status.expiredTitle")}</p>
          <p>{t("status.expiredOn", { date: formatDate(status.premium_until, i18n.language) })}</p>
        </div>
      </div>
    );
  }
  return null;
}

function PlanToggle({ plan }: { plan: Plan }) {
  const { t } = useTranslation("premium");
  const option = (value: Plan, label: React.ReactNode) => (
    <Link
      to={`?plan=${value}`}
      replace
      preventScrollReset
      aria-current={plan === value ? "true" : undefined}
      data-testid={`plan-${value}`}
      className={cx(
        "inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors",
        plan === value
          ? "bg-brand-700 text-white shadow dark:bg-brand-600"
          : "text-slate-700 hover:bg-white dark:text-slate-200 dark:hover:bg-slate-700",
      )}
    >
      {label}
    </Link>
  );
  return (
    <div role="group" aria-label={t("plans.choose")} className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
      {option("monthly", t("plans.monthly"))}
      {option(
        "annual",
        <>
          {t("plans.annual")}
          <span
            className={cx(
              "rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap",
              plan === "annual" ? "bg-gold-300 text-slate-950" : "bg-gold-100 text-gold-700 dark:bg-gold-300 dark:text-slate-950",
            )}
          >
            {t("plans.discount")}
          </span>
        </>,
      )}
    </div>
  );
}

/** Premium questions: to the support address when one is set, else through the contact form. */
function SupportLink({ email, className, children }: { email: string; className: string; children: React.ReactNode }) {
  return email ? (
    <a href={`mailto:${email}`} className={className}>
      {children}
    </a>
  ) : (
    <Link to="/kontakt?subject=Premium" className={className}>
      {children}
    </Link>
  );
}

function PaymentDetails({
  data,
  plan,
  revealed,
  headingRef,
}: {
  data: PremiumPageData;
  plan: Plan;
  revealed: boolean;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation("premium");
  const f = useFormats();
  const amount = plan === "annual" ? data.prices.yearly : data.prices.monthly;
  const row =
    "flex flex-col gap-1 border-b border-slate-200 py-3 last:border-0 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800";
  const copyClass =
    "h-9 shrink-0 border border-slate-300 bg-white px-3 font-sans text-sm font-semibold dark:border-slate-600 dark:bg-slate-900";
  return (
    <section
      id="payment"
      aria-labelledby="payment-title"
      data-testid="payment"
      className={cx(
        card,
        "scroll-mt-24 border-brand-200 ring-2 ring-brand-100 dark:border-brand-900 dark:ring-brand-950",
        revealed ? "block" : "hidden target:block",
      )}
    >
      <h2 id="payment-title" ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold focus:outline-none">
        <Landmark aria-hidden="true" className="h-6 w-6 text-brand-700 dark:text-brand-300" />
        {t("payment.title")}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t("payment.intro")}</p>
      <dl className="mt-4">
        <div className={row}>
          <dt className="text-sm text-slate-600 dark:text-slate-300">{t("payment.plan")}</dt>
          <dd className="font-semibold">{plan === "annual" ? t("plans.annual") : t("plans.monthly")}</dd>
        </div>
        <div className={row}>
          <dt className="text-sm text-slate-600 dark:text-slate-300">{t("payment.amount")}</dt>
          <dd data-testid="payment-amount" className="text-2xl font-bold">
            {f.money(amount)}
          </dd>
        </div>
        {data.payment.iban ? (
          <>
            <div className={row}>
              <dt className="text-sm text-slate-600 dark:text-slate-300">{t("payment.bank")}</dt>
              <dd className="font-semibold">{data.payment.bank_name}</dd>
            </div>
            <div className={row}>
              <dt className="text-sm text-slate-600 dark:text-slate-300">{t("payment.holder")}</dt>
              <dd className="font-semibold">{data.payment.account_holder}</dd>
            </div>
            <div className={row}>
              <dt className="text-sm text-slate-600 dark:text-slate-300">{t("payment.iban")}</dt>
              <dd className="flex flex-wrap items-center gap-3">
                <span data-testid="payment-iban" className="font-mono text-lg font-semibold tracking-wide">
                  {data.payment.iban}
                </span>
                <CopyButton
                  value={data.payment.iban}
                  label={t("payment.copyIban")}
                  showValue={false}
                  text={t("payment.copy")}
                  className={copyClass}
                />
              </dd>
            </div>
          </>
        ) : (
          <div className={row}>
            <dt className="text-sm text-slate-600 dark:text-slate-300">{t("payment.bank")}</dt>
            <dd data-testid="payment-unset" className="text-amber-800 dark:text-amber-200">
              {t("payment.notSet")}
            </dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-sm text-slate-600 dark:text-slate-300">{t("payment.reference")}</dt>
          <dd className="flex flex-wrap items-center gap-3">
            {data.payment.reference ? (
              <>
                <span data-testid="payment-reference" className="font-mono text-lg font-semibold tracking-wide">
                  {data.payment.reference}
                </span>
                <CopyButton
                  value={data.payment.reference}
                  label={t("payment.copyReference")}
                  showValue={false}
                  text={t("payment.copy")}
                  className={copyClass}
                />
              </>
            ) : (
              <span className="text-amber-800 dark:text-amber-200">{t("payment.noReference")}</span>
            )}
          </dd>
        </div>
      </dl>
      {data.payment.reference && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t("payment.referenceHint")}</p>}
      <div className="mt-5 space-y-2 rounded-xl bg-brand-50 p-4 text-sm text-brand-900 dark:bg-brand-950/60 dark:text-brand-100">
        <p className="flex gap-2">
          <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {t("payment.activation")}
        </p>
        <p className="flex gap-2">
          <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            {withNode(
              t("payment.support", { email: MARK }),
              MARK,
              <SupportLink email={data.support_email} className="font-semibold underline">
                {data.support_email || t("payment.contactForm")}
              </SupportLink>,
            )}
          </span>
        </p>
      </div>
    </section>
  );
}

/** The premium page of document 1 §2: status, plans, benefits, payment instructions, reasons, testimonials, FAQ, call to action. */
export function PremiumView({ data }: { data: PremiumPageData }) {
  const { t } = useTranslation("premium");
  const f = useFormats();
  const promises = usePromises();
  const [search] = useSearchParams();
  const plan = planOf(search);
  const { revealed, reveal, headingRef } = usePaymentReveal();
  const ctaLabel = data.status.premium_active ? t("hero.extend") : t("hero.cta");
  const price = plan === "annual" ? data.prices.yearly : data.prices.monthly;

  // An administrator stopped offering premium (allow_premium_features off): say so, offer nothing.
  if (!promises.premiumOffered) {
    return (
      <section aria-labelledby="premium-title" className="rounded-3xl border border-slate-200 p-6 sm:p-10 dark:border-slate-800">
        <h1 id="premium-title" className="flex items-center gap-2 text-2xl font-bold text-slate-900 dark:text-slate-100">
          <Crown aria-hidden="true" className="h-6 w-6" />
          {t("unavailable.title")}
        </h1>
        <p className="mt-3 max-w-2xl text-slate-700 dark:text-slate-300">
          {t("unavailable.body", { count: promises.freeListings, photos: promises.freePhotos })}
        </p>
      </section>
    );
  }

  return (
    <div className="space-y-10">
      <section
        aria-labelledby="premium-title"
        className="overflow-hidden rounded-3xl bg-brand-900 p-6 text-white sm:p-10 dark:bg-brand-950 dark:ring-1 dark:ring-brand-800"
      >
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-gold-300 uppercase">
          <Crown aria-hidden="true" className="h-4 w-4" />
          {t("hero.eyebrow")}
        </p>
        <h1 id="premium-title" className="mt-3 max-w-2xl text-3xl font-bold sm:text-4xl">
          {t("hero.title")}
        </h1>
        <p className="mt-3 max-w-2xl text-brand-100">{t("hero.subtitle")}</p>
        <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
          <BecomePremium label={ctaLabel} onClick={reveal} />
          <div className="lg:max-w-md">
            <StatusBanner status={data.status} />
          </div>
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="plans-title" className={cx(card, "lg:col-span-2")}>
          <h2 id="plans-title" className="text-xl font-bold">
            {t("plans.title")}
          </h2>
          <div className="mt-4">
            <PlanToggle plan={plan} />
          </div>
          <p data-testid="plan-price" className="mt-6 flex items-baseline gap-1">
            <span className="text-4xl font-bold">{f.money(price)}</span>
            <span className="text-slate-600 dark:text-slate-300">{plan === "annual" ? t("plans.perYear") : t("plans.perMonth")}</span>
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {plan === "annual" ? t("plans.annualNote") : t("plans.monthlyNote")}
          </p>
          {plan === "annual" && data.prices.annual_offer.free_months > 0 && (
            <p
              data-testid="plan-saving"
              className="mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900 dark:bg-green-950/60 dark:text-green-200"
            >
              <strong>
                {t("plans.saving", { count: data.prices.annual_offer.free_months, amount: f.money(data.prices.annual_offer.value) })}
              </strong>{" "}
              {t("plans.savingHint")}
            </p>
          )}
          <div className="mt-6">
            <BecomePremium label={ctaLabel} onClick={reveal} size="md" />
          </div>
        </section>

        <section aria-labelledby="benefits-title" className={cx(card, "lg:col-span-3")}>
          <h2 id="benefits-title" className="text-xl font-bold">
            {t("benefits.title")}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1 2xl:grid-cols-2">
            {data.features.map((feature) => {
              const Icon = FEATURE_ICONS[feature];
              return (
                <li key={feature} data-testid={`benefit-${feature}`} className="flex gap-3">
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-gold-100 text-gold-700 dark:bg-slate-800 dark:text-gold-300">
                    <Icon aria-hidden="true" className="h-5 w-5" />
                  </span>
                  <div>
                    <p className="font-semibold">{t(`benefits.${feature}.title`, { count: data.premium_image_limit })}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-300">
                      {t(`benefits.${feature}.body`, { count: promises.freeListings })}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      </div>

      <PaymentDetails data={data} plan={plan} revealed={revealed} headingRef={headingRef} />

      <section aria-labelledby="reasons-title">
        <h2 id="reasons-title" className="text-2xl font-bold">
          {t("reasons.title")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ key, icon: Icon }) => (
            <li key={key} className={cx(card, "p-5")}>
              <Icon aria-hidden="true" className="h-6 w-6 text-brand-700 dark:text-brand-300" />
              <p className="mt-3 font-semibold">{t(`reasons.${key}.title`)}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t(`reasons.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      {/* Published reviews (issue 17 §3: no made-up quotes); the section waits until there are some. */}
      {data.testimonials.length > 0 && (
        <section aria-labelledby="testimonials-title">
          <h2 id="testimonials-title" className="text-2xl font-bold">
            {t("testimonials.title")}
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {data.testimonials.map((quote) => (
              <figure key={quote.id} data-testid="testimonial" className={card}>
                <Quote aria-hidden="true" className="h-6 w-6 text-gold-500" />
                <blockquote className="mt-3 text-slate-800 dark:text-slate-100">
                  <p>{quote.quote}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{quote.name}</span>
                  {quote.place && <span className="text-slate-600 dark:text-slate-300"> · {quote.place}</span>}
                </figcaption>
              </figure>
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="faq-title">
        <h2 id="faq-title" className="text-2xl font-bold">
          {t("faq.title")}
        </h2>
        <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {FAQ.map((key) => (
            <details key={key} className="group px-5 py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
                {t(`faq.${key}.q`)}
                <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{t(`faq.${key}.a`, { count: promises.freeListings })}</p>
            </details>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="closing-title"
        className="rounded-3xl bg-gold-100 p-6 text-center sm:p-10 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800"
      >
        <h2 id="closing-title" className="text-2xl font-bold text-slate-900 dark:text-white">
          {t("closing.title")}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-700 dark:text-slate-300">{t("closing.body")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <BecomePremium label={data.status.premium_active ? t("hero.extend") : t("closing.cta")} onClick={reveal} />
          <SupportLink email={data.support_email} className={buttonClass("secondary", "lg")}>
            <Mail aria-hidden="true" className="h-5 w-5" />
            {t("closing.contact")}
          </SupportLink>
        </div>
      </section>
    </div>
  );
}
