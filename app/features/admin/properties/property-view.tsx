import { ArrowLeft, Check, Crown, Eye, Heart, Info, Mail, MapPin, Pencil, Star, Trash2, X } from "~/ui/icons";
import { Link, useLocation } from "react-router";
import type { AdminPropertyDetail } from "~/.server/admin/get-property";
import { TYPES_WITH_ROOMS, type PropertyStatus } from "~/domain/enums";
import { formatDateTime } from "~/domain/format";
import { useTranslation } from "~/i18n/react";
import { useFormats } from "~/lib/use-formats";
import type { FormActionData } from "~/lib/form-errors";
import { buttonClass } from "~/ui/button";
import { CopyButton } from "~/ui/copy-button";
import { Flash } from "~/ui/flash";
import { FeaturedBadge, ReviewChanges, StatusBadge, useUserTypeLabel } from "../shared/badges";
import { Gallery } from "./gallery";
import { withParams } from "../shared/pagination";
import { DeletePropertyModal, FeaturedModal, ModerationModal, StatusModal } from "./property-modals";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

const card = "rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900";

/** A property that could not be loaded (document 2 §2.6): the reason, and the way back to the list. */
export function AdminPropertyMissing({ title }: { title: string }) {
  const { t } = useTranslation("admin");
  return (
    <div className={`${card} mx-auto max-w-lg space-y-4 text-center`}>
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="text-slate-600 dark:text-slate-300">{t("property.notFoundBody")}</p>
      <Link to="/admin/properties" className={buttonClass("secondary", "md")}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t("property.back")}
      </Link>
    </div>
  );
}

export const ADMIN_PROPERTY_MODALS = ["approve", "reject", "status", "featured", "delete"] as const;
export const ADMIN_PROPERTY_DONE = ["status", "statusNotNotified", "feature", "unfeature"] as const;

type AdminPropertyViewProps = {
  property: AdminPropertyDetail;
  /** The dialog the address asks for (?do=), and the success note of the last change (?done=, ?status=). */
  modal: (typeof ADMIN_PROPERTY_MODALS)[number] | null;
  done: (typeof ADMIN_PROPERTY_DONE)[number] | null;
  doneStatus: string | null;
  /** A refused change: its message, and the form it came from. */
  actionData?: FormActionData;
};

