import { Clock, Mail, MapPin, Phone, Timer } from "~/ui/icons";
import { useTranslation } from "~/i18n/react";
import type { FormActionData } from "~/lib/form-errors";
import { Container } from "~/ui/container";
import { Faq, PageHero } from "~/ui/page-hero";
import { ContactForm } from "./contact-form";

type ContactPageViewProps = {
  /** The site's contact details an administrator set ("" for those not set: not shown). */
  contact: { email: string; phone: string; address: string };
  /** The office's map (composed by the route), if its address names a known place. */
  officeMap: React.ReactNode;
  /** The premium prices, formatted, for the FAQ's answer. */
  prices: { monthly: string; yearly: string };
  defaults: { name: string; email: string; subject: string };
  actionData?: FormActionData & { failed?: true };
};

/** /kontakt: the contact form, the office's details, hours and map, and the FAQ. */
export function ContactPageView({ contact, prices, defaults, officeMap, actionData }: ContactPageViewProps) {
  const { t } = useTranslation("contact");
  return (
    <main id="main">
      <PageHero title={t("title")} subtitle={t("subtitle")} />
      <Container className="grid gap-8 py-10 lg:grid-cols-5">
        <section
          aria-labelledby="contact-form-title"
          className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900 sm:p-8 lg:col-span-3"
        >
          <h2 id="contact-form-title" className="mb-2 text-xl font-bold">
            {t("formTitle")}
          </h2>
          <ContactForm actionData={actionData} defaults={defaults} />
        </section>

        <div className="space-y-6 lg:col-span-2">
          {(contact.address || contact.phone || contact.email) && (
            <section
              aria-labelledby="contact-details-title"
              className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900 sm:p-6"
            >
              <h2 id="contact-details-title" className="mb-4 text-lg font-bold">
                {t("detailsTitle")}
              </h2>
              <ul className="space-y-4 text-sm">
                {contact.address && (
                  <Detail icon={<MapPin className="h-5 w-5" />} label={t("address")}>
                    {contact.address}
                  </Detail>
                )}
                {contact.phone && (
                  <Detail icon={<Phone className="h-5 w-5" />} label={t("phone")}>
                    <a
                      className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                      href={`tel:${contact.phone.replace(/\s+/g, "")}`}
                    >
                      {contact.phone}
                    </a>
                  </Detail>
                )}
                {contact.email && (
                  <Detail icon={<Mail className="h-5 w-5" />} label={t("emailLabel")}>
                    <a className="font-medium text-brand-700 hover:underline dark:text-brand-300" href={`mailto:${contact.email}`}>
                      {contact.email}
                    </a>
                  </Detail>
                )}
              </ul>
            </section>
          )}

          <section
            aria-labelledby="contact-hours-title"
            className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900 sm:p-6"
          >
            <h2 id="contact-hours-title" className="mb-4 flex items-center gap-2 text-lg font-bold">
              <Clock aria-hidden="true" className="h-5 w-5 text-brand-700 dark:text-brand-300" />
              {t("hoursTitle")}
            </h2>
            <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
              <Hours day={t("weekdays")} hours={t("weekdaysHours")} />
              <Hours day={t("saturday")} hours={t("saturdayHours")} />
              <Hours day={t("sunday")} hours={t("closed")} />
            </dl>
            <p className="mt-4 flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900 dark:bg-brand-950 dark:text-brand-100">
              <Timer aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                <strong className="block">{t("responseTitle")}</strong>
                {t("response")}
              </span>
            </p>
          </section>

          {contact.address && (
            <section
              aria-labelledby="contact-map-title"
              className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-700"
            >
              {officeMap && <div className="p-3 pb-0">{officeMap}</div>}
              <div className="bg-white p-5 dark:bg-slate-900">
                <h2 id="contact-map-title" className="font-bold">
                  {t("mapTitle")}
                </h2>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("mapTextOwn", { address: contact.address })}</p>
                <a
                  className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
                  href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(contact.address)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t("mapLink")}
                </a>
              </div>
            </section>
          )}
        </div>
      </Container>

      <Container className="pb-14">
        <h2 className="mb-4 text-2xl font-bold">{t("faqTitle")}</h2>
        <div className="grid gap-3 md:grid-cols-3">
          <Faq question={t("faq.q1")} answer={t("faq.a1")} />
          <Faq question={t("faq.q2")} answer={t("faq.a2")} />
          <Faq question={t("faq.q3")} answer={t("faq.a3", prices)} />
        </div>
      </Container>
    </main>
  );
}

function Detail({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300"
      >
        {icon}
      </span>
      <div>
        <strong className="block font-semibold">{label}</strong>
        <span className="text-slate-700 dark:text-slate-300">{children}</span>
      </div>
    </li>
  );
}

function Hours({ day, hours }: { day: string; hours: string }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt>{day}</dt>
      <dd className="font-medium">{hours}</dd>
    </div>
  );
}
