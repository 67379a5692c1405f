import { count, desc, eq, sql } from "drizzle-orm";
import { percent } from "~/domain/admin";
import { isPremiumActive } from "~/domain/premium";
import { ADMIN_RECENT_COUNT } from "~/domain/limits";
import type { PropertyType } from "~/domain/enums";
import type { DbOrTx } from "../db/client";
import { favorites, profiles, properties, propertyViews } from "../db/schema";
import { premiumActiveSql } from "./list-users";
import { startOfMonth, startOfToday } from "./time";
import type { AdminActor } from "../auth/admin-actor";
import { countOpenReports } from "../reports/list-reports";

/** What waits for an administrator (issue 34 §8): listings to approve and open reports. */
export type AdminQueue = { pendingProperties: number; openReports: number };

/** The dashboard's first cards, and the user dashboard's note for administrators. */
export async function getAdminQueue(deps: { db: DbOrTx }, actor: AdminActor): Promise<AdminQueue> {
  const [[pending], openReports] = await Promise.all([
    deps.db.select({ n: count() }).from(properties).where(eq(properties.status, "pending")),
    countOpenReports(deps, actor),
  ]);
  return { pendingProperties: pending?.n ?? 0, openReports };
}

export type DashboardStats = {
  totalUsers: number;
  premiumUsers: number;
  totalProperties: number;
  activeListings: number;
  propertiesThisMonth: number;
  totalViews: number;
  viewsToday: number;
  totalFavorites: number;
  /** Active properties per type (the property-type bars). */
  byType: { type: PropertyType; count: number }[];
  /** The 5 locations with the most active properties. */
  topLocations: { location: string; count: number }[];
  quick: {
    /** Average asking price of active listings, per listing type (null when there are none). */
    averageSalePrice: number | null;
    averageRentPrice: number | null;
    /** Average days active listings have been online. */
    averageListingDays: number | null;
    /** Premium users as a whole percent of all users. */
    premiumShare: number;
  };
  recentProperties: {
    id: string;
    title: string;
    location: string;
    price: number;
    status: (typeof properties.$inferSelect)["status"];
    type: PropertyType;
    listing_type: (typeof properties.$inferSelect)["listing_type"];
    created_at: string;
    owner_id: string;
    owner_name: string | null;
  }[];
  /** The newest users; premium_active is the effective premium (an expired one is not shown as premium). */
  recentUsers: { id: string; name: string; user_type: string; is_premium: boolean; premium_active: boolean; created_at: string }[];
};

const num = (value: string | number | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));

/** The admin dashboard (document 2 §2.3, §3 "Dashboard stats", §7): every figure an aggregate query. */
export async function getDashboardStats(deps: { db: DbOrTx }, _actor: AdminActor, now: Date = new Date()): Promise<DashboardStats> {
  const { db } = deps;
  const today = startOfToday(now);
  const month = startOfMonth(now);
  const active = eq(properties.status, "active");
  const [[users], [props], [views], [favs], byType, topLocations, recentProperties, recentUsers] = await Promise.all([
    db.select({ total: count(), premium: sql<number>`count(*) filter (where ${premiumActiveSql(now)})`.mapWith(Number) }).from(profiles),
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${active})`.mapWith(Number),
        thisMonth: sql<number>`count(*) filter (where ${properties.created_at} >= ${month})`.mapWith(Number),
        avgSale: sql<string | null>`avg(${properties.price}) filter (where ${active} and ${properties.listing_type} = 'sale')`,
        avgRent: sql<string | null>`avg(${properties.price}) filter (where ${active} and ${properties.listing_type} = 'rent')`,
        avgDays: sql<string | null>`avg(extract(epoch from (${now} - ${properties.created_at})) / 86400) filter (where ${active})`,
      })
      .from(properties),
    db
      .select({ total: count(), today: sql<number>`count(*) filter (where ${propertyViews.viewed_at} >= ${today})`.mapWith(Number) })
      .from(propertyViews),
    db.select({ total: count() }).from(favorites),
    db.select({ type: properties.type, count: count() }).from(properties).where(active).groupBy(properties.type).orderBy(desc(count())),
    db
      .select({ location: properties.location, count: count() })
      .from(properties)
      .where(active)
      .groupBy(properties.location)
      .orderBy(desc(count()), properties.location)
      .limit(ADMIN_RECENT_COUNT),
    db
      .select({
        id: properties.id,
        title: properties.title,
        location: properties.location,
        price: properties.price,
        status: properties.status,
        type: properties.type,
        listing_type: properties.listing_type,
        created_at: properties.created_at,
        owner_id: properties.owner_id,
        owner_name: profiles.name,
      })
      .from(properties)
      .leftJoin(profiles, eq(profiles.id, properties.owner_id))
      .orderBy(desc(properties.created_at))
      .limit(ADMIN_RECENT_COUNT),
    db
      .select({
        id: profiles.id,
        name: profiles.name,
        user_type: profiles.user_type,
        is_premium: profiles.is_premium,
        premium_until: profiles.premium_until,
        created_at: profiles.created_at,
      })
      .from(profiles)
      .orderBy(desc(profiles.created_at))
      .limit(ADMIN_RECENT_COUNT),
  ]);
  const totalUsers = users?.total ?? 0;
  const premiumUsers = users?.premium ?? 0;
  const avgSale = num(props?.avgSale);
  const avgRent = num(props?.avgRent);
  const avgDays = num(props?.avgDays);
  return {
    totalUsers,
    premiumUsers,
    totalProperties: props?.total ?? 0,
    activeListings: props?.active ?? 0,
    propertiesThisMonth: props?.thisMonth ?? 0,
    totalViews: views?.total ?? 0,
    viewsToday: views?.today ?? 0,
    totalFavorites: favs?.total ?? 0,
    byType,
    topLocations,
    quick: {
      averageSalePrice: avgSale === null ? null : Math.round(avgSale),
      averageRentPrice: avgRent === null ? null : Math.round(avgRent),
      averageListingDays: avgDays === null ? null : Math.round(avgDays),
      premiumShare: percent(premiumUsers, totalUsers),
    },
    recentProperties: recentProperties.map((p) => ({ ...p, created_at: p.created_at.toISOString() })),
    recentUsers: recentUsers.map(({ premium_until, ...u }) => ({
      ...u,
      premium_active: isPremiumActive({ is_premium: u.is_premium, premium_until }, now),
      created_at: u.created_at.toISOString(),
    })),
  };
}
