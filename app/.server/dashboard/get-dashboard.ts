import { count, desc, eq, inArray, sql } from "drizzle-orm";
import { DASHBOARD_LATEST_COUNT, WEEK_DAYS } from "~/domain/limits";
import type { SessionUser } from "~/domain/session-user";
import type { DbOrTx } from "../db/client";
import { favorites, phoneReveals, properties, propertyViews } from "../db/schema";
import { PROPERTY_COLUMNS, type PropertyRow } from "../properties/owner-rules";

/** A listing as its owner's writes return it (no internal search columns), with its numbers for premium owners. */
export type DashboardProperty = PropertyRow & { stats?: { views: number; favorites: number } };

export type DashboardStats = {
  total_properties: number;
  active_properties: number;
  pending_properties: number;
  /** Premium only (document 1 §1): absent for everyone else, not merely hidden. */
  views?: { total: number; last_7_days: number };
  favorites?: number;
  /** Premium only: how often the numbers of the owner's listings were revealed (issue 14 §3). */
  phone_reveals?: number;
};

/** Counts of the owner's listings, with views and favourites only for an active premium user. */
export async function ownerStats(db: DbOrTx, user: Pick<SessionUser, "id" | "premium_active">): Promise<DashboardStats> {
  const [counts] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${properties.status} = 'active')::int`,
      pending: sql<number>`count(*) filter (where ${properties.status} = 'pending')::int`,
    })
    .from(properties)
    .where(eq(properties.owner_id, user.id));
  const stats: DashboardStats = {
    total_properties: counts?.total ?? 0,
    active_properties: counts?.active ?? 0,
    pending_properties: counts?.pending ?? 0,
  };
  if (!user.premium_active) return stats;
  const weekAgo = new Date(Date.now() - WEEK_DAYS * 86_400_000);
  const [views] = await db
    .select({
      total: count(),
      week: sql<number>`count(*) filter (where ${propertyViews.viewed_at} >= ${weekAgo.toISOString()})::int`,
    })
    .from(propertyViews)
    .innerJoin(properties, eq(properties.id, propertyViews.property_id))
    .where(eq(properties.owner_id, user.id));
  const [favs] = await db
    .select({ total: count() })
    .from(favorites)
    .innerJoin(properties, eq(properties.id, favorites.property_id))
    .where(eq(properties.owner_id, user.id));
  const [reveals] = await db
    .select({ total: sql<number>`coalesce(sum(${phoneReveals.count}), 0)::int` })
    .from(phoneReveals)
    .innerJoin(properties, eq(properties.id, phoneReveals.property_id))
    .where(eq(properties.owner_id, user.id));
  return {
    ...stats,
    views: { total: views?.total ?? 0, last_7_days: views?.week ?? 0 },
    favorites: favs?.total ?? 0,
    phone_reveals: Number(reveals?.total ?? 0),
  };
}

/** The dashboard: the owner's 4 newest listings (any status) and the activity summary. */
export async function getDashboard(
  deps: { db: DbOrTx },
  user: Pick<SessionUser, "id" | "premium_active">,
): Promise<{ latest: DashboardProperty[]; stats: DashboardStats }> {
  const latest = await deps.db
    .select(PROPERTY_COLUMNS)
    .from(properties)
    .where(eq(properties.owner_id, user.id))
    .orderBy(desc(properties.created_at), desc(properties.id))
    .limit(DASHBOARD_LATEST_COUNT);
  const stats = await ownerStats(deps.db, user);
  if (!user.premium_active || latest.length === 0) return { latest, stats };
  const ids = latest.map((p) => p.id);
  const [viewRows, favRows] = await Promise.all([
    deps.db
      .select({ id: propertyViews.property_id, n: count() })
      .from(propertyViews)
      .where(inArray(propertyViews.property_id, ids))
      .groupBy(propertyViews.property_id),
    deps.db
      .select({ id: favorites.property_id, n: count() })
      .from(favorites)
      .where(inArray(favorites.property_id, ids))
      .groupBy(favorites.property_id),
  ]);
  const views = new Map(viewRows.map((r) => [r.id, r.n]));
  const favs = new Map(favRows.map((r) => [r.id, r.n]));
  return { latest: latest.map((p) => ({ ...p, stats: { views: views.get(p.id) ?? 0, favorites: favs.get(p.id) ?? 0 } })), stats };
}
