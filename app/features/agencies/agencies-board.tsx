import {
  BadgeCheck,
  Building2,
  Calendar,
  Crown,
  FlaskConical,
  Globe,
  LayoutGrid,
  List,
  Mail,
  MapPin,
  Phone,
  Star,
  Users,
} from "~/ui/icons";
import { useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { type Agency, type AgencyFilters, AGENCY_SPECIALTIES, type AgencySpecialty, filterAgencies } from "~/domain/agencies";
import { useTranslation } from "~/i18n/react";
import { formatRating } from "~/lib/format-rating";
import { useEarlyInput } from "~/lib/use-early-input";
import { useFormats } from "~/lib/use-formats";
import { cx } from "~/ui/cx";
import { ChoiceButtons, FilterBar, FilterSearch, FilterSelect, NoMatches, NoScriptApply } from "~/lib/filter-board";

type View = "grid" | "list";

/**
 * The filters as the address gives them (a form sent without JavaScript); unknown values are ignored.
 * `cities` are the cities the agencies work in (the city filter's choices).
 */
export function agencyFiltersFrom(params: URLSearchParams, cities: readonly string[]): AgencyFilters & { view: View } {
  const city = params.get("city") ?? "";
  const specialty = params.get("specialty") ?? "";
  return {
    search: (params.get("q") ?? "").slice(0, 100),
    city: cities.includes(city) ? city : null,
    specialty: (AGENCY_SPECIALTIES as readonly string[]).includes(specialty) ? (specialty as AgencySpecialty) : null,
    // The last one counts: the form holds the current view and the pressed view button after it.
    view: params.getAll("view").pop() === "list" ? "list" : "grid",
  };
}

/**
 * The agencies (rendered on the server), with search, city and specialty filters and a grid/list
 * toggle. With JavaScript they apply at once; without it, the same controls send a GET form.
 */
export function AgenciesBoard({ agencies, cities }: { agencies: readonly Agency[]; cities: readonly string[] }) {
  const { t } = useTranslation("agencies");
  const [params] = useSearchParams();
  const [initial] = useState(() => agencyFiltersFrom(params, cities));
  const [search, setSearch] = useState(initial.search);
  const [city, setCity] = useState<string | null>(initial.city);
  const [specialty, setSpecialty] = useState<AgencySpecialty | null>(initial.specialty);
  const [view, setView] = useState<View>(initial.view);
  const f = useFormats();
  // What the reader typed or chose before the page's code ran stays (lib/use-early-input.ts).
  const searchRef = useRef<HTMLInputElement>(null);
  const cityRef = useRef<HTMLSelectElement>(null);
  const specialtyRef = useRef<HTMLSelectElement>(null);
  useEarlyInput(searchRef, search, setSearch);
  useEarlyInput(cityRef, city ?? "", (value) => setCity(cities.includes(value) ? value : null));
  useEarlyInput(specialtyRef, specialty ?? "", (value) =>
    setSpecialty((AGENCY_SPECIALTIES as readonly string[]).includes(value) ? (value as AgencySpecialty) : null),
  );

  const shown = useMemo(() => filterAgencies(agencies, { search, city, specialty }), [agencies, search, city, specialty]);

  // No agency account yet (a fresh install without demo data): say so, rather than offer filters.
  if (agencies.length === 0) {
    return (
      <div data-testid="agencies-none" className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-600">
        <p className="text-lg font-semibold">{t("states.none")}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("states.noneHint")}</p>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <FilterBar
        id="agency-filters"
        title={t("filters.title")}
        action="/agjencite"
        className="grid gap-3 md:grid-cols-[1fr_12rem_14rem_auto] md:items-end"
        after={
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" aria-live="polite" data-testid="agency-count">
            {t("filters.showing", { count: shown.length })}
          </p>
        }
      >
        <FilterSearch
          id="agency-search"
          label={t("filters.search")}
          placeholder={t("filters.searchPlaceholder")}
          ref={searchRef}
          value={search}
          onChange={setSearch}
        />
        <FilterSelect
          id="agency-city"
          name="city"
          label={t("filters.city")}
          ref={cityRef}
          value={city ?? ""}
          onChange={(value) => setCity(value || null)}
        >
          <option value="">{t("filters.cityAll")}</option>
          {cities.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="agency-specialty"
          name="specialty"
          label={t("filters.specialty")}
          ref={specialtyRef}
          value={specialty ?? ""}
          onChange={(value) => setSpecialty((value || null) as AgencySpecialty | null)}
        >
          <option value="">{t("filters.specialtyAll")}</option>
          {AGENCY_SPECIALTIES.map((s) => (
            <option key={s} value={s}>
              {t(`specialties.${s}`)}
            </option>
          ))}
        </FilterSelect>
        <NoScriptApply label={t("filters.apply")} />
        <ChoiceButtons
          name="view"
          label={t("filters.view")}
          choices={["grid", "list"] as const}
          value={view}
          onChoose={setView}
          className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
          buttonClassName={(active) =>
            cx(
              "inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium",
              active ? "bg-white shadow dark:bg-slate-950" : "text-slate-700 dark:text-slate-300",
            )
          }
        >
          {(v) => {
            const Icon = v === "grid" ? LayoutGrid : List;
            return (
              <>
                <Icon aria-hidden="true" className="h-4 w-4" />
                {t(`filters.${v}`)}
              </>
            );
          }}
        </ChoiceButtons>
      </FilterBar>

      {shown.length === 0 ? (
        <NoMatches title={t("states.empty")} hint={t("states.emptyHint")} />
      ) : (
        <ul
          data-view={view}
          data-testid="agency-list"
          className={cx(view === "grid" ? "grid gap-5 sm:grid-cols-2 lg:grid-cols-3" : "space-y-4")}
        >
          {shown.map((a) => (
            <li
              key={a.id}
              data-testid="agency-card"
              className={cx(
                "rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900",
                view === "list" && "sm:flex sm:gap-6",
              )}
            >
              <div className={cx("flex items-start gap-3", view === "list" && "sm:w-72 sm:shrink-0")}>
                {a.logo ? (
                  <img src={a.logo} alt="" className="h-14 w-14 rounded-xl object-cover" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-2xl font-extrabold text-white"
                  >
                    {a.name.charAt(0)}
                  </span>
                )}
                <div className="min-w-0">
                  <h3 className="font-bold">
                    <Link to={`/perdoruesi/${a.id}`} className="hover:underline">
                      {a.name}
                    </Link>
                  </h3>
                  {a.cities.length > 0 && (
                    <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
                      <MapPin aria-hidden="true" className="h-3.5 w-3.5" />
                      {a.cities.join(", ")}
                    </p>
                  )}
                  {a.rating !== null && (
                    <p className="mt-1 flex items-center gap-1 text-sm font-semibold">
                      <Star aria-hidden="true" className="h-4 w-4 fill-gold-400 text-gold-500" />
                      <span aria-hidden="true">{formatRating(f, a.rating)}</span>
                      <span className="sr-only">{t("card.rating", { rating: formatRating(f, a.rating) })}</span>
                    </p>
                  )}
                  <div className="mt-2 flex flex-wrap gap-1.5 text-xs font-semibold">
                    {a.isPremium && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-gold-100 px-2 py-0.5 text-gold-700 dark:bg-gold-700 dark:text-white">
                        <Crown aria-hidden="true" className="h-3 w-3" />
                        {t("card.premium")}
                      </span>
                    )}
                    {a.verified && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-green-800 dark:bg-green-950 dark:text-green-200">
                        <BadgeCheck aria-hidden="true" className="h-3 w-3" />
                        {t("card.verified")}
                      </span>
                    )}
                    {a.isDemo && (
                      <span
                        title={t("card.demoHint")}
                        className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2 py-0.5 text-slate-800 dark:bg-slate-700 dark:text-slate-100"
                      >
                        <FlaskConical aria-hidden="true" className="h-3 w-3" />
                        {t("card.demo")}
                      </span>
                    )}
                  </div>
                </div>
              </div>
              <div className="mt-4 min-w-0 flex-1 sm:mt-0">
                <p className={cx("text-sm leading-relaxed text-slate-700 dark:text-slate-300", view === "grid" && "mt-4")}>
                  {a.description}
                </p>
                <ul className="mt-3 flex flex-wrap gap-1.5">
                  {a.specialties.map((s) => (
                    <li
                      key={s}
                      className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-200"
                    >
                      {t(`specialties.${s}`)}
                    </li>
                  ))}
                </ul>
                <ul className="mt-4 grid grid-cols-3 gap-2 text-center text-xs">
                  <li className="flex flex-col items-center gap-0.5 rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
                    <Building2 aria-hidden="true" className="h-4 w-4" />
                    {t("card.properties", { count: a.propertyCount })}
                  </li>
                  {a.agentCount !== null && (
                    <li className="flex flex-col items-center gap-0.5 rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
                      <Users aria-hidden="true" className="h-4 w-4" />
                      {t("card.agents", { count: a.agentCount })}
                    </li>
                  )}
                  <li className="flex flex-col items-center gap-0.5 rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
                    <Calendar aria-hidden="true" className="h-4 w-4" />
                    {a.yearFounded !== null
                      ? t("card.founded", { year: a.yearFounded })
                      : t("card.memberSince", { year: new Date(a.memberSince).getFullYear() })}
                  </li>
                </ul>
                <ul className="mt-4 space-y-1.5 text-sm">
                  {a.phone && (
                    <li className="flex items-center gap-2">
                      <Phone aria-hidden="true" className="h-4 w-4 text-slate-500" />
                      <span className="sr-only">{t("card.phone")}: </span>
                      <a className="text-brand-700 hover:underline dark:text-brand-300" href={`tel:${a.phone.replace(/[^\d+]/g, "")}`}>
                        {a.phone}
                      </a>
                    </li>
                  )}
                  {a.email && (
                    <li className="flex items-center gap-2">
                      <Mail aria-hidden="true" className="h-4 w-4 text-slate-500" />
                      <span className="sr-only">{t("card.email")}: </span>
                      <a className="break-all text-brand-700 hover:underline dark:text-brand-300" href={`mailto:${a.email}`}>
                        {a.email}
                      </a>
                    </li>
                  )}
                  {a.website && (
                    <li className="flex items-center gap-2">
                      <Globe aria-hidden="true" className="h-4 w-4 text-slate-500" />
                      <a
                        className="text-brand-700 hover:underline dark:text-brand-300"
                        href={a.website}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {t("card.website")}
                      </a>
                    </li>
                  )}
                  <li>
                    {/* The name in hidden text, not aria-label: the label of a form field must not match it. */}
                    <Link to={`/perdoruesi/${a.id}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
                      <span aria-hidden="true">{t("card.profile")}</span>
                      <span className="sr-only">{t("card.profileOf", { name: a.name })}</span>
                    </Link>
                  </li>
                </ul>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
