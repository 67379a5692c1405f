import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { propertyViewers, propertyViews } from "../db/schema";
import { kosovoDay } from "../admin/time";
import type { VisitorHasher } from "../security/visitor-hash";
import { findVisibleProperty, type Reader } from "./get-property";

/** A page that sent no heartbeat for this long is closed (the page beats every 30 s). */
const VIEWER_WINDOW_SECONDS = 70;
const MAX_USER_AGENT = 400;

/**
 * Who is viewing, as the request shows it: the client's network (the IPv4 address or the IPv6 /64,
 * security/client-network.ts) and the browser's user agent (stored, never part of who the visitor is).
 */
export type ViewRequest = { network: string; userAgent: string | null };

/**
 * Records a view of a property page (document 1 §4 "Property view"), for visitors and signed-in
 * readers alike: at most one per visitor, listing and day (Kosovo's calendar day), so repeated calls
 * cannot inflate an owner's statistics. A signed-in reader is one visitor from any address or browser;
 * anyone else is their address's network, whatever else they send (issue 33 §8: a new User-Agent per
 * request was a new visitor). The visitor is stored only as a keyed hash that includes the day, so no
 * address is kept and a visitor's hashes do not link one day to the next; the unique index on
 * (property, visitor, day) turns a repeat into nothing. The owner's own visits are not counted.
 */
export async function recordView(
  deps: { db: Db; visitorHash: VisitorHasher },
  { reader, propertyId, request, now = new Date() }: { reader: Reader; propertyId: string; request: ViewRequest; now?: Date },
): Promise<{ recorded: boolean }> {
  const property = await findVisibleProperty(deps, reader, propertyId);
  if (reader?.id === property.owner_id) return { recorded: false };
  const userAgent = request.userAgent ? request.userAgent.slice(0, MAX_USER_AGENT) : null;
  const visitor = reader ? `user:${reader.id}` : `network:${request.network}`;
  const inserted = await deps.db
    .insert(propertyViews)
    .values({
      property_id: property.id,
      viewer_id: reader?.id ?? null,
      visitor_hash: deps.visitorHash(`${kosovoDay(now)}|${visitor}`),
      user_agent: userAgent,
      // The day of the unique index is taken from this instant, the same as the hash's.
      viewed_at: now,
    })
    .onConflictDoNothing()
    .returning({ id: propertyViews.id });
  return { recorded: inserted.length > 0 };
}

/**
 * Who has the page open: a signed-in reader by account, anyone else by their network, kept only as a
 * keyed hash. Not a key the browser sends: a new one per request counted as another viewer (issue 33 §8).
 */
function viewerKey(deps: { visitorHash: VisitorHasher }, reader: Reader, request: Pick<ViewRequest, "network">): string {
  return reader ? `user:${reader.id}` : `anon:${deps.visitorHash(`viewer|${request.network}`)}`;
}

async function countViewers(db: Db, propertyId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(propertyViewers)
    .where(
      and(
        eq(propertyViewers.property_id, propertyId),
        sql`${propertyViewers.last_seen} > now() - make_interval(secs => ${VIEWER_WINDOW_SECONDS})`,
      ),
    );
  return Number(row?.count ?? 0);
}

/** How many distinct visitors have the page open now. */
export async function currentViewers(deps: { db: Db }, reader: Reader, propertyId: string): Promise<{ current_viewers: number }> {
  const property = await findVisibleProperty(deps, reader, propertyId);
  return { current_viewers: await countViewers(deps.db, property.id) };
}

/** The open page's heartbeat: marks this visitor present and answers the current count. */
export async function viewerHeartbeat(
  deps: { db: Db; visitorHash: VisitorHasher },
  { reader, propertyId, request }: { reader: Reader; propertyId: string; request: Pick<ViewRequest, "network"> },
): Promise<{ current_viewers: number }> {
  const property = await findVisibleProperty(deps, reader, propertyId);
  const key = viewerKey(deps, reader, request);
  await deps.db
    .insert(propertyViewers)
    .values({ property_id: property.id, viewer_key: key })
    .onConflictDoUpdate({ target: [propertyViewers.property_id, propertyViewers.viewer_key], set: { last_seen: sql`now()` } });
  // Closed pages that never said goodbye are cleared here, a property at a time.
  await deps.db
    .delete(propertyViewers)
    .where(and(eq(propertyViewers.property_id, property.id), lt(propertyViewers.last_seen, sql`now() - interval '10 minutes'`)));
  return { current_viewers: await countViewers(deps.db, property.id) };
}

/** The page was closed: this visitor no longer counts. */
export async function viewerLeft(
  deps: { db: Db; visitorHash: VisitorHasher },
  { reader, propertyId, request }: { reader: Reader; propertyId: string; request: Pick<ViewRequest, "network"> },
): Promise<{ current_viewers: number }> {
  const property = await findVisibleProperty(deps, reader, propertyId);
  const key = viewerKey(deps, reader, request);
  await deps.db.delete(propertyViewers).where(and(eq(propertyViewers.property_id, property.id), eq(propertyViewers.viewer_key, key)));
  return { current_viewers: await countViewers(deps.db, property.id) };
}
