import { count, desc, eq } from "drizzle-orm";
import { favoriteListSchema } from "~/domain/schemas/favorites";
import { parseInput } from "~/domain/schemas/parse";
import type { SessionUser } from "~/domain/session-user";
import type { DbOrTx } from "../db/client";
import { favorites, properties } from "../db/schema/index";
import { summaryColumns, type PropertySummary } from "../listings/columns";
import { canSee } from "../listings/get-property";

/** Favourites per page (the grid has 1 to 4 columns: 12 fills every row). */
const FAVORITES_PAGE_SIZE = 12;
/** Pages the /favorites page shows at once without JavaScript (pages 1..n in one answer). */
const MAX_CUMULATIVE_FAVORITE_PAGES = 25;

/**
 * One favourite. A listing the user may still see (active, or their own) comes with the card's
 * fields. A listing that is no longer public (sold, rented, deactivated, back in review, ...) comes
 * with its id, title and location only, marked unavailable: the user recognises what they saved and
 * can remove it, but learns nothing else about a listing that is no longer public (not its price,
 * photos, description or even which status it has now).
 */
export type FavoriteItem =
  | { available: true; favorited_at: string; property: Omit<PropertySummary, "is_favorite"> & { is_favorite: true } }
  | { available: false; favorited_at: string; property: { id: string; title: string; location: string } };

export type FavoritePage = {
  items: FavoriteItem[];
  page: number;
  page_size: number;
  has_more: boolean;
  /** All the user's favourites, available or not. */
  total: number;
};

/**
 * The user's favourites, the most recently favourited first, in pages of 12. `cumulative` answers
 * pages 1 to `page` together (the page's 'load more' without JavaScript). Only the user's own
 * favourites are ever read: the user comes from the session, never from the input.
 */
export async function listFavorites(
  deps: { db: DbOrTx },
  { user, input, options = {} }: { user: Pick<SessionUser, "id" | "is_admin">; input: unknown; options?: { cumulative?: boolean } },
): Promise<FavoritePage> {
  const parsed = parseInput(favoriteListSchema, input);
  const page = options.cumulative ? Math.min(parsed.page, MAX_CUMULATIVE_FAVORITE_PAGES) : parsed.page;
  const offset = options.cumulative ? 0 : (page - 1) * FAVORITES_PAGE_SIZE;
  const size = options.cumulative ? page * FAVORITES_PAGE_SIZE : FAVORITES_PAGE_SIZE;
  // The favourites primary key (user_id, property_id) serves the filter; one user's list is short.
  const rows = await deps.db
    .select({ ...summaryColumns, favorited_at: favorites.created_at, in_search: properties.in_search })
    .from(favorites)
    .innerJoin(properties, eq(properties.id, favorites.property_id))
    .where(eq(favorites.user_id, user.id))
    .orderBy(desc(favorites.created_at), desc(favorites.property_id))
    .limit(size + 1)
    .offset(offset);
  const [total] = await deps.db.select({ n: count() }).from(favorites).where(eq(favorites.user_id, user.id));
  return {
    items: rows.slice(0, size).map((row): FavoriteItem => {
      const favorited_at = row.favorited_at.toISOString();
      if (!canSee(user, row)) {
        return { available: false, favorited_at, property: { id: row.id, title: row.title, location: row.location } };
      }
      const { favorited_at: _at, in_search: _inSearch, ...summary } = row;
      return { available: true, favorited_at, property: { ...summary, is_favorite: true } };
    }),
    page,
    page_size: FAVORITES_PAGE_SIZE,
    has_more: rows.length > size,
    total: total?.n ?? 0,
  };
}
