import { Clock, Mail, MapPin, MessageSquare, Phone } from "~/ui/icons";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { Container } from "~/ui/container";
import { LanguageSwitcher } from "./language-switcher";
import { LogoMark } from "~/ui/logo";

/**
 * From the platform settings (document 2 §3 site group): the site's contact details an administrator
 * set ("" for the others: not shown) and the footer line ("" while the default: translated).
 */
export type FooterContact = { email: string; phone: string; address: string; footerText: string };

const linkClass = "text-sm text-slate-300 hover:text-white hover:underline";

/** Navigation, services and contact columns, plus terms, privacy and cookies (document 1 §2). */
export function Footer({ contact }: { contact: FooterContact }) {
  const { t } = useTranslation();
  return (
    <footer className="bg-slate-900 text-slate-200 dark:bg-black" data-testid="footer">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-xl font-extrabold text-white">
            <LogoMark /> {t("brand")}
          </p>
          <p className="text-sm text-slate-300">{t("footer.about")}</p>
        </div>
        <nav aria-labelledby="footer-navigation">
          <h2 id="footer-navigation" className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">
            {t("footer.navigation")}
          </h2>
          <ul className="space-y-2">
            <li>
              <Link className={linkClass} to="/">
                {t("nav.home")}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/listings">
                {t("nav.listings")}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/agjencite">
                {t("footer.agencies")}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/bashkepunimet">
                {t("footer.partners")}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/vlersimet">
                {t("footer.reviews")}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/kontakt">
                {t("nav.contact")}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">
            {t("footer.services")}
          </h2>
          <ul className="space-y-2">
            <li>
              <Link className={linkClass} to="/listings?listing_type=sale">
                {t("footer.buy")}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/listings?listing_type=rent">
                {t("footer.rent")}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/add-property">
                {t("footer.post")}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/premium">
                {t("footer.premium")}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/keshilla-ligjore">
                {t("footer.legal")}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{t("footer.contact")}</h2>
          <ul className="space-y-2 text-sm text-slate-300">
            {contact.address && (
              <li className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                {contact.address}
              </li>
            )}
            {contact.phone && (
              <li className="flex gap-2">
                <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <a className={linkClass} href={`tel:${contact.phone.replace(/\s+/g, "")}`}>
                  {contact.phone}
                </a>
              </li>
            )}
            {contact.email && (
              <li className="flex gap-2">
                <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <a className={linkClass} href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              </li>
            )}
            <li className="flex gap-2">
              <MessageSquare aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <Link className={linkClass} to="/kontakt">
                {t("footer.writeUs")}
              </Link>
            </li>
            <li className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {t("footer.hours")}
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-slate-800">
        <Container className="flex flex-col gap-4 py-6 text-sm text-slate-300 md:flex-row md:items-center md:justify-between">
          <p>{contact.footerText || t("footer.rights")}</p>
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link className={linkClass} to="/kushtet-e-perdorimit">
                {t("footer.terms")}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/privatesia">
                {t("footer.privacy")}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/privatesia#cookies">
                {t("footer.cookies")}
              </Link>
            </li>
          </ul>
          <LanguageSwitcher />
        </Container>
      </div>
    </footer>
  );
}
