import { and, count, desc, eq } from "drizzle-orm";
import type { Agency } from "~/domain/agencies";
import { AppError } from "~/domain/errors";
import { isUuid } from "~/domain/ids";
import type { DbOrTx } from "../db/client";
import { agencyProfiles, profiles, properties } from "../db/schema";
import { clampPage, type Page } from "../db/paging";
import { agencyColumns, toAgency } from "../agencies/list-agencies";
import { selectSummaries, type PropertySummary } from "../listings/columns";
import type { Caches } from "../cache/caches";
import { findOwnerCard, type OwnerCard } from "./owner-card";

const PROFILE_PAGE_SIZE = 12;

export type PublicProfile = {
  owner: OwnerCard;
  /** An agency's published details; null for everyone else. */
  agency: Agency | null;
  listings: Page<PropertySummary>;
};

function pageOf(input: unknown): number {
  const n = typeof input === "string" ? Number.parseInt(input, 10) : typeof input === "number" ? input : 1;
  return Number.isFinite(n) ? n : 1;
}

/**
 * /perdoruesi/{id} (issue 14 §3): who the person or agency is and their active listings, newest first,
 * in pages. No e-mail and no private number: those stay with the account (the phone only through
 * 'Shfaq numrin' on a listing). Unknown and malformed ids are USER_NOT_FOUND (404).
 */
export async function getPublicProfile(
  deps: { db: DbOrTx; caches?: Caches },
  { viewerId, id, input = {} }: { viewerId: string | null; id: string; input?: { page?: unknown } },
): Promise<PublicProfile> {
  if (!isUuid(id)) throw new AppError("USER_NOT_FOUND");
  const owner = await findOwnerCard(deps, id);
  if (!owner) throw new AppError("USER_NOT_FOUND");

  let agency: Agency | null = null;
  if (owner.is_agency) {
    const [row] = await deps.db
      .select(agencyColumns)
      .from(profiles)
      .leftJoin(agencyProfiles, eq(agencyProfiles.profile_id, profiles.id))
      .where(eq(profiles.id, id))
      .limit(1);
    agency = row ? toAgency(row) : null;
  }

  const active = and(eq(properties.owner_id, id), eq(properties.status, "active"));
  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(properties).where(active);
  const { page, pageCount, offset } = clampPage(pageOf(input.page), total, PROFILE_PAGE_SIZE);
  const rows = await selectSummaries(deps.db, viewerId)
    .where(active)
    .orderBy(desc(properties.created_at), desc(properties.id))
    .limit(PROFILE_PAGE_SIZE)
    .offset(offset);
  return { owner, agency, listings: { items: rows, total, page, page_count: pageCount, page_size: PROFILE_PAGE_SIZE } };
}
