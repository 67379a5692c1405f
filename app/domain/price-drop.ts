// "Çmimi u ul" (issue 14): a listing whose last price change, in the last 30 days, was down.

/** How long a price drop is announced on cards and the detail page. */
const PRICE_DROP_DAYS = 30;

type PriceFields = { price: number; previous_price?: number | null; price_changed_at?: Date | string | null };

/** The amount the price fell by, when its last change was a drop within PRICE_DROP_DAYS of `now`; else null. */
export function recentPriceDrop(listing: PriceFields, now: Date = new Date()): number | null {
  if (listing.previous_price == null || listing.price_changed_at == null) return null;
  const previous = Number(listing.previous_price);
  const price = Number(listing.price);
  if (!(previous > price)) return null;
  const age = now.getTime() - new Date(listing.price_changed_at).getTime();
  return age >= 0 && age <= PRICE_DROP_DAYS * 86_400_000 ? previous - price : null;
}

/**
 * A saved search hears of a listing's price drop at most once in this many days, and only of a price
 * below the lowest it was already told (issue 33 §4): a price moved up and down is not news each time.
 */
export const PRICE_DROP_ALERT_DAYS = 7;
