import { and, eq, lt, sql } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import type { Db } from "../db/client";
import { propertyViewers, propertyViews } from "../db/schema";
import { kosovoDay } from "../admin/time";
import type { VisitorHasher } from "../security/visitor-hash";
import { findVisibleProperty, type Reader } from "./get-property";

/** A page that sent no heartbeat for this long is closed (the page beats every 30 s). */
const VIEWER_WINDOW_SECONDS = 70;
const MAX_USER_AGENT = 400;

/** Who is viewing, as the request shows it: the client address and the browser's user agent. */
export type ViewRequest = { ip: string; userAgent: string | null };

/**
 * Records a view of a property page (document 1 §4 "Property view"), for visitors and signed-in
 * readers alike: at most one per visitor, listing and day (Kosovo's calendar day), so repeated calls
 * cannot inflate an owner's statistics. A signed-in reader is one visitor from any address or browser;
 * anyone else is their address and user agent. The visitor is stored only as a keyed hash that includes
 * the day, so no address is kept and a visitor's hashes do not link one day to the next; the unique
 * index on (property, visitor, day) turns a repeat into nothing. The owner's own visits are not counted.
 */
export async function recordView(
  deps: { db: Db; visitorHash: VisitorHasher },
  reader: Reader,
  propertyId: string,
  request: ViewRequest,
  now: Date = new Date(),
): Promise<{ recorded: boolean }> {
  const property = await findVisibleProperty(deps, reader, propertyId);
  if (reader?.id === property.owner_id) return { recorded: false };
  const userAgent = request.userAgent ? request.userAgent.slice(0, MAX_USER_AGENT) : null;
  const visitor = reader ? `user:${reader.id}` : `address:${request.ip}|${userAgent ?? ""}`;
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

/** The browser's viewer session id (kept in its local storage): a UUID. */
function viewerKey(reader: Reader, clientKey: unknown): string {
  // A signed-in reader is one visitor however many tabs or browsers they use.
  if (reader) return `user:${reader.id}`;
  if (typeof clientKey !== "string" || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(clientKey)) {
    throw new AppError("VIEWER_KEY_INVALID");
  }
  return `anon:${clientKey.toLowerCase()}`;
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
  deps: { db: Db },
  reader: Reader,
  propertyId: string,
  clientKey: unknown,
): Promise<{ current_viewers: number }> {
  const property = await findVisibleProperty(deps, reader, propertyId);
  const key = viewerKey(reader, clientKey);
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
  deps: { db: Db },
  reader: Reader,
  propertyId: string,
  clientKey: unknown,
): Promise<{ current_viewers: number }> {
  const property = await findVisibleProperty(deps, reader, propertyId);
  const key = viewerKey(reader, clientKey);
  await deps.db.delete(propertyViewers).where(and(eq(propertyViewers.property_id, property.id), eq(propertyViewers.viewer_key, key)));
  return { current_viewers: await countViewers(deps.db, property.id) };
}
