import { asc, desc, eq, sql } from "drizzle-orm";
import { knownSpecialties, type Agency } from "~/domain/agencies";
import type { DbOrTx } from "../db/client";
import { agencyProfiles, profiles } from "../db/schema";
import { premiumActiveSql } from "../admin/list-users";

export const agencyColumns = {
  id: profiles.id,
  name: profiles.name,
  created_at: profiles.created_at,
  verified_at: profiles.verified_at,
  premium: sql<boolean>`(${premiumActiveSql(new Date())})`,
  logo: agencyProfiles.logo,
  description: agencyProfiles.description,
  cities: agencyProfiles.cities,
  specialties: agencyProfiles.specialties,
  phone: agencyProfiles.phone,
  email: agencyProfiles.email,
  website: agencyProfiles.website,
  year_founded: agencyProfiles.year_founded,
  agent_count: agencyProfiles.agent_count,
  rating: agencyProfiles.rating,
  is_demo: agencyProfiles.is_demo,
  active_listings: sql<number>`(select count(*)::int from properties p where p.owner_id = ${profiles.id} and p.status = 'active')`,
};

type AgencyRow = {
  id: string;
  name: string;
  created_at: Date;
  verified_at: Date | null;
  premium: boolean;
  logo: string | null;
  description: string | null;
  cities: string[] | null;
  specialties: string[] | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  year_founded: number | null;
  agent_count: number | null;
  rating: number | string | null;
  is_demo: boolean | null;
  active_listings: number;
};

/** An agency account (its details row may not exist yet: then only what the account says). */
export function toAgency(row: AgencyRow): Agency {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    description: row.description ?? "",
    cities: row.cities ?? [],
    phone: row.phone || null,
    email: row.email || null,
    website: row.website || null,
    rating: row.rating === null ? null : Number(row.rating),
    agentCount: row.agent_count,
    propertyCount: Number(row.active_listings ?? 0),
    yearFounded: row.year_founded,
    specialties: knownSpecialties(row.specialties ?? []),
    isPremium: Boolean(row.premium),
    verified: row.verified_at !== null,
    isDemo: Boolean(row.is_demo),
    memberSince: row.created_at.toISOString(),
  };
}

/**
 * The agencies page (/agjencite, issue 14 §4): every account of user type "agency", with its details
 * and active listings; premium and verified agencies first. The page filters them (few hundred at most).
 */
export async function listAgencies(deps: { db: DbOrTx }): Promise<Agency[]> {
  const rows = await deps.db
    .select(agencyColumns)
    .from(profiles)
    .leftJoin(agencyProfiles, eq(agencyProfiles.profile_id, profiles.id))
    .where(eq(profiles.user_type, "agency"))
    .orderBy(desc(agencyColumns.premium), sql`${profiles.verified_at} is null`, asc(profiles.name), asc(profiles.id));
  return rows.map(toAgency);
}
