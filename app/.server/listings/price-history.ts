import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { propertyPriceChanges } from "../db/schema";

/** Changes shown on the detail page (the newest; a listing rarely has more). */
const PRICE_HISTORY_SHOWN = 20;

export type PriceChange = { old_price: number; new_price: number; changed_at: Date };

/** A listing's price changes, newest first (issue 14), as the lifecycle trigger recorded them. */
export async function listPriceHistory(deps: { db: DbOrTx }, propertyId: string): Promise<PriceChange[]> {
  const rows = await deps.db
    .select({
      old_price: propertyPriceChanges.old_price,
      new_price: propertyPriceChanges.new_price,
      changed_at: propertyPriceChanges.changed_at,
    })
    .from(propertyPriceChanges)
    .where(eq(propertyPriceChanges.property_id, propertyId))
    .orderBy(desc(propertyPriceChanges.changed_at), desc(propertyPriceChanges.id))
    .limit(PRICE_HISTORY_SHOWN);
  return rows.map((r) => ({ old_price: Number(r.old_price), new_price: Number(r.new_price), changed_at: r.changed_at }));
}