/** /admin/properties/{id} (document 2 §2.6): every field, the owner card, the statistics and the actions. */
export function AdminPropertyView({ property, modal, done, doneStatus, actionData }: AdminPropertyViewProps) {
  const { t, i18n } = useTranslation("admin");
  const f = useFormats();
  const location = useLocation();
  const typeLabel = useUserTypeLabel();
  const open = (kind: string) => withParams(location.search, { do: kind, done: null, status: null }, location.pathname);
  const closeTo = withParams(location.search, { do: null }, location.pathname);
  const intent = actionData?.values?.intent;
  const failureTitle =
    intent === "delete" ? t("properties.deleteFailed") : intent === "featured" ? t("property.featureFailed") : t("property.statusFailed");
  const failure = actionData?.error ? { title: failureTitle, message: actionData.error.message } : null;
  const target = { id: property.id, title: property.title, status: property.status, featured: property.featured };
  const statusLabel =
    doneStatus && doneStatus in { pending: 1, active: 1, inactive: 1, rejected: 1, expired: 1, sold: 1, rented: 1 }
      ? t(`status.${doneStatus as PropertyStatus}`)
      : "";
  const doneText = {
    status: t("properties.statusDone", { status: statusLabel }),
    statusNotNotified: t("properties.statusDoneNotNotified", { status: statusLabel }),
    feature: t("properties.featureDone"),
    unfeature: t("properties.unfeatureDone"),
  };
  const withRooms = TYPES_WITH_ROOMS.includes(property.type);
  const mailto = property.owner
    ? `mailto:${property.owner.email}?subject=${encodeURIComponent(t("property.contactSubject", { title: property.title }))}`
    : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/admin/properties"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t("property.back")}
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={property.status} />
          <ReviewChanges changes={property.review_changes} />
          {property.status === "pending" && (
            <>
              <Link to={open("approve")} preventScrollReset className={buttonClass("primary", "sm")}>
                <Check aria-hidden="true" className="h-4 w-4" /> {t("property.approve")}
              </Link>
              <Link to={open("reject")} preventScrollReset className={buttonClass("danger", "sm")}>
                <X aria-hidden="true" className="h-4 w-4" /> {t("property.reject")}
              </Link>
            </>
          )}
          <Link to={open("status")} preventScrollReset className={buttonClass("secondary", "sm")}>
            {t("properties.changeStatus")}
          </Link>
        </div>
      </div>
      {done && (
        <Flash key={`${done}-${doneStatus}`} tone={done === "statusNotNotified" ? "error" : "success"}>
          {doneText[done]}
        </Flash>
      )}
      {failure && !modal && <Flash key={failure.message} tone="error">{`${failure.title}: ${failure.message}`}</Flash>}

      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <section className={card} aria-labelledby="property-title">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="property-title" className="text-2xl font-bold">
                {property.title}
              </h2>
              {property.featured && <FeaturedBadge />}
            </div>
            <p className="mt-1 flex items-center gap-1 text-slate-600 dark:text-slate-300">
              <MapPin aria-hidden="true" className="h-4 w-4" /> {property.location}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-200">
                {t(`types.${property.type}`)}
              </span>
              <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900 dark:bg-brand-950 dark:text-brand-100">
                {t(`listingTypes.${property.listing_type}`)}
              </span>
            </div>
            <p className="mt-4 text-3xl font-extrabold text-brand-800 dark:text-brand-300">
              {f.price(property.price, property.listing_type, t("common.perMonth"))}
            </p>
          </section>

          <section className={card} aria-label={t("property.gallery")}>
            <Gallery images={property.images} title={property.title} />
          </section>

          <section className={card} aria-labelledby="description">
            <h3 id="description" className="mb-2 font-semibold">
              {t("property.description")}
            </h3>
            <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">{property.description}</p>
            <h3 className="mb-2 mt-6 font-semibold">{t("property.features")}</h3>
            {property.features?.length ? (
              <ul className="flex flex-wrap gap-2">
                {property.features.map((f) => (
                  <li key={f} className="rounded-full border border-slate-300 px-3 py-1 text-sm dark:border-slate-600">
                    {f}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t("property.noFeatures")}</p>
            )}
          </section>

          <section className={card} aria-labelledby="details">
            <h3 id="details" className="mb-2 font-semibold">
              {t("property.details")}
            </h3>
            <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
              <Fact label={t("property.type")}>{t(`types.${property.type}`)}</Fact>
              <Fact label={t("property.listingType")}>{t(`listingTypes.${property.listing_type}`)}</Fact>
              {withRooms && <Fact label={t("property.rooms")}>{property.rooms ?? t("common.notAvailable")}</Fact>}
              {withRooms && <Fact label={t("property.bathrooms")}>{property.bathrooms ?? t("common.notAvailable")}</Fact>}
              <Fact label={t("property.area")}>
                {property.area != null ? t("property.areaValue", { area: property.area }) : t("common.notAvailable")}
              </Fact>
              <Fact label={t("property.created")}>
                {property.created_at ? formatDateTime(property.created_at, i18n.language) : t("common.notAvailable")}
              </Fact>
              <Fact label={t("property.updated")}>
                {property.updated_at ? formatDateTime(property.updated_at, i18n.language) : t("common.notAvailable")}
              </Fact>
            </dl>
          </section>
        </div>

        <div className="space-y-6">
          <section className={card} aria-labelledby="owner">
            <h3 id="owner" className="mb-3 font-semibold">
              {t("property.owner")}
            </h3>
            {property.owner ? (
              <div className="space-y-3 text-sm">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  >
                    {property.owner.name.charAt(0).toUpperCase()}
                  </span>
                  <div>
                    <p className="flex items-center gap-1 font-semibold">
                      {property.owner.name}
                      {property.owner.premium_active && (
                        <Star aria-label={t("common.premium")} role="img" className="h-4 w-4 fill-gold-400 text-gold-500" />
                      )}
                    </p>
                    <p className="text-slate-600 dark:text-slate-400">{typeLabel(property.owner.user_type)}</p>
                  </div>
                </div>
                <dl className="divide-y divide-slate-200 dark:divide-slate-800">
                  <Fact label={t("property.ownerId")}>
                    <span className="font-mono text-xs">{property.owner.id.slice(0, 8)}</span>
                  </Fact>
                  <Fact label={t("property.personalId")}>
                    <CopyButton value={property.owner.personal_id} label={t("property.copyPersonalId")} />
                  </Fact>
                </dl>
                <div className="flex gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-brand-900 dark:border-brand-900 dark:bg-brand-950/60 dark:text-brand-100">
                  <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                  <p>{t("property.infoBox")}</p>
                </div>
              </div>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t("common.notAvailable")}</p>
            )}
          </section>

          <section className={card} aria-labelledby="stats">
            <h3 id="stats" className="mb-3 font-semibold">
              {t("property.statistics")}
            </h3>
            <div className="grid grid-cols-2 gap-3">
              <div className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
                <Eye aria-hidden="true" className="h-4 w-4 text-brand-700 dark:text-brand-300" />
                <p className="mt-1 text-2xl font-bold tabular-nums">{property.view_count}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">{t("property.views")}</p>
              </div>
              <div className="rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
                <Heart aria-hidden="true" className="h-4 w-4 text-red-600 dark:text-red-400" />
                <p className="mt-1 text-2xl font-bold tabular-nums">{property.favorite_count}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">{t("property.favorites")}</p>
              </div>
            </div>
          </section>

          <section className={card} aria-labelledby="actions">
            <h3 id="actions" className="mb-3 font-semibold">
              {t("property.actionsTitle")}
            </h3>
            <div className="grid gap-2">
              <Link
                to={open("featured")}
                preventScrollReset
                className={buttonClass(property.featured ? "secondary" : "gold", "md", "justify-start")}
              >
                <Crown aria-hidden="true" className="h-4 w-4" />
                {property.featured ? t("properties.unfeature") : t("properties.feature")}
              </Link>
              <Link to={`/admin/properties/edit/${property.id}`} className={buttonClass("secondary", "md", "justify-start")}>
                <Pencil aria-hidden="true" className="h-4 w-4" /> {t("properties.edit")}
              </Link>
              {mailto && (
                <a href={mailto} className={buttonClass("secondary", "md", "justify-start")}>
                  <Mail aria-hidden="true" className="h-4 w-4" /> {t("property.contactOwner")}
                </a>
              )}
              <Link to={open("delete")} preventScrollReset className={buttonClass("danger", "md", "justify-start")}>
                <Trash2 aria-hidden="true" className="h-4 w-4" /> {t("properties.delete")}
              </Link>
            </div>
          </section>
        </div>
      </div>

      {(modal === "approve" || modal === "reject") && property.status === "pending" && (
        <ModerationModal kind={modal} target={target} closeTo={closeTo} failure={failure} />
      )}
      {modal === "status" && <StatusModal target={target} closeTo={closeTo} failure={failure} />}
      {modal === "featured" && <FeaturedModal target={target} closeTo={closeTo} failure={failure} />}
      {modal === "delete" && <DeletePropertyModal target={target} closeTo={closeTo} failure={failure} />}
    </div>
  );
}
