import { eq, sql } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { MONTH_DAYS, WEEK_DAYS } from "~/domain/limits";
import type { SessionUser } from "~/domain/session-user";
import type { Db } from "../db/client";
import { favorites, phoneReveals, propertyViews } from "../db/schema";
import { findVisibleProperty } from "./get-property";

/** The owner analytics of document 1 §3 "Property statistics". */
export type PropertyStatistics = {
  totalViews: number;
  viewsThisWeek: number;
  viewsThisMonth: number;
  totalFavorites: number;
  /** favourites / total views × 100, one decimal, 0 without views (§9). */
  favoriteRatio: number;
  /** How often the phone number was revealed ("Numri u shfaq N herë", issue 14 §3). */
  phoneReveals: number;
};

function favoriteRatio(favoritesCount: number, views: number): number {
  return views > 0 ? Math.round((favoritesCount / views) * 1000) / 10 : 0;
}

/**
 * A property's statistics, for its owner only. Owners without active premium are refused
 * (STATISTICS_PREMIUM_ONLY): their page shows the masked block, and the numbers never leave the server.
 */
export async function getPropertyStatistics(deps: { db: Db }, user: SessionUser, propertyId: string): Promise<PropertyStatistics> {
  const property = await findVisibleProperty(deps, user, propertyId);
  if (property.owner_id !== user.id) throw new AppError("FORBIDDEN");
  if (!user.premium_active) throw new AppError("STATISTICS_PREMIUM_ONLY");
  const [views] = await deps.db
    .select({
      total: sql<number>`count(*)::int`,
      week: sql<number>`count(*) filter (where ${propertyViews.viewed_at} >= now() - make_interval(days => ${WEEK_DAYS}))::int`,
      month: sql<number>`count(*) filter (where ${propertyViews.viewed_at} >= now() - make_interval(days => ${MONTH_DAYS}))::int`,
    })
    .from(propertyViews)
    .where(eq(propertyViews.property_id, property.id));
  const [favs] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(favorites)
    .where(eq(favorites.property_id, property.id));
  const [reveals] = await deps.db
    .select({ total: sql<number>`coalesce(sum(${phoneReveals.count}), 0)::int` })
    .from(phoneReveals)
    .where(eq(phoneReveals.property_id, property.id));
  const totalViews = Number(views?.total ?? 0);
  const totalFavorites = Number(favs?.total ?? 0);
  return {
    totalViews,
    viewsThisWeek: Number(views?.week ?? 0),
    viewsThisMonth: Number(views?.month ?? 0),
    totalFavorites,
    favoriteRatio: favoriteRatio(totalFavorites, totalViews),
    phoneReveals: Number(reveals?.total ?? 0),
  };
}
