import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "~/domain/limits";
import { adminPropertiesQuerySchema } from "~/domain/schemas/admin";
import { parseInput } from "~/domain/schemas/parse";
import type { DbOrTx } from "../db/client";
import { favorites, profiles, properties, propertyViews } from "../db/schema";
import { containsPattern } from "../db/like";
import { clampPage, type Page } from "../db/paging";
import type { AdminActor } from "../auth/admin-actor";

export type AdminPropertyRow = {
  id: string;
  title: string;
  location: string;
  price: number;
  type: (typeof properties.$inferSelect)["type"];
  listing_type: (typeof properties.$inferSelect)["listing_type"];
  status: (typeof properties.$inferSelect)["status"];
  review_changes: (typeof properties.$inferSelect)["review_changes"];
  featured: boolean;
  image: string | null;
  owner_id: string;
  owner_name: string | null;
  created_at: string;
  updated_at: string;
  view_count: number;
  favorite_count: number;
};

/** View and favourite counts for a set of properties: two grouped queries, never one per row. */
export async function countsFor(db: DbOrTx, ids: string[]): Promise<Map<string, { views: number; favorites: number }>> {
  const out = new Map(ids.map((id) => [id, { views: 0, favorites: 0 }]));
  if (!ids.length) return out;
  const [views, favs] = await Promise.all([
    db
      .select({ id: propertyViews.property_id, n: count() })
      .from(propertyViews)
      .where(inArray(propertyViews.property_id, ids))
      .groupBy(propertyViews.property_id),
    db
      .select({ id: favorites.property_id, n: count() })
      .from(favorites)
      .where(inArray(favorites.property_id, ids))
      .groupBy(favorites.property_id),
  ]);
  for (const v of views) out.get(v.id)!.views = v.n;
  for (const f of favs) out.get(f.id)!.favorites = f.n;
  return out;
}

/** Accent-free, case-insensitive search over title, description and location (the search_text column). */
function propertySearchSql(q: string): SQL {
  return sql`${properties.search_text} like lower(prona_unaccent(${containsPattern(q)}))`;
}

/**
 * The properties table (document 2 §2.5, §7): newest first, pages of 10, filtered by type, listing
 * type and status, searched across title, description and location; owner names and per-property
 * view and favourite counts are read for the whole page at once.
 */
export async function listAdminProperties(deps: { db: DbOrTx }, _actor: AdminActor, input: unknown): Promise<Page<AdminPropertyRow>> {
  const query = parseInput(adminPropertiesQuerySchema, input);
  const conditions: SQL[] = [];
  if (query.q) conditions.push(propertySearchSql(query.q));
  if (query.type) conditions.push(eq(properties.type, query.type));
  if (query.listing_type) conditions.push(eq(properties.listing_type, query.listing_type));
  if (query.status) conditions.push(eq(properties.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;

  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(properties).where(where);
  const { page, pageCount, offset } = clampPage(query.page, total, ADMIN_PAGE_SIZE);
  const rows = await deps.db
    .select({
      id: properties.id,
      title: properties.title,
      location: properties.location,
      price: properties.price,
      type: properties.type,
      listing_type: properties.listing_type,
      status: properties.status,
      review_changes: properties.review_changes,
      featured: properties.featured,
      image: sql<string | null>`${properties.images}[1]`,
      owner_id: properties.owner_id,
      owner_name: profiles.name,
      created_at: properties.created_at,
      updated_at: properties.updated_at,
    })
    .from(properties)
    .leftJoin(profiles, eq(profiles.id, properties.owner_id))
    .where(where)
    .orderBy(desc(properties.created_at), desc(properties.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  const counts = await countsFor(
    deps.db,
    rows.map((r) => r.id),
  );
  const items = rows.map((r) => ({
    ...r,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    view_count: counts.get(r.id)!.views,
    favorite_count: counts.get(r.id)!.favorites,
  }));
  return { items, total, page, page_count: pageCount, page_size: ADMIN_PAGE_SIZE };
}
