import { ArrowLeft, ChevronLeft, ChevronRight, FlaskConical, Globe, Mail, MapPin, Phone } from "~/ui/icons";
import { Link } from "react-router";
import type { PublicProfile } from "~/.server/owners/get-public-profile";
import { formatDate } from "~/domain/format";
import { useTranslation } from "~/i18n/react";
import { buttonClass } from "~/ui/button";
import { Container } from "~/ui/container";
import { cx } from "~/ui/cx";
import { PropertyCard, PropertyGrid, PropertyGridItem } from "~/ui/property-card";
import { OwnerAvatar, VerifiedBadge } from "./owner-card";

/** An unknown or malformed profile id (404). */
export function ProfileNotFound() {
  const { t } = useTranslation("owners");
  return (
    <main id="main">
      <Container className="py-20 text-center">
        <h1 className="text-3xl font-bold text-slate-900 dark:text-slate-100">{t("profile.notFound")}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t("profile.notFoundBody")}</p>
        <Link to="/listings" className={buttonClass("primary", "md", "mt-6")}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t("profile.back")}
        </Link>
      </Container>
    </main>
  );
}

/** The agency's published details: what it does, where, and how to reach it. */
function AgencyDetails({ agency }: { agency: NonNullable<PublicProfile["agency"]> }) {
  const { t } = useTranslation("owners");
  const link = "text-brand-700 hover:underline dark:text-brand-300";
  return (
    <section
      aria-labelledby="agency-about"
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="agency-about" className="text-xl font-semibold">
        {t("profile.about")}
      </h2>
      {agency.isDemo && (
        <p className="mt-3 flex items-center gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
          <FlaskConical aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t("profile.demoNote")}
        </p>
      )}
      {agency.description && <p className="mt-3 leading-relaxed text-slate-800 dark:text-slate-200">{agency.description}</p>}
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        {agency.cities.length > 0 && (
          <div>
            <dt className="font-semibold">{t("profile.cities")}</dt>
            <dd className="mt-1 flex items-center gap-1">
              <MapPin aria-hidden="true" className="h-4 w-4" />
              {agency.cities.join(", ")}
            </dd>
          </div>
        )}
        {agency.specialties.length > 0 && (
          <div>
            <dt className="font-semibold">{t("profile.specialties")}</dt>
            <dd className="mt-1">{agency.specialties.map((s) => t(`agencies:specialties.${s}`)).join(", ")}</dd>
          </div>
        )}
        {(agency.yearFounded !== null || agency.agentCount !== null) && (
          <div>
            <dt className="sr-only">{t("profile.about")}</dt>
            <dd>
              {[
                agency.yearFounded !== null ? t("profile.founded", { year: agency.yearFounded }) : null,
                agency.agentCount !== null ? t("profile.agents", { count: agency.agentCount }) : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </dd>
          </div>
        )}
      </dl>
      {(agency.phone || agency.email || agency.website) && (
        <>
          <h3 className="mt-5 font-semibold">{t("profile.contacts")}</h3>
          <ul className="mt-2 space-y-1.5 text-sm">
            {agency.phone && (
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="h-4 w-4 text-slate-500" />
                <span className="sr-only">{t("profile.phone")}: </span>
                <a className={link} href={`tel:${agency.phone.replace(/[^\d+]/g, "")}`}>
                  {agency.phone}
                </a>
              </li>
            )}
            {agency.email && (
              <li className="flex items-center gap-2">
                <Mail aria-hidden="true" className="h-4 w-4 text-slate-500" />
                <span className="sr-only">{t("profile.email")}: </span>
                <a className={cx(link, "break-all")} href={`mailto:${agency.email}`}>
                  {agency.email}
                </a>
              </li>
            )}
            {agency.website && (
              <li className="flex items-center gap-2">
                <Globe aria-hidden="true" className="h-4 w-4 text-slate-500" />
                <a className={link} href={agency.website} target="_blank" rel="noopener noreferrer">
                  {t("profile.website")}
                </a>
              </li>
            )}
          </ul>
        </>
      )}
    </section>
  );
}

/** Previous / next through the profile's listings (links: they work without JavaScript). */
function ProfilePagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation("owners");
  if (pages <= 1) return null;
  const link =
    "inline-flex h-10 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800";
  return (
    <nav aria-label={t("profile.pagination")} className="flex flex-wrap items-center justify-center gap-3">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} rel="prev" className={link}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          {t("profile.previous")}
        </Link>
      )}
      <span className="text-sm text-slate-700 dark:text-slate-300">{t("profile.page", { page, pages })}</span>
      {page < pages && (
        <Link to={hrefFor(page + 1)} rel="next" className={link}>
          {t("profile.next")}
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      )}
    </nav>
  );
}

/**
 * /perdoruesi/{id} (issue 14 §3): who the owner or agency is (type, member since, the verified badge,
 * an agency's details) and their active listings in pages of property cards. No e-mail and no private
 * number: the phone is revealed on a listing.
 */
export function PublicProfileView({ profile, signedIn }: { profile: PublicProfile; signedIn: boolean }) {
  const { t, i18n } = useTranslation("owners");
  const { owner, agency, listings } = profile;
  return (
    <main id="main">
      <Container className="space-y-8 py-8">
        <header className="flex flex-wrap items-start gap-4">
          <OwnerAvatar name={owner.name} logo={owner.logo} size="lg" />
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">{owner.name}</h1>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-300">
              <span>{owner.is_agency ? t("card.agency") : t("card.privateOwner")}</span>
              {owner.verified && <VerifiedBadge />}
              {agency?.isDemo && (
                <span className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
                  <FlaskConical aria-hidden="true" className="h-3 w-3" />
                  {t("profile.demo")}
                </span>
              )}
            </div>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {t("card.memberSince", { date: formatDate(owner.member_since, i18n.language) })} ·{" "}
              {t("card.activeListings", { count: owner.active_listings })}
            </p>
          </div>
        </header>

        {agency && <AgencyDetails agency={agency} />}

        <section aria-labelledby="profile-listings" className="space-y-5">
          <h2 id="profile-listings" className="text-xl font-semibold">
            {t("profile.listings")}
          </h2>
          {listings.items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-600 dark:text-slate-300">
              {t("profile.none")}
            </p>
          ) : (
            <PropertyGrid label={t("profile.listings")}>
              {listings.items.map((p, i) => (
                <PropertyGridItem key={p.id}>
                  <PropertyCard property={p} showFavorite={signedIn} eager={i < 3} />
                </PropertyGridItem>
              ))}
            </PropertyGrid>
          )}
          <ProfilePagination
            page={listings.page}
            pages={listings.page_count}
            hrefFor={(page) => (page > 1 ? `/perdoruesi/${owner.id}?page=${page}` : `/perdoruesi/${owner.id}`)}
          />
        </section>
      </Container>
    </main>
  );
}
