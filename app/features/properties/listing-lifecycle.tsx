import { CalendarClock } from "~/ui/icons";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { ListingType, PropertyStatus } from "~/domain/enums";
import { formatLongDate } from "~/domain/format";
import { canRenew, isEndingSoon, type OwnerStatus, ownerStatusChoices } from "~/domain/lifecycle";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";
import { Button, buttonClass } from "~/ui/button";
import { Modal } from "~/ui/modal";

type LifecycleListing = {
  id: string;
  title: string;
  status: PropertyStatus;
  listing_type: ListingType;
  status_by_admin: boolean;
  expires_at: Date | string | null;
};

/** The changes that take a listing out of reach of buyers: asked for through a confirmation (issue 34 §12). */
const CONFIRMED = ["inactive", "sold", "rented"] as const;
type ConfirmedStatus = (typeof CONFIRMED)[number];

const STATUS_ACTIONS: Record<OwnerStatus, "activate" | "deactivate" | "markSold" | "markRented"> = {
  active: "activate",
  inactive: "deactivate",
  sold: "markSold",
  rented: "markRented",
};

/** The address params of the confirmation: `?change={id}&to={status}` (so it works without JavaScript). */
export const CHANGE_PARAMS = ["change", "to"] as const;

/** The current address with the confirmation of `to` for `id` opened (or, with null, closed). */
function withStatusChange(location: { pathname: string; search: string }, change: { id: string; to: OwnerStatus } | null) {
  const params = new URLSearchParams(location.search);
  for (const key of ["delete", "deleted", "renewed", "status_changed", ...CHANGE_PARAMS]) params.delete(key);
  if (change) {
    params.set("change", change.id);
    params.set("to", change.to);
  }
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ""}`;
}

/**
 * The confirmation the address asks for, when it names one of `listings` and a change its owner may
 * make now (domain/lifecycle.ts, as the server decides); otherwise none.
 */
export function statusChangeOf<T extends LifecycleListing>(
  search: string,
  listings: readonly T[],
): { listing: T; to: ConfirmedStatus } | null {
  const params = new URLSearchParams(search);
  const to = CONFIRMED.find((s) => s === params.get("to"));
  const listing = listings.find((p) => p.id === params.get("change"));
  if (!to || !listing || !ownerStatusChoices(listing).includes(to)) return null;
  return { listing, to };
}

function endsShown(listing: LifecycleListing) {
  return listing.expires_at !== null && (listing.status === "active" || listing.status === "expired");
}

/** On the owner's card (issue 14): when the listing ends, and whether an administrator set its status. */
export function ListingLifecycleNote({ listing }: { listing: LifecycleListing }) {
  const { t, i18n } = useTranslation("properties");
  const byAdmin = listing.status_by_admin && listing.status !== "active" && listing.status !== "expired";
  if (!endsShown(listing) && !byAdmin) return null;
  return (
    <>
      {endsShown(listing) && (
        <p className="flex items-center gap-1 text-slate-700 dark:text-slate-300">
          <CalendarClock aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t(listing.status === "expired" ? "lifecycle.expiredOn" : "lifecycle.expiresOn", {
            date: formatLongDate(listing.expires_at!, i18n.language),
          })}
        </p>
      )}
      {byAdmin && <p className="text-slate-700 dark:text-slate-300">{t("lifecycle.setByAdmin")}</p>}
    </>
  );
}

/**
 * The owner's buttons for the listing's life (issue 14), in the card's row: "Rinovo" once it is within
 * three days of its end or past it, and the status changes the owner may make (domain/lifecycle.ts
 * decides which, as the server does). Renewing and activating post at once; deactivating and marking
 * sold or rented open their confirmation first (issue 34 §12). Both work without JavaScript.
 */
export function ListingLifecycleActions({ listing }: { listing: LifecycleListing }) {
  const { t } = useTranslation("properties");
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === listing.id;
  const renewable = canRenew(listing) && isEndingSoon(listing, new Date());
  // An expired listing comes back with "Rinovo" (a new period), not with "Aktivizo".
  const choices = ownerStatusChoices(listing).filter((s) => !(listing.status === "expired" && s === "active"));
  const titleId = `property-${listing.id}-title`;
  const activate = choices.includes("active");
  const confirmed = CONFIRMED.filter((s) => choices.includes(s));
  return (
    <>
      {(renewable || activate) && (
        <Form method="post" preventScrollReset className="contents">
          <input type="hidden" name="id" value={listing.id} />
          {renewable && (
            <Button type="submit" name="intent" value="renew" size="sm" disabled={busy} aria-describedby={titleId}>
              {t("lifecycle.renew")}
            </Button>
          )}
          {activate && (
            <Button
              type="submit"
              name="intent"
              value="status:active"
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-describedby={titleId}
            >
              {t("lifecycle.activate")}
            </Button>
          )}
        </Form>
      )}
      {confirmed.map((status) => (
        <Link
          key={status}
          to={withStatusChange(location, { id: listing.id, to: status })}
          preventScrollReset
          className={buttonClass("ghost", "sm")}
          aria-describedby={titleId}
        >
          {t(`lifecycle.${STATUS_ACTIONS[status]}`)}
        </Link>
      ))}
    </>
  );
}

/**
 * The confirmation of a status change (issue 34 §12): what it does, then the change itself posted to
 * the page's action. Opened by the address (`?change={id}&to=sold`), like the delete confirmation.
 */
export function StatusChangeModal({
  target,
  to,
  closeTo,
  error,
}: {
  target: { id: string; title: string };
  to: ConfirmedStatus;
  closeTo: string;
  error: string | null;
}) {
  const { t } = useTranslation("properties");
  const busy = useNavigation().state === "submitting";
  return (
    <Modal title={t(`lifecycle.confirm.${to}.title`)} closeTo={closeTo}>
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300">{t(`lifecycle.confirm.${to}.body`, { title: target.title })}</p>
      <Form method="post" preventScrollReset className="mt-6 flex flex-wrap justify-end gap-3">
        <input type="hidden" name="intent" value={`status:${to}`} />
        <input type="hidden" name="id" value={target.id} />
        <Link to={closeTo} replace preventScrollReset className={buttonClass("ghost", "md")} data-autofocus>
          {t("list.deleteCancel")}
        </Link>
        <Button type="submit" disabled={busy}>
          {t(`lifecycle.confirm.${to}.submit`)}
        </Button>
      </Form>
    </Modal>
  );
}
