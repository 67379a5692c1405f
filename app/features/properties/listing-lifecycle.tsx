import { CalendarClock } from "~/ui/icons";
import { Form, useNavigation } from "react-router";
import type { ListingType, PropertyStatus } from "~/domain/enums";
import { formatLongDate } from "~/domain/format";
import { canRenew, isEndingSoon, type OwnerStatus, ownerStatusChoices } from "~/domain/lifecycle";
import { useTranslation } from "~/i18n/react";
import { Button } from "~/ui/button";

type LifecycleListing = {
  id: string;
  title: string;
  status: PropertyStatus;
  listing_type: ListingType;
  status_by_admin: boolean;
  expires_at: Date | string | null;
};

const STATUS_ACTIONS: Record<OwnerStatus, "activate" | "deactivate" | "markSold" | "markRented"> = {
  active: "activate",
  inactive: "deactivate",
  sold: "markSold",
  rented: "markRented",
};

/**
 * On the owner's card (issue 14): when the listing ends, "Rinovo" once it is within three days of its
 * end or past it, and the status changes the owner may make (domain/lifecycle.ts decides which, as the
 * server does). One form posting to /my-properties, so it works without JavaScript.
 */
export function ListingLifecycle({ listing }: { listing: LifecycleListing }) {
  const { t, i18n } = useTranslation("properties");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === listing.id;
  const renewable = canRenew(listing) && isEndingSoon(listing, new Date());
  // An expired listing comes back with "Rinovo" (a new period), not with "Aktivizo".
  const choices = ownerStatusChoices(listing).filter((s) => !(listing.status === "expired" && s === "active"));
  const titleId = `property-${listing.id}-title`;
  const showsEnd = listing.expires_at !== null && (listing.status === "active" || listing.status === "expired");

  if (!showsEnd && !renewable && choices.length === 0 && !listing.status_by_admin) return null;
  return (
    <div className="space-y-2 border-t border-slate-100 pt-2 dark:border-slate-800">
      {showsEnd && (
        <p className="inline-flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
          <CalendarClock aria-hidden="true" className="h-4 w-4" />
          {t(listing.status === "expired" ? "lifecycle.expiredOn" : "lifecycle.expiresOn", {
            date: formatLongDate(listing.expires_at!, i18n.language),
          })}
        </p>
      )}
      {listing.status_by_admin && listing.status !== "active" && listing.status !== "expired" && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("lifecycle.setByAdmin")}</p>
      )}
      {(renewable || choices.length > 0) && (
        <Form
          method="post"
          preventScrollReset
          className="flex flex-wrap gap-2"
          aria-label={t("lifecycle.actions", { title: listing.title })}
        >
          <input type="hidden" name="id" value={listing.id} />
          {renewable && (
            <Button type="submit" name="intent" value="renew" size="sm" disabled={busy} aria-describedby={titleId}>
              {t("lifecycle.renew")}
            </Button>
          )}
          {choices.map((status) => (
            <Button
              key={status}
              type="submit"
              name="intent"
              value={`status:${status}`}
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-describedby={titleId}
            >
              {t(`lifecycle.${STATUS_ACTIONS[status]}`)}
            </Button>
          ))}
        </Form>
      )}
    </div>
  );
}
