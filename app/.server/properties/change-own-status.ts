import { eq, sql } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { ownerStatusRefusal } from "~/domain/lifecycle";
import { parseInput } from "~/domain/schemas/parse";
import { ownerStatusSchema } from "~/domain/schemas/property-form";
import type { SessionUser } from "~/domain/session-user";
import { properties } from "../db/schema";
import { getSettingsGroup } from "../platform/settings";
import { queueSearchAlerts } from "../saved-searches/match";
import { renewalColumns } from "./renew-property";
import { failWith, ownedProperty, PROPERTY_COLUMNS, type PropertyDeps, type PropertyRow } from "./owner-rules";

/**
 * The owner marks their listing sold, rented, inactive or active again (issue 14). The rules are
 * domain/lifecycle.ts ownerStatusRefusal: not while an administrator decides (pending, rejected) or
 * after an administrator's own change; sold for sale listings, rented for rent. Back to active from
 * expired (or past its end) starts a new period; active again, its saved-search alerts are recorded
 * (each search still hears of a listing once). The same status again changes nothing.
 */
export async function changeOwnStatus(
  deps: PropertyDeps,
  { user, id, input }: { user: SessionUser; id: unknown; input: unknown },
): Promise<PropertyRow> {
  const { status } = parseInput(ownerStatusSchema, input);
  return deps.db
    .transaction(async (tx) => {
      const current = await ownedProperty(tx, { userId: user.id, id, lock: true });
      if (current.status === status) return current;
      const refusal = ownerStatusRefusal(current, status);
      if (refusal) throw new AppError(refusal);
      const now = new Date();
      const restart = status === "active" && (current.expires_at === null || current.expires_at <= now);
      const duration = restart ? (await getSettingsGroup(tx, "properties")).default_listing_duration : 0;
      const [row] = await tx
        .update(properties)
        .set({ status, status_by_admin: false, updated_at: sql`now()`, ...(restart ? renewalColumns(now, duration) : {}) })
        .where(eq(properties.id, current.id))
        .returning(PROPERTY_COLUMNS);
      if (!row) throw new Error("status update returned no row");
      if (status === "active") await queueSearchAlerts(tx, row.id);
      return row;
    })
    .catch(failWith("PROPERTY_UPDATE_FAILED", deps.logger));
}
