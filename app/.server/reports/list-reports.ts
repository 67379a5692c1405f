import { and, count, countDistinct, desc, eq, inArray, max, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { PropertyStatus } from "~/domain/enums";
import { ADMIN_PAGE_SIZE } from "~/domain/limits";
import { parseInput } from "~/domain/schemas/parse";
import type { ReportReason, ReportResolution, ReportStatus } from "~/domain/enums";
import type { AdminActor } from "../auth/admin-actor";
import type { DbOrTx } from "../db/client";
import { clampPage } from "../db/paging";
import { listingReports, profiles, properties } from "../db/schema";

export const reportQueueQuerySchema = z.object({
  page: z.preprocess(
    (v) => (v === undefined || v === "" ? 1 : Number(v)),
    z.number().int("VALIDATION").min(1, "VALIDATION").max(100_000, "VALIDATION"),
  ),
  status: z.preprocess((v) => (v === undefined || v === "" ? "open" : v), z.enum(["open", "handled"], { error: "VALIDATION" })),
});

type QueueReport = {
  id: string;
  reason: ReportReason;
  text: string | null;
  status: ReportStatus;
  resolution: ReportResolution | null;
  reporter_name: string | null;
  reporter_email: string | null;
  /** false: a visitor (or an account deleted since). */
  reporter_is_user: boolean;
  handled_at: string | null;
  created_at: string;
};

type QueueListing = {
  property: {
    id: string;
    title: string;
    status: PropertyStatus;
    image: string | null;
    owner_name: string | null;
    owner_email: string | null;
  };
  count: number;
  latest_at: string;
  reports: QueueReport[];
};

/** Open reports, for the admin sidebar's badge. */
export async function countOpenReports(deps: { db: DbOrTx }, _admin: AdminActor): Promise<number> {
  const [row] = await deps.db.select({ n: count() }).from(listingReports).where(eq(listingReports.status, "open"));
  return row?.n ?? 0;
}

/**
 * /admin/reports: the reported listings, the one with the newest report first, each beside its
 * reports (open ones, or those handled), pages of 10 listings, with the count of listings per tab.
 */
export async function listReportQueue(deps: { db: DbOrTx }, _admin: AdminActor, input: unknown) {
  const { page: requested, status } = parseInput(reportQueueQuerySchema, input);
  const where = status === "open" ? eq(listingReports.status, "open") : ne(listingReports.status, "open");
  const [[openTotal], [handledTotal]] = await Promise.all([
    deps.db
      .select({ n: countDistinct(listingReports.property_id) })
      .from(listingReports)
      .where(eq(listingReports.status, "open")),
    deps.db
      .select({ n: countDistinct(listingReports.property_id) })
      .from(listingReports)
      .where(ne(listingReports.status, "open")),
  ]);
  const counts = { open: openTotal?.n ?? 0, handled: handledTotal?.n ?? 0 };
  const total = counts[status];
  const { page, pageCount, offset } = clampPage(requested, total, ADMIN_PAGE_SIZE);

  const latest = max(listingReports.created_at);
  const groups = await deps.db
    .select({ property_id: listingReports.property_id, n: count(), latest_at: latest })
    .from(listingReports)
    .where(where)
    .groupBy(listingReports.property_id)
    .orderBy(desc(latest), listingReports.property_id)
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  const ids = groups.map((g) => g.property_id);
  if (ids.length === 0)
    return { listings: [] as QueueListing[], total, counts, page, pages: pageCount, page_size: ADMIN_PAGE_SIZE, status };

  const owner = profiles;
  const [listings, reports] = await Promise.all([
    deps.db
      .select({
        id: properties.id,
        title: properties.title,
        status: properties.status,
        image: sql<string | null>`${properties.images}[1]`,
        owner_name: owner.name,
        owner_email: owner.email,
      })
      .from(properties)
      .leftJoin(owner, eq(owner.id, properties.owner_id))
      .where(inArray(properties.id, ids)),
    deps.db
      .select({
        id: listingReports.id,
        property_id: listingReports.property_id,
        reason: listingReports.reason,
        text: listingReports.text,
        status: listingReports.status,
        resolution: listingReports.resolution,
        reporter_id: listingReports.reporter_id,
        reporter_name: profiles.name,
        reporter_account_email: profiles.email,
        reporter_email: listingReports.reporter_email,
        handled_at: listingReports.handled_at,
        created_at: listingReports.created_at,
      })
      .from(listingReports)
      .leftJoin(profiles, eq(profiles.id, listingReports.reporter_id))
      .where(and(inArray(listingReports.property_id, ids), where))
      .orderBy(desc(listingReports.created_at), desc(listingReports.id)),
  ]);
  const byId = new Map(listings.map((l) => [l.id, l]));
  const items: QueueListing[] = [];
  for (const group of groups) {
    const property = byId.get(group.property_id);
    if (!property) continue;
    items.push({
      property,
      count: group.n,
      latest_at: (group.latest_at ?? new Date(0)).toISOString(),
      reports: reports
        .filter((r) => r.property_id === group.property_id)
        .map((r) => ({
          id: r.id,
          reason: r.reason,
          text: r.text,
          status: r.status,
          resolution: r.resolution,
          reporter_name: r.reporter_name,
          reporter_email: r.reporter_account_email ?? r.reporter_email,
          reporter_is_user: r.reporter_id !== null,
          handled_at: r.handled_at?.toISOString() ?? null,
          created_at: r.created_at.toISOString(),
        })),
    });
  }
  return { listings: items, total, counts, page, pages: pageCount, page_size: ADMIN_PAGE_SIZE, status };
}
