import { and, count, desc, eq, gte, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { change, percent, periodStart, RENT_BUCKETS, SALE_BUCKETS } from "~/domain/admin";
import type { PropertyType } from "~/domain/enums";
import { ADMIN_RECENT_COUNT } from "~/domain/limits";
import { parsePeriod, type AnalyticsPeriod } from "~/domain/schemas/admin";
import type { DbOrTx } from "../db/client";
import { auditLog, contactRequests, favorites, profiles, properties, propertyViews } from "../db/schema";
import { monthKey, startOfMonth } from "./time";
import type { AdminActor } from "../auth/admin-actor";

export type Total = { total: number; inPeriod: number; previous: number; change: number | null };
export type Trend = { current: number | null; previous: number | null; change: number | null };
export type ActivityItem =
  | { kind: "user_registered"; at: string; id: string; name: string; user_type: string }
  | { kind: "property_posted"; at: string; id: string; title: string; owner_name: string | null }
  | { kind: "contact_request"; at: string; id: string; property_id: string; title: string | null; requester_name: string | null }
  | {
      kind: "admin_action";
      at: string;
      id: number;
      action: string;
      actor_email: string | null;
      target_type: string;
      target_id: string | null;
      title: string | null;
      details: unknown;
    };

export type Analytics = {
  period: AnalyticsPeriod;
  start: string;
  end: string;
  totals: { users: Total; properties: Total; views: Total; favorites: Total };
  monthly: { month: string; users: number; properties: number; views: number; favorites: number }[];
  byType: { type: PropertyType; count: number }[];
  topLocations: { location: string; count: number }[];
  salePrices: { key: (typeof SALE_BUCKETS)[number]["key"]; count: number }[];
  rentPrices: { key: (typeof RENT_BUCKETS)[number]["key"]; count: number }[];
  performance: {
    /** Favourites per view in the period, whole percent. */
    conversion: number;
    /** Views in the period per property, rounded. */
    viewsPerProperty: number;
    averageSalePrice: Trend;
    averageRentPrice: Trend;
    /** Average days the active listings have been online. */
    averageDaysOnMarket: number | null;
    /** Properties marked sold or rented in the period. */
    closedDeals: Total;
  };
  activity: ActivityItem[];
};

const ACTIVITY_COUNT = 10;

function between(column: SQLWrapper, from: Date, to: Date): SQL {
  return sql`(${column} >= ${from} and ${column} < ${to})`;
}

function total(row: { total: number; current: number; previous: number } | undefined): Total {
  const t = row ?? { total: 0, current: 0, previous: 0 };
  return { total: t.total, inPeriod: t.current, previous: t.previous, change: change(t.current, t.previous) };
}

function trend(current: string | null | undefined, previous: string | null | undefined): Trend {
  const c = current == null ? null : Math.round(Number(current));
  const p = previous == null ? null : Math.round(Number(previous));
  return { current: c, previous: p, change: c !== null && p !== null ? change(c, p) : null };
}

/** Month buckets: filtered counts of one column in one query ("2026-06" → n). */
async function monthlyCounts(
  db: DbOrTx,
  {
    table,
    column,
    months,
    end,
  }: { table: typeof profiles | typeof properties | typeof propertyViews | typeof favorites; column: SQL; months: Date[]; end: Date },
) {
  const fields: Record<string, SQL<number>> = {};
  months.forEach((from, i) => {
    const to = months[i + 1] ?? end;
    fields[`m${i}`] = sql<number>`count(*) filter (where ${between(column, from, to)})`.mapWith(Number);
  });
  const [row] = await db.select(fields).from(table).where(gte(column, months[0]!));
  return months.map((_, i) => (row?.[`m${i}`] as number | undefined) ?? 0);
}

/**
 * /admin/analytics (document 2 §2.8, §9) for a period of 30days, 90days, 6months or 1year: totals with
 * the change against the previous period of the same length, the monthly trend, the type and location
 * breakdowns, the price distributions, performance figures and the latest events, all from the data.
 */
export async function getAnalytics(
  deps: { db: DbOrTx },
  { actor: _actor, input, now = new Date() }: { actor: AdminActor; input: { period?: unknown }; now?: Date },
): Promise<Analytics> {
  const { db } = deps;
  const period = parsePeriod(input.period);
  const start = periodStart(period, now);
  const previousStart = new Date(start.getTime() - (now.getTime() - start.getTime()));
  const monthCount = period === "1year" ? 12 : 6;
  const months = Array.from({ length: monthCount }, (_, i) => startOfMonth(now, monthCount - 1 - i));

  const counts = (column: SQLWrapper) => ({
    total: count(),
    current: sql<number>`count(*) filter (where ${between(column, start, now)})`.mapWith(Number),
    previous: sql<number>`count(*) filter (where ${between(column, previousStart, start)})`.mapWith(Number),
  });
  const closed = inArray(properties.status, ["sold", "rented"]);
  const active = eq(properties.status, "active");

  const [users] = await db.select(counts(profiles.created_at)).from(profiles);
  const [props] = await db
    .select({
      ...counts(properties.created_at),
      closedTotal: sql<number>`count(*) filter (where ${closed})`.mapWith(Number),
      closedCurrent: sql<number>`count(*) filter (where ${closed} and ${between(properties.updated_at, start, now)})`.mapWith(Number),
      closedPrevious: sql<number>`count(*) filter (where ${closed} and ${between(properties.updated_at, previousStart, start)})`.mapWith(
        Number,
      ),
      saleNow: sql<
        string | null
      >`avg(${properties.price}) filter (where ${properties.listing_type} = 'sale' and ${between(properties.created_at, start, now)})`,
      salePrev: sql<
        string | null
      >`avg(${properties.price}) filter (where ${properties.listing_type} = 'sale' and ${between(properties.created_at, previousStart, start)})`,
      rentNow: sql<
        string | null
      >`avg(${properties.price}) filter (where ${properties.listing_type} = 'rent' and ${between(properties.created_at, start, now)})`,
      rentPrev: sql<
        string | null
      >`avg(${properties.price}) filter (where ${properties.listing_type} = 'rent' and ${between(properties.created_at, previousStart, start)})`,
      daysOnMarket: sql<string | null>`avg(extract(epoch from (${now} - ${properties.created_at})) / 86400) filter (where ${active})`,
      ...Object.fromEntries(
        SALE_BUCKETS.map((b) => [
          `sale_${b.key}`,
          sql<number>`count(*) filter (where ${properties.listing_type} = 'sale' and ${properties.price} >= ${b.min}${Number.isFinite(b.max) ? sql` and ${properties.price} < ${b.max}` : sql``})`.mapWith(
            Number,
          ),
        ]),
      ),
      ...Object.fromEntries(
        RENT_BUCKETS.map((b) => [
          `rent_${b.key}`,
          sql<number>`count(*) filter (where ${properties.listing_type} = 'rent' and ${properties.price} >= ${b.min}${Number.isFinite(b.max) ? sql` and ${properties.price} < ${b.max}` : sql``})`.mapWith(
            Number,
          ),
        ]),
      ),
    })
    .from(properties);
  const [views] = await db.select(counts(propertyViews.viewed_at)).from(propertyViews);
  const [favs] = await db.select(counts(favorites.created_at)).from(favorites);

  const [mUsers, mProps, mViews, mFavs] = [
    await monthlyCounts(db, { table: profiles, column: sql`${profiles.created_at}`, months, end: now }),
    await monthlyCounts(db, { table: properties, column: sql`${properties.created_at}`, months, end: now }),
    await monthlyCounts(db, { table: propertyViews, column: sql`${propertyViews.viewed_at}`, months, end: now }),
    await monthlyCounts(db, { table: favorites, column: sql`${favorites.created_at}`, months, end: now }),
  ];

  const byType = await db
    .select({ type: properties.type, count: count() })
    .from(properties)
    .groupBy(properties.type)
    .orderBy(desc(count()));
  const topLocations = await db
    .select({ location: properties.location, count: count() })
    .from(properties)
    .groupBy(properties.location)
    .orderBy(desc(count()), properties.location)
    .limit(ADMIN_RECENT_COUNT);

  const p = (props ?? {}) as Record<string, unknown>;
  const viewsInPeriod = views?.current ?? 0;
  return {
    period,
    start: start.toISOString(),
    end: now.toISOString(),
    totals: { users: total(users), properties: total(props), views: total(views), favorites: total(favs) },
    monthly: months.map((m, i) => ({
      month: monthKey(m),
      users: mUsers[i]!,
      properties: mProps[i]!,
      views: mViews[i]!,
      favorites: mFavs[i]!,
    })),
    byType,
    topLocations,
    salePrices: SALE_BUCKETS.map((b) => ({ key: b.key, count: Number(p[`sale_${b.key}`] ?? 0) })),
    rentPrices: RENT_BUCKETS.map((b) => ({ key: b.key, count: Number(p[`rent_${b.key}`] ?? 0) })),
    performance: {
      conversion: percent(favs?.current ?? 0, viewsInPeriod),
      viewsPerProperty: props?.total ? Math.round(viewsInPeriod / props.total) : 0,
      averageSalePrice: trend(props?.saleNow, props?.salePrev),
      averageRentPrice: trend(props?.rentNow, props?.rentPrev),
      averageDaysOnMarket: props?.daysOnMarket == null ? null : Math.round(Number(props.daysOnMarket)),
      closedDeals: total(props ? { total: props.closedTotal, current: props.closedCurrent, previous: props.closedPrevious } : undefined),
    },
    activity: await recentActivity(db),
  };
}

/** The latest events of every kind (registrations, listings, contact requests, admin actions), newest first. */
async function recentActivity(db: DbOrTx, limit = ACTIVITY_COUNT): Promise<ActivityItem[]> {
  const [regs, posts, requests, actions] = [
    await db
      .select({ id: profiles.id, name: profiles.name, user_type: profiles.user_type, at: profiles.created_at })
      .from(profiles)
      .orderBy(desc(profiles.created_at))
      .limit(limit),
    await db
      .select({ id: properties.id, title: properties.title, owner_name: profiles.name, at: properties.created_at })
      .from(properties)
      .leftJoin(profiles, eq(profiles.id, properties.owner_id))
      .orderBy(desc(properties.created_at))
      .limit(limit),
    await db
      .select({
        id: contactRequests.id,
        property_id: contactRequests.property_id,
        title: properties.title,
        requester_name: profiles.name,
        at: contactRequests.created_at,
      })
      .from(contactRequests)
      .leftJoin(properties, eq(properties.id, contactRequests.property_id))
      .leftJoin(profiles, eq(profiles.id, contactRequests.requester_id))
      .orderBy(desc(contactRequests.created_at))
      .limit(limit),
    await db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actor_email: auditLog.actor_email,
        target_type: auditLog.target_type,
        target_id: auditLog.target_id,
        details: auditLog.details,
        title: properties.title,
        at: auditLog.created_at,
      })
      .from(auditLog)
      .leftJoin(properties, and(eq(auditLog.target_type, "property"), eq(sql`${properties.id}::text`, auditLog.target_id)))
      .orderBy(desc(auditLog.created_at), desc(auditLog.id))
      .limit(limit),
  ];
  const items: ActivityItem[] = [
    ...regs.map((r) => ({ kind: "user_registered" as const, at: r.at.toISOString(), id: r.id, name: r.name, user_type: r.user_type })),
    ...posts.map((r) => ({ kind: "property_posted" as const, at: r.at.toISOString(), id: r.id, title: r.title, owner_name: r.owner_name })),
    ...requests.map((r) => ({
      kind: "contact_request" as const,
      at: r.at.toISOString(),
      id: r.id,
      property_id: r.property_id,
      title: r.title,
      requester_name: r.requester_name,
    })),
    ...actions.map((r) => ({
      kind: "admin_action" as const,
      at: r.at.toISOString(),
      id: r.id,
      action: r.action,
      actor_email: r.actor_email,
      target_type: r.target_type,
      target_id: r.target_id,
      title:
        r.title ?? (typeof (r.details as { title?: unknown } | null)?.title === "string" ? (r.details as { title: string }).title : null),
      details: r.details,
    })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
