import type { TFunction } from "~/i18n/translate";

/** One filter of a search in words, and the address parameters it is made of (what removing it drops). */
export type FilterChip = { label: string; params: readonly string[] };

const MINIMUMS = ["min_rooms", "min_bathrooms", "min_area", "max_area"] as const;
const FEATURES = ["furnished", "new_build", "parking", "elevator"] as const;

/**
 * The filters of a search in words ("Vendndodhja: Prishtinë", "Banesë", "Deri në 150.000 €"), read
 * from its address parameters: the removable chips above the results of /listings (written by its
 * loader, so the page's script does not carry this) and the summary of a saved search say the same.
 */
export function filterChips(
  params: Readonly<Record<string, string | undefined>>,
  t: TFunction,
  money: (amount: number) => string,
): FilterChip[] {
  const p = params;
  const chips: FilterChip[] = [];
  const add = (label: string, ...names: string[]) => chips.push({ label, params: names });
  if (p.q) add(t("saved-searches:filters.q", { value: p.q }), "q");
  if (p.location) add(t("saved-searches:filters.location", { value: p.location }), "location");
  if (p.type) add(t(`listings:type.${p.type as "apartment"}`), "type");
  if (p.listing_type) add(t(`listings:listingType.${p.listing_type as "sale"}`), "listing_type");
  if (p.min_price && Number(p.min_price) > 0)
    add(t("saved-searches:filters.min_price", { value: money(Number(p.min_price)) }), "min_price");
  if (p.max_price) add(t("saved-searches:filters.max_price", { value: money(Number(p.max_price)) }), "max_price");
  for (const name of MINIMUMS) {
    if (p[name] && (name === "max_area" || Number(p[name]) > 0)) add(t(`saved-searches:filters.${name}`, { value: p[name] }), name);
  }
  if (p.heating) add(t(`saved-searches:heating.${p.heating as "central"}`), "heating");
  for (const name of FEATURES) if (p[name]) add(t(`saved-searches:filters.${name}`), name);
  if (p.added === "24h") add(t("saved-searches:filters.added24h"), "added");
  if (p.added === "7d") add(t("saved-searches:filters.added7d"), "added");
  if (p.include_closed) add(t("saved-searches:filters.include_closed"), "include_closed");
  if (p.bounds) add(t("saved-searches:page.bounds"), "bounds");
  return chips;
}
