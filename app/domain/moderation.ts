import type { PropertyStatus } from "./enums";

// Which owner edits of an approved listing go back to the administrators (issue 33 §3, decisions/0034).
// A listing is approved for what it says and shows: an owner who could change its title, text, photos,
// kind, place or price at will after approval could publish anything (bait and switch). Corrections of
// the facts (rooms, area, floor, heating, features...) and a small price change stay live at once.

/**
 * A price change beyond this share of the price an administrator last saw is reviewed again (either
 * way), however many edits it took to get there.
 */
export const REVIEWED_PRICE_CHANGE_SHARE = 0.2;

/** The fields whose change takes an approved listing back to review ("images": new photos or floor plan). */
export const REVIEWED_CHANGES = [
  "title",
  "description",
  "price",
  "type",
  "listing_type",
  "location",
  "position",
  "video_url",
  "images",
] as const;
export type ReviewedChange = (typeof REVIEWED_CHANGES)[number];

type Reviewable = {
  /** The price an administrator last saw; null: measured from the price before the edit. */
  reviewed_price?: number | null;
  title: string;
  description: string;
  price: number;
  type: string;
  listing_type: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  video_url: string | null;
};

const same = (a: string, b: string) => a.trim() === b.trim();

/** What an edit changed that needs another review, in REVIEWED_CHANGES order (empty: stays live). */
export function reviewedChanges(before: Reviewable, after: Reviewable): ReviewedChange[] {
  const changed = new Set<ReviewedChange>();
  if (!same(before.title, after.title)) changed.add("title");
  if (!same(before.description, after.description)) changed.add("description");
  const base = before.reviewed_price ?? before.price;
  if (base > 0 && Math.abs(after.price - base) / base > REVIEWED_PRICE_CHANGE_SHARE) changed.add("price");
  if (before.type !== after.type) changed.add("type");
  if (before.listing_type !== after.listing_type) changed.add("listing_type");
  if (!same(before.location, after.location)) changed.add("location");
  if (before.latitude !== after.latitude || before.longitude !== after.longitude) changed.add("position");
  if ((before.video_url ?? "") !== (after.video_url ?? "")) changed.add("video_url");
  return REVIEWED_CHANGES.filter((change) => changed.has(change));
}

/**
 * Whether a listing in this state goes back to review when its owner changes what was approved. Only a
 * listing that was approved and is the owner's to run: a pending one is waiting anyway, a rejected one
 * and one an administrator took down (status_by_admin) stay as the administrator left them. Nothing
 * goes back when the platform does not ask for approval.
 */
export function goesBackToReview(listing: { status: PropertyStatus; status_by_admin: boolean }, requireApproval: boolean): boolean {
  if (!requireApproval) return false;
  if (listing.status === "pending" || listing.status === "rejected") return false;
  if (listing.status_by_admin && listing.status !== "active" && listing.status !== "expired") return false;
  return true;
}

/** The changes still waiting for review after this edit: those already waiting, and the new ones. */
export function mergeReviewChanges(waiting: readonly string[] | null, added: readonly ReviewedChange[]): ReviewedChange[] {
  const all = new Set<string>([...(waiting ?? []), ...added]);
  return REVIEWED_CHANGES.filter((change) => all.has(change));
}

/** Whether a listing waits for the review of an owner's edit (not a new listing waiting for its first approval). */
export function waitsForEditReview(listing: { status: PropertyStatus; review_changes: readonly string[] | null }): boolean {
  return listing.status === "pending" && (listing.review_changes?.length ?? 0) > 0;
}
