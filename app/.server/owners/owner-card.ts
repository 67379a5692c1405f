import { and, eq, sql } from "drizzle-orm";
import type { Caches } from "../cache/caches";
import type { DbOrTx } from "../db/client";
import { agencyProfiles, profiles, properties } from "../db/schema";

/**
 * Who is selling, as the public sees it (issue 14 §3): never their e-mail or phone number, only
 * whether there is a number to reveal ("Shfaq numrin", owners/reveal-phone.ts).
 */
export type OwnerCard = {
  id: string;
  name: string;
  user_type: string;
  is_agency: boolean;
  /** An administrator verified the account ("verifikuar"). */
  verified: boolean;
  member_since: string;
  active_listings: number;
  has_phone: boolean;
  logo: string | null;
};

/** The number the public may reveal: an agency's published number, else the account's. */
export const revealablePhone = sql<
  string | null
>`coalesce(nullif(btrim(${agencyProfiles.phone}), ''), nullif(btrim(${profiles.phone}), ''))`;

const ownerCardColumns = {
  id: profiles.id,
  name: profiles.name,
  user_type: profiles.user_type,
  verified_at: profiles.verified_at,
  created_at: profiles.created_at,
  logo: agencyProfiles.logo,
  has_phone: sql<boolean>`(${revealablePhone} is not null)`,
};

type OwnerCardRow = { [K in keyof typeof ownerCardColumns]: unknown } & {
  id: string;
  name: string;
  user_type: string;
  verified_at: Date | null;
  created_at: Date;
  logo: string | null;
};

function toOwnerCard(row: OwnerCardRow, activeListings: number): OwnerCard {
  return {
    id: row.id,
    name: row.name,
    user_type: row.user_type,
    is_agency: row.user_type === "agency",
    verified: row.verified_at !== null,
    member_since: row.created_at.toISOString(),
    active_listings: activeListings,
    has_phone: Boolean(row.has_phone),
    logo: row.logo,
  };
}

/**
 * How many active listings an account has, kept per content version (cache/caches.ts) where the
 * caches are given: an agency's thousands are counted once per change to the listings, not for every
 * reader of each of them (the cost of a count: see docs/performance.md).
 */
function activeListings(deps: { db: DbOrTx; caches?: Caches }, ownerId: string): Promise<number> {
  const count = () =>
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(properties)
      .where(and(eq(properties.owner_id, ownerId), eq(properties.status, "active")))
      .then(([row]) => Number(row?.n ?? 0));
  return deps.caches ? deps.caches.memo("owner-listings", ownerId, count) : count();
}

/** The owner card of one account, or null when there is no such account. */
export async function findOwnerCard(deps: { db: DbOrTx; caches?: Caches }, ownerId: string): Promise<OwnerCard | null> {
  const [[row], active] = await Promise.all([
    deps.db
      .select(ownerCardColumns)
      .from(profiles)
      .leftJoin(agencyProfiles, eq(agencyProfiles.profile_id, profiles.id))
      .where(eq(profiles.id, ownerId))
      .limit(1),
    activeListings(deps, ownerId),
  ]);
  return row ? toOwnerCard(row, active) : null;
}
