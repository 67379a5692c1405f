export const AGENCY_SPECIALTIES = ["residential", "houses", "commercial", "land", "rentals", "luxury", "newBuild", "investment"] as const;
export type AgencySpecialty = (typeof AGENCY_SPECIALTIES)[number];

/** An agency as the agencies page shows it (document 2 §3, the spec's field names). */
export type Agency = {
  id: string;
  name: string;
  logo?: string;
  description: string;
  location: string;
  phone: string;
  email: string;
  website?: string;
  /** 1–5, shown with one decimal. */
  rating: number;
  agentCount: number;
  propertyCount: number;
  yearFounded: number;
  specialties: AgencySpecialty[];
  isPremium: boolean;
  verified: boolean;
};

export type AgencyFilters = { search: string; city: string | null; specialty: AgencySpecialty | null };

/** Search (name, description, city; case-insensitive), city and specialty combine. */
export function filterAgencies(agencies: readonly Agency[], f: AgencyFilters): Agency[] {
  const needle = f.search.trim().toLocaleLowerCase("sq");
  return agencies.filter(
    (a) =>
      (f.city === null || a.location === f.city) &&
      (f.specialty === null || a.specialties.includes(f.specialty)) &&
      (!needle || [a.name, a.description, a.location].some((v) => v.toLocaleLowerCase("sq").includes(needle))),
  );
}
