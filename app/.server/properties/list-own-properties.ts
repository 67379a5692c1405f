import { and, count, desc, eq, sql } from "drizzle-orm";
import type { PropertyStatus } from "~/domain/enums";
import { parseInput } from "~/domain/schemas/parse";
import { ownerListSchema } from "~/domain/schemas/property-form";
import type { SessionUser } from "~/domain/session-user";
import { favorites, properties, propertyViews } from "../db/schema";
import { isOwnerPremium, PROPERTY_COLUMNS, type PropertyDeps, type PropertyRow } from "./owner-rules";

type OwnPropertyItem = PropertyRow & {
  /** Premium owners only (document 1 §2 property card); null for free owners, whose numbers are not sent. */
  views_count: number | null;
  favorites_count: number | null;
};

export type OwnPropertiesResult = {
  properties: OwnPropertyItem[];
  premium: boolean;
  /** How many of the owner's properties have each status, and all of them (for the status filter). */
  counts: Record<PropertyStatus | "all", number>;
};

/** The owner's properties, newest first, optionally of one status (document 1 §2 My properties, §7). */
export async function listOwnProperties(deps: Pick<PropertyDeps, "db">, user: SessionUser, query: unknown): Promise<OwnPropertiesResult> {
  const { status } = parseInput(ownerListSchema, query);
  const premium = await isOwnerPremium(deps.db, user.id);
  // Correlated counts (indexed by property_id); the outer column is qualified by hand, since Drizzle
  // writes bare column names inside a select list.
  const viewsCount = sql<number>`(select count(*)::int from ${propertyViews} where ${propertyViews.property_id} = "properties"."id")`;
  const favoritesCount = sql<number>`(select count(*)::int from ${favorites} where ${favorites.property_id} = "properties"."id")`;
  const [rows, byStatus] = await Promise.all([
    deps.db
      .select({
        ...PROPERTY_COLUMNS,
        views_count: premium ? viewsCount : sql<null>`null`,
        favorites_count: premium ? favoritesCount : sql<null>`null`,
      })
      .from(properties)
      .where(and(eq(properties.owner_id, user.id), status === "all" ? undefined : eq(properties.status, status)))
      .orderBy(desc(properties.created_at), desc(properties.id)),
    deps.db
      .select({ status: properties.status, n: count() })
      .from(properties)
      .where(eq(properties.owner_id, user.id))
      .groupBy(properties.status),
  ]);
  const counts: OwnPropertiesResult["counts"] = { all: 0, pending: 0, active: 0, inactive: 0, rejected: 0, sold: 0, rented: 0, expired: 0 };
  for (const { status: s, n } of byStatus) {
    counts[s] = n;
    counts.all += n;
  }
  return { properties: rows, premium, counts };
}
