import { eq } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { isPremiumActive } from "~/domain/premium";
import type { DbOrTx } from "../db/client";
import { profiles, properties } from "../db/schema";
import { countsFor } from "./list-properties";
import { isUuid } from "~/domain/ids";
import type { AdminActor } from "../auth/admin-actor";

export type AdminPropertyDetail = Omit<typeof properties.$inferSelect, "search_text" | "search_vector" | "created_at" | "updated_at"> & {
  created_at: string;
  updated_at: string;
  view_count: number;
  favorite_count: number;
  owner: {
    id: string;
    name: string;
    email: string;
    user_type: string;
    is_premium: boolean;
    premium_active: boolean;
    personal_id: string;
  } | null;
};

/** /admin/properties/{id} (document 2 §2.6, §7): every field, the owner card and the statistics. */
export async function getAdminProperty(deps: { db: DbOrTx }, _actor: AdminActor, id: string): Promise<AdminPropertyDetail> {
  if (!isUuid(id)) throw new AppError("ADMIN_PROPERTY_NOT_FOUND");
  const [row] = await deps.db
    .select({
      property: properties,
      owner: {
        id: profiles.id,
        name: profiles.name,
        email: profiles.email,
        user_type: profiles.user_type,
        is_premium: profiles.is_premium,
        premium_until: profiles.premium_until,
        personal_id: profiles.personal_id,
      },
    })
    .from(properties)
    .leftJoin(profiles, eq(profiles.id, properties.owner_id))
    .where(eq(properties.id, id))
    .limit(1);
  if (!row) throw new AppError("ADMIN_PROPERTY_NOT_FOUND");
  const counts = (await countsFor(deps.db, [id])).get(id)!;
  const { search_text: _searchText, search_vector: _searchVector, created_at, updated_at, ...property } = row.property;
  const owner = row.owner
    ? {
        id: row.owner.id,
        name: row.owner.name,
        email: row.owner.email,
        user_type: row.owner.user_type,
        is_premium: row.owner.is_premium,
        premium_active: isPremiumActive(row.owner),
        personal_id: row.owner.personal_id,
      }
    : null;
  return {
    ...property,
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
    view_count: counts.views,
    favorite_count: counts.favorites,
    owner,
  };
}
