import { ArrowUpDown, CalendarClock, Car, Flame, Hash, HousePlus, Layers, Sofa } from "~/ui/icons";
import { FACTS_BY_TYPE, type HeatingType, type ListingType, type PropertyType } from "~/domain/enums";

import { useTranslation } from "~/i18n/react";
import { useFormats } from "~/lib/use-formats";
import { AddedAgo } from "~/ui/added-ago";

export type PropertyFacts = {
  type: PropertyType;
  floor: number | null;
  floors_total: number | null;
  year_built: number | null;
  heating: HeatingType | null;
  furnished: boolean | null;
  new_build: boolean | null;
  parking: boolean | null;
  elevator: boolean | null;
};

type Fact = { key: string; icon: typeof Layers; text: string; negative?: boolean };

/** The facts the owner gave, as lines a reader scans: "Kati 3 nga 6", "Viti i ndërtimit: 2019", ... */
function useFactLines(p: PropertyFacts): Fact[] {
  const { t } = useTranslation("listings");
  const applies = FACTS_BY_TYPE[p.type];
  const facts: Fact[] = [];
  const floor = applies.includes("floor") ? p.floor : null;
  const total = applies.includes("floors_total") ? p.floors_total : null;
  if (floor !== null) {
    const text =
      floor === 0
        ? total !== null
          ? t("facts.groundFloorOf", { total })
          : t("facts.groundFloor")
        : floor < 0
          ? total !== null
            ? t("facts.basementOf", { floor, total })
            : t("facts.basement", { floor })
          : total !== null
            ? t("facts.floorOf", { floor, total })
            : t("facts.floor", { floor });
    facts.push({ key: "floor", icon: Layers, text });
  } else if (total !== null) {
    facts.push({ key: "floors_total", icon: Layers, text: t("facts.floorsTotal", { count: total }) });
  }
  if (applies.includes("year_built") && p.year_built !== null) {
    facts.push({ key: "year_built", icon: CalendarClock, text: t("facts.yearBuilt", { year: p.year_built }) });
  }
  if (applies.includes("heating") && p.heating) {
    facts.push({ key: "heating", icon: Flame, text: t("facts.heating", { heating: t(`heating.${p.heating}`) }) });
  }
  if (applies.includes("furnished") && p.furnished !== null) {
    facts.push({
      key: "furnished",
      icon: Sofa,
      text: p.furnished ? t("facts.furnished") : t("facts.notFurnished"),
      negative: !p.furnished,
    });
  }
  if (applies.includes("new_build") && p.new_build) facts.push({ key: "new_build", icon: HousePlus, text: t("facts.newBuild") });
  if (applies.includes("parking") && p.parking !== null) {
    facts.push({ key: "parking", icon: Car, text: p.parking ? t("facts.parking") : t("facts.noParking"), negative: !p.parking });
  }
  if (applies.includes("elevator") && p.elevator !== null) {
    facts.push({
      key: "elevator",
      icon: ArrowUpDown,
      text: p.elevator ? t("facts.elevator") : t("facts.noElevator"),
      negative: !p.elevator,
    });
  }
  return facts;
}

/**
 * The detail page's facts section (issue 13): floor of floors, year built, heating, furnished, new
 * build, parking and lift, as the owner gave them; nothing shows for facts not given.
 */
export function PropertyFactsSection({ property }: { property: PropertyFacts }) {
  const { t } = useTranslation("listings");
  const facts = useFactLines(property);
  if (!facts.length) return null;
  return (
    <section aria-labelledby="facts-heading" data-testid="property-facts">
      <h2 id="facts-heading" className="text-xl font-semibold text-slate-900 dark:text-slate-100">
        {t("facts.heading")}
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {facts.map(({ key, icon: Icon, text, negative }) => (
          <li key={key} className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
            <Icon
              aria-hidden="true"
              className={
                negative ? "h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" : "h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300"
              }
            />
            <span className={negative ? "text-slate-600 dark:text-slate-400" : undefined}>{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Under the price: the price per m², how long ago it was added, and the reference to quote. */
export function PriceFacts(props: {
  price: number;
  area: number | null;
  listingType: ListingType;
  createdAt: Date | string;
  reference: number;
}) {
  const { t } = useTranslation("listings");
  const f = useFormats();
  const perArea = f.pricePerArea(props.price, props.area, props.listingType, t("perMonth"));
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
      {perArea && (
        <span data-testid="price-per-area">
          {t("facts.pricePerArea")}: <span className="font-semibold">{perArea}</span>
        </span>
      )}
      <AddedAgo date={props.createdAt} />
      <span className="inline-flex items-center gap-1 font-medium" data-testid="property-reference" title={t("facts.referenceHint")}>
        <Hash aria-hidden="true" className="h-3.5 w-3.5" />
        {t("facts.reference", { reference: props.reference })}
      </span>
    </p>
  );
}
