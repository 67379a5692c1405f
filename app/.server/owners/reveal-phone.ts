import { eq, sql } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { phoneLinks, type PhoneLinks } from "~/domain/phone-links";
import type { Db } from "../db/client";
import { agencyProfiles, phoneReveals, phoneRevealVisitors, profiles } from "../db/schema";
import type { VisitorHasher } from "../security/visitor-hash";
import { kosovoDay } from "../admin/time";
import type { RateLimiter } from "../security/rate-limit";
import { findVisibleProperty, type Reader } from "../listings/get-property";
import { revealablePhone } from "./owner-card";

export type RevealedPhone = { phone: string; links: PhoneLinks };

/**
 * 'Shfaq numrin' on a listing (issue 14 §3): the owner's number, for visitors and members alike. The
 * number is in no page or list until asked for here, and each address may ask a limited number of
 * times an hour, so a scraper cannot harvest the owners' numbers. A reader other than the owner counts
 * once a day in the listing's statistics (a counter per Kosovo day), however often they ask (issue 33
 * §8): a signed-in reader by account, anyone else by their network.
 */
export async function revealPhone(
  deps: { db: Db; limiter: RateLimiter; visitorHash: VisitorHasher },
  { reader, propertyId, request, now = new Date() }: { reader: Reader; propertyId: string; request: { network: string }; now?: Date },
): Promise<RevealedPhone> {
  await deps.limiter.consume("phoneRevealPerAddress", request.network);
  const property = await findVisibleProperty(deps, reader, propertyId);
  // Sold, rented or otherwise closed: no more contact, as for contact requests.
  if (property.status !== "active" && reader?.id !== property.owner_id) throw new AppError("CONTACT_NOT_AVAILABLE");
  const [owner] = await deps.db
    .select({ phone: revealablePhone })
    .from(profiles)
    .leftJoin(agencyProfiles, eq(agencyProfiles.profile_id, profiles.id))
    .where(eq(profiles.id, property.owner_id))
    .limit(1);
  const phone = owner?.phone ?? null;
  if (!phone) throw new AppError("PHONE_NOT_AVAILABLE");
  if (reader?.id !== property.owner_id) {
    const day = kosovoDay(now);
    const visitor = reader ? `user:${reader.id}` : `network:${request.network}`;
    await deps.db.transaction(async (tx) => {
      const [first] = await tx
        .insert(phoneRevealVisitors)
        .values({ property_id: property.id, day, visitor_hash: deps.visitorHash(`${day}|phone|${visitor}`) })
        .onConflictDoNothing()
        .returning({ day: phoneRevealVisitors.day });
      if (!first) return;
      await tx
        .insert(phoneReveals)
        .values({ property_id: property.id, day, count: 1 })
        .onConflictDoUpdate({ target: [phoneReveals.property_id, phoneReveals.day], set: { count: sql`${phoneReveals.count} + 1` } });
    });
  }
  return { phone, links: phoneLinks(phone) };
}
