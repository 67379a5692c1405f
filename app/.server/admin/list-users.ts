import { and, count, desc, eq, gt, ilike, inArray, isNull, or, type SQL, not } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "~/domain/limits";
import { isPremiumActive } from "~/domain/premium";
import { adminUsersQuerySchema } from "~/domain/schemas/admin";
import { parseInput } from "~/domain/schemas/parse";
import type { DbOrTx } from "../db/client";
import { profiles, properties } from "../db/schema";
import { containsPattern } from "../db/like";
import { clampPage, type Page } from "../db/paging";
import type { AdminActor } from "../auth/admin-actor";

export type AdminUser = {
  id: string;
  name: string;
  email: string;
  user_type: string;
  is_premium: boolean;
  premium_until: string | null;
  premium_active: boolean;
  is_admin: boolean;
  /** When an administrator verified the account (the "verifikuar" badge), or null. */
  verified_at: string | null;
  personal_id: string;
  created_at: string;
  property_count: number;
};

export const adminUserColumns = {
  id: profiles.id,
  name: profiles.name,
  email: profiles.email,
  user_type: profiles.user_type,
  is_premium: profiles.is_premium,
  premium_until: profiles.premium_until,
  is_admin: profiles.is_admin,
  verified_at: profiles.verified_at,
  personal_id: profiles.personal_id,
  created_at: profiles.created_at,
};

type UserRow = { [K in keyof typeof adminUserColumns]: (typeof profiles.$inferSelect)[K] };

/** Effective premium in SQL: is_premium and not expired (the same rule as isPremiumActive). */
export function premiumActiveSql(now: Date): SQL {
  return and(eq(profiles.is_premium, true), or(isNull(profiles.premium_until), gt(profiles.premium_until, now)))!;
}

/** Rows with each user's listing count, counted in one grouped query for the whole page. */
export async function withPropertyCounts(db: DbOrTx, rows: UserRow[], now = new Date()): Promise<AdminUser[]> {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ owner_id: properties.owner_id, n: count() })
        .from(properties)
        .where(inArray(properties.owner_id, ids))
        .groupBy(properties.owner_id)
    : [];
  const byOwner = new Map(counts.map((c) => [c.owner_id, c.n]));
  return rows.map((r) => ({
    ...r,
    premium_until: r.premium_until?.toISOString() ?? null,
    verified_at: r.verified_at?.toISOString() ?? null,
    premium_active: isPremiumActive(r, now),
    created_at: r.created_at.toISOString(),
    property_count: byOwner.get(r.id) ?? 0,
  }));
}

/**
 * The users table (document 2 §2.4, §7): newest first, pages of 10, filtered by name, user type and
 * premium (effective: an expired premium counts as basic).
 */
export async function listUsers(deps: { db: DbOrTx }, _actor: AdminActor, input: unknown): Promise<Page<AdminUser>> {
  const query = parseInput(adminUsersQuerySchema, input);
  const now = new Date();
  const conditions: SQL[] = [];
  if (query.q) conditions.push(ilike(profiles.name, containsPattern(query.q)));
  if (query.user_type) conditions.push(eq(profiles.user_type, query.user_type));
  if (query.premium === "true") conditions.push(premiumActiveSql(now));
  if (query.premium === "false") conditions.push(not(premiumActiveSql(now)));
  const where = conditions.length ? and(...conditions) : undefined;

  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(profiles).where(where);
  const { page, pageCount, offset } = clampPage(query.page, total, ADMIN_PAGE_SIZE);
  const rows = await deps.db
    .select(adminUserColumns)
    .from(profiles)
    .where(where)
    .orderBy(desc(profiles.created_at), desc(profiles.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return { items: await withPropertyCounts(deps.db, rows, now), total, page, page_count: pageCount, page_size: ADMIN_PAGE_SIZE };
}
