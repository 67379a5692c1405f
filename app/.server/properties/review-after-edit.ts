import { eq } from "drizzle-orm";
import { goesBackToReview, mergeReviewChanges, type ReviewedChange } from "~/domain/moderation";
import type { DbOrTx } from "../db/client";
import { properties } from "../db/schema";
import { PROPERTY_COLUMNS, type PropertyRow } from "./owner-rules";

/** Who made an edit: an owner's edit of what was approved is reviewed again, an administrator's is not. */
export type EditedBy = "owner" | "admin";

/**
 * After an owner's edit, in its transaction (the row locked): a listing whose approved content changed
 * (`changes`, domain/moderation.ts) is pending again, out of the search until an administrator
 * approves it, with what changed recorded for them. A listing already waiting for such a review adds
 * the new changes to the list. Returns the row as it is now.
 */
export async function reviewAfterEdit(
  tx: DbOrTx,
  { row, changes, requireApproval }: { row: PropertyRow; changes: readonly ReviewedChange[]; requireApproval: boolean },
): Promise<PropertyRow> {
  if (changes.length === 0) return row;
  const waiting = row.status === "pending" && row.review_changes !== null;
  if (!waiting && !goesBackToReview(row, requireApproval)) return row;
  const [updated] = await tx
    .update(properties)
    .set({ status: "pending", status_by_admin: false, review_changes: mergeReviewChanges(row.review_changes, changes) })
    .where(eq(properties.id, row.id))
    .returning(PROPERTY_COLUMNS);
  if (!updated) throw new Error("update returned no row");
  return updated;
}
