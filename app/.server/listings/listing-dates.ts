import type { Language } from "~/domain/enums";
import { formatDate, formatLongDate } from "~/domain/format";
import type { PropertyDetail } from "./get-property";
import type { PriceChange } from "./price-history";

/** A price change with its day written out (sq "22 nëntor 2026"). */
export type DatedPriceChange = PriceChange & { day: string };

/** A listing's page data with the dates it shows written out in the reader's language and Kosovo's time. */
export type DatedPropertyDetail = Omit<PropertyDetail, "price_history"> & {
  price_history: DatedPriceChange[];
  dates: {
    /** "Postuar më" (sq 22.11.2026), or null when the listing has no date. */
    posted: string | null;
    /** The day a sold or rented listing closed (sq "22 nëntor 2026"). */
    closedOn: string;
    /** "Anëtar që nga" on the owner's card. */
    memberSince: string;
  };
};

/**
 * Written by the server, which has its ICU data loaded anyway: in the browser the page's first date
 * format holds the main thread while ICU loads its data (decision 0030; see docs/performance.md),
 * and these are the only dates a listing's page shows. The texts differ only by
 * language, which kept pages' keys include.
 */
export function withListingDates(detail: PropertyDetail, language: Language): DatedPropertyDetail {
  const p = detail.property;
  return {
    ...detail,
    price_history: detail.price_history.map((change) => ({ ...change, day: formatLongDate(change.changed_at, language) })),
    dates: {
      posted: p.created_at ? formatDate(p.created_at, language) : null,
      closedOn: formatLongDate(p.status_changed_at, language),
      memberSince: formatDate(detail.owner.member_since, language),
    },
  };
}
