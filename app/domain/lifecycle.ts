import type { ListingType, PropertyStatus } from "./enums";
import type { ErrorCode } from "./errors";

// A listing's life (issue 14): it goes live, runs for the platform's default_listing_duration days,
// its owner is reminded before the end and renews it with one click; owners mark it sold, rented,
// inactive or active again themselves. The rules here are the server's and the page's alike.

/** Days before the end at which the owner is reminded (notification and e-mail). */
export const EXPIRY_REMINDER_DAYS = 3;
/** Days a sold or rented listing stays in search, marked as such. */
export const CLOSED_SHOWN_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The statuses an owner may choose. */
export const OWNER_STATUSES = ["active", "inactive", "sold", "rented"] as const;
export type OwnerStatus = (typeof OWNER_STATUSES)[number];

type ListingState = { status: PropertyStatus; listing_type: ListingType; status_by_admin: boolean };

/**
 * Why the owner may not move the listing to `target`, or null when they may. Pending and rejected
 * listings are the administrators' to decide; a listing an administrator deactivated (or marked)
 * stays so until an administrator changes it; sold is for sale listings, rented for rent.
 */
export function ownerStatusRefusal(listing: ListingState, target: OwnerStatus): ErrorCode | null {
  if (listing.status === "pending" || listing.status === "rejected") return "LISTING_STATUS_UNDER_REVIEW";
  if (listing.status_by_admin && listing.status !== "active" && listing.status !== "expired") return "LISTING_STATUS_SET_BY_ADMIN";
  if (target === "sold" && listing.listing_type !== "sale") return "LISTING_SOLD_ONLY_FOR_SALE";
  if (target === "rented" && listing.listing_type !== "rent") return "LISTING_RENTED_ONLY_FOR_RENT";
  return null;
}

/** The statuses the owner can move the listing to from where it is (the buttons on their card). */
export function ownerStatusChoices(listing: ListingState): OwnerStatus[] {
  return OWNER_STATUSES.filter((s) => s !== listing.status && ownerStatusRefusal(listing, s) === null);
}

/** Active and expired listings can be renewed (an administrator's deactivation cannot be undone this way). */
export function canRenew(listing: Pick<ListingState, "status">): boolean {
  return listing.status === "active" || listing.status === "expired";
}

/** The end of a new period that starts at `from`. */
export function expiryFrom(from: Date, durationDays: number): Date {
  return new Date(from.getTime() + durationDays * DAY_MS);
}

/** Whether an active listing is within its reminder window (or past its end) at `now`: the owner sees "Rinovo". */
export function isEndingSoon(listing: { status: PropertyStatus; expires_at: Date | string | null }, now: Date): boolean {
  if (listing.status === "expired") return true;
  if (listing.status !== "active" || listing.expires_at === null) return false;
  return new Date(listing.expires_at).getTime() - now.getTime() <= EXPIRY_REMINDER_DAYS * DAY_MS;
}
