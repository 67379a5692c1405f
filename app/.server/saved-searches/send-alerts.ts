import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { isLanguage } from "~/i18n";
import { DEFAULT_LANGUAGE } from "~/domain/enums";
import type { AlertFrequency } from "~/domain/enums";
import { notifications, profiles, properties, savedSearchAlerts, savedSearches } from "../db/schema";
import { serverT } from "../i18n";
import type { JobContext } from "../jobs/scheduler";
import { alertMail, ALERT_LISTINGS_SHOWN, type AlertListing } from "./alert-mail";
import { unsubscribeToken } from "./unsubscribe-token";
import { getSettingsGroup } from "../platform/settings";

/** The saved-searches page and the public unsubscribe page (app/routes.ts). */
const SAVED_SEARCHES_PATH = "/kerkimet-e-ruajtura";
const UNSUBSCRIBE_PATH = "/cabonohu";
/** Alerts handled per run (the next run takes the rest). */
const BATCH = 1000;

export type AlertRunResult = { searches: number; alerts: number; emails: number; dropped: number };

/**
 * Sends the recorded alerts (saved_search_alerts) of saved searches with this frequency: per saved
 * search, one notification in the bell and, when the person's preferences allow alert e-mails
 * (notify_email and notify_property_alerts), one e-mail naming every new listing (the daily digest
 * gathers a day's). Alerts whose listing left search, or whose search has alerts off, are dropped.
 *
 * Delivery is at most once: the alerts are marked sent and the notifications written in the job's
 * transaction, and the e-mails go out only after it commits. A crash between the commit and the send
 * loses those e-mails (the bell still has them); it never sends one twice. A mail server that refuses
 * is logged, not retried.
 */
export async function deliverAlerts(context: JobContext, frequency: Exclude<AlertFrequency, "none">): Promise<AlertRunResult> {
  const { tx, services } = context;
  const a = savedSearchAlerts;
  // The e-mails write prices in the platform's display currency.
  const { currency } = await getSettingsGroup(tx, "site");

  // Alerts that can no longer go out: the listing is not active now, or the search's alerts are off.
  const dropped = await tx
    .update(a)
    .set({ sent_at: sql`now()` })
    .where(
      and(
        isNull(a.sent_at),
        or(
          sql`NOT EXISTS (SELECT 1 FROM ${properties} WHERE ${properties.id} = ${a.property_id} AND ${properties.status} = 'active')`,
          sql`EXISTS (SELECT 1 FROM ${savedSearches} WHERE ${savedSearches.id} = ${a.saved_search_id} AND ${savedSearches.frequency} = 'none')`,
        ),
      ),
    )
    .returning({ id: a.id });

  // Claim this frequency's alerts: once marked, no other run (here or in another process) sends them.
  const claimed = await tx
    .update(a)
    .set({ sent_at: sql`now()` })
    .where(
      inArray(
        a.id,
        tx
          .select({ id: a.id })
          .from(a)
          .innerJoin(savedSearches, eq(savedSearches.id, a.saved_search_id))
          .where(and(isNull(a.sent_at), eq(savedSearches.frequency, frequency)))
          .orderBy(a.created_at, a.id)
          .limit(BATCH),
      ),
    )
    .returning({ saved_search_id: a.saved_search_id, property_id: a.property_id, price_drop_from: a.price_drop_from });
  if (!claimed.length) return { searches: 0, alerts: 0, emails: 0, dropped: dropped.length };

  const searchIds = [...new Set(claimed.map((c) => c.saved_search_id))];
  const propertyIds = [...new Set(claimed.map((c) => c.property_id))];
  const [searches, listings] = await Promise.all([
    tx
      .select({
        id: savedSearches.id,
        user_id: savedSearches.user_id,
        name: savedSearches.name,
        params: savedSearches.params,
        language: savedSearches.language,
        email: profiles.email,
        recipient: profiles.name,
        notify_email: profiles.notify_email,
        notify_property_alerts: profiles.notify_property_alerts,
      })
      .from(savedSearches)
      .innerJoin(profiles, eq(profiles.id, savedSearches.user_id))
      .where(inArray(savedSearches.id, searchIds)),
    tx
      .select({
        id: properties.id,
        title: properties.title,
        location: properties.location,
        price: properties.price,
        listing_type: properties.listing_type,
        type: properties.type,
        rooms: properties.rooms,
        area: properties.area,
        images: properties.images,
        created_at: properties.created_at,
      })
      .from(properties)
      .where(inArray(properties.id, propertyIds)),
  ]);
  const listingById = new Map(listings.map((l) => [l.id, l]));

  let emails = 0;
  for (const search of searches) {
    // One entry per listing: new, or lowered in price (then with the price before; a listing both new
    // and lowered since the last alert is named once, with its drop).
    const byListing = new Map<string, AlertListing & { created_at: Date }>();
    for (const c of claimed) {
      const listing = c.saved_search_id === search.id ? listingById.get(c.property_id) : undefined;
      if (!listing) continue;
      const drop = c.price_drop_from === null ? null : Number(c.price_drop_from);
      const known = byListing.get(listing.id);
      const previous_price = Math.max(drop ?? 0, known?.previous_price ?? 0) || null;
      byListing.set(listing.id, { ...listing, price: Number(listing.price), previous_price });
    }
    const found = [...byListing.values()].sort((x, y) => y.created_at.getTime() - x.created_at.getTime());
    if (!found.length) continue;
    const language = isLanguage(search.language) ? search.language : DEFAULT_LANGUAGE;
    const t = serverT(language);
    const count = found.length;
    const onlyDrops = found.every((l) => l.previous_price !== null);
    const shown = found.slice(0, ALERT_LISTINGS_SHOWN);
    const rest = count - shown.length;
    const message =
      shown.map((l) => `${l.title} – ${l.location}${l.previous_price ? ` (${t("saved-searches:notify.priceDrop")})` : ""}`).join("; ") +
      (rest > 0 ? ` ${t("saved-searches:notify.more", { count: rest })}` : "");
    const [notification] = await tx
      .insert(notifications)
      .values({
        user_id: search.user_id,
        type: "saved_search",
        title: t(onlyDrops ? "saved-searches:notify.titleDrops" : "saved-searches:notify.title", { count, name: search.name }),
        message,
        property_id: count === 1 ? found[0]!.id : null,
      })
      .returning({ id: notifications.id });
    context.afterCommit(() => services.events.publish({ kind: "notification", userId: search.user_id, id: notification!.id }));

    if (!search.notify_email || !search.notify_property_alerts) continue;
    const token = unsubscribeToken(services.secret, search.id);
    const query = new URLSearchParams(search.params).toString();
    const mail = alertMail({
      to: search.email,
      recipient: search.recipient,
      searchName: search.name,
      language,
      currency,
      digest: frequency === "daily",
      listings: found,
      searchUrl: `${services.publicUrl}/listings${query ? `?${query}` : ""}`,
      manageUrl: `${services.publicUrl}${SAVED_SEARCHES_PATH}`,
      unsubscribePageUrl: `${services.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
      oneClickUrl: `${services.publicUrl}/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
      publicUrl: services.publicUrl,
    });
    emails++;
    context.afterCommit(async () => {
      try {
        await services.mailer.send(mail);
      } catch (error) {
        services.logger.error({ err: error, savedSearchId: search.id }, "alert e-mail could not be sent");
      }
    });
  }
  return { searches: searches.length, alerts: claimed.length, emails, dropped: dropped.length };
}
