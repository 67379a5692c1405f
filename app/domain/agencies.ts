export const AGENCY_SPECIALTIES = ["residential", "houses", "commercial", "land", "rentals", "luxury", "newBuild", "investment"] as const;
export type AgencySpecialty = (typeof AGENCY_SPECIALTIES)[number];

/**
 * An agency as the agencies page shows it (document 2 §3's fields): an account of user type "agency"
 * with its published details (decisions/0016). `propertyCount` is its active listings; `verified` an
 * administrator's check; `isDemo` marks the demo data's sample agencies.
 */
export type Agency = {
  id: string;
  name: string;
  logo: string | null;
  description: string;
  cities: string[];
  /** The agency's published contacts (not the account's login e-mail or private number). */
  phone: string | null;
  email: string | null;
  website: string | null;
  /** 1–5, shown with one decimal; null when none is given. */
  rating: number | null;
  agentCount: number | null;
  propertyCount: number;
  yearFounded: number | null;
  specialties: AgencySpecialty[];
  isPremium: boolean;
  verified: boolean;
  isDemo: boolean;
  memberSince: string;
};

/** Only the specialties the page knows (stored text may hold anything). */
export function knownSpecialties(values: readonly string[]): AgencySpecialty[] {
  return values.filter((v): v is AgencySpecialty => (AGENCY_SPECIALTIES as readonly string[]).includes(v));
}

export type AgencyFilters = { search: string; city: string | null; specialty: AgencySpecialty | null };

/** The cities the agencies work in, for the city filter, in Albanian alphabetical order. */
export function agencyCities(agencies: readonly Pick<Agency, "cities">[]): string[] {
  return [...new Set(agencies.flatMap((a) => a.cities))].sort((a, b) => a.localeCompare(b, "sq"));
}

/** Search (name, description, cities; case-insensitive), city and specialty combine. */
export function filterAgencies(agencies: readonly Agency[], f: AgencyFilters): Agency[] {
  const needle = f.search.trim().toLocaleLowerCase("sq");
  return agencies.filter(
    (a) =>
      (f.city === null || a.cities.includes(f.city)) &&
      (f.specialty === null || a.specialties.includes(f.specialty)) &&
      (!needle || [a.name, a.description, ...a.cities].some((v) => v.toLocaleLowerCase("sq").includes(needle))),
  );
}
