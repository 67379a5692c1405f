import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../auth/password";
import {
  agencyProfiles,
  contactRequests,
  credentials,
  favorites,
  partners,
  notifications,
  profiles,
  properties,
  propertyPriceChanges,
  propertyViews,
  reviews,
} from "../db/schema";
import type { Services } from "../services";
import { processImage, storeProcessedImage, type ProcessedImage } from "../storage/images";
import { placeCentre, roundPosition } from "~/domain/position";
import { DEMO_AGENCIES, type DemoAgencyKey } from "./agencies";
import { DEMO_PARTNERS } from "./partners";
import { DEMO_LISTINGS, type DemoOwner } from "./listings";
import { DEMO_REVIEWERS, DEMO_REVIEWS, type DemoReviewerKey } from "./reviews";
import { demoFactsOf } from "./facts";
import { demoFloorPlanSvg, demoScenesFor, demoSceneSvg, hasDemoFloorPlan, type DemoScene } from "./demo-photos";

const DEMO_PASSWORD = "demo1234";

type DemoAccount = {
  key: DemoOwner | DemoAgencyKey | DemoReviewerKey | "admin" | "buyer";
  email: string;
  name: string;
  user_type: string;
  role: string;
  is_admin?: boolean;
  premium?: boolean;
  verified?: boolean;
  phone?: string;
  /** Days since the account was made, when the default spread would not come before what it did. */
  since?: number;
};

const ACCOUNTS: DemoAccount[] = [
  { key: "admin", email: "admin@prona.local", name: "Administratori Prona", user_type: "seller", role: "administrator", is_admin: true },
  {
    key: "premium",
    email: "premium@prona.local",
    name: "Besa Gashi",
    user_type: "landlord",
    role: "premium landlord",
    premium: true,
    phone: "+383 44 210 310",
  },
  {
    key: "owner",
    email: "owner@prona.local",
    name: "Driton Berisha",
    user_type: "seller",
    role: "free seller (3 listings)",
    phone: "+383 49 555 120",
  },
  { key: "buyer", email: "buyer@prona.local", name: "Arta Krasniqi", user_type: "buyer", role: "buyer" },
  // The sample agencies (seed/agencies.ts): agency accounts whose logins are @prona.local; what the
  // public sees is their published details.
  ...(Object.entries(DEMO_AGENCIES) as [DemoAgencyKey, (typeof DEMO_AGENCIES)[DemoAgencyKey]][]).map(([key, agency]) => ({
    key,
    email: `${key}@prona.local`,
    name: agency.name,
    user_type: "agency",
    role: "agency",
    premium: agency.premium,
    verified: agency.verified,
  })),
  // The authors of the demo reviews (seed/reviews.ts), members since before their oldest review.
  ...(Object.entries(DEMO_REVIEWERS) as [DemoReviewerKey, string][]).map(([key, name]) => ({
    key,
    email: `${key}@prona.local`,
    name,
    user_type: "buyer",
    role: "buyer (reviews)",
    since: 150,
  })),
];

/** Printed at start-up: the four logins of the issue (the agencies log in the same way). */
const PRINTED = new Set(["admin", "premium", "owner", "buyer"]);

/** A small deterministic random generator, so every fresh demo looks the same. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo photos, each illustration rendered once (JPEG through sharp, then the same processing as an
 * upload) and shared by the listings that show it.
 */
function svgRenderer(): (key: string, svg: () => string) => Promise<ProcessedImage> {
  const rendered = new Map<string, Promise<ProcessedImage>>();
  return (key, svg) => {
    let image = rendered.get(key);
    if (!image) {
      image = sharp(Buffer.from(svg()))
        .jpeg({ quality: 82 })
        .toBuffer()
        .then((jpeg) => processImage(jpeg, 50 * 1024 * 1024));
      rendered.set(key, image);
    }
    return image;
  };
}

export type DemoSummary = { password: string; accounts: { email: string; role: string }[]; listings: number };

/**
 * Creates the demo accounts and listings when the database holds no account yet. Returns what it
 * created, or null when there was data already.
 */
export async function seedDemoDataIfEmpty(services: Services): Promise<DemoSummary | null> {
  const { db, storage } = services;
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(profiles)) as [{ count: number }];
  if (count > 0) return null;

  const now = Date.now();
  const rand = random(2026);
  // Positions: spread within about 1.5 km of the place the listing names (its own generator, so the
  // other demo values stay as they were); every fifth listing shows only its approximate area.
  const spread = random(13);
  const passwordHash = await hashPassword(DEMO_PASSWORD, services.config.passwordHashCost);
  const ids = new Map(ACCOUNTS.map((a) => [a.key, randomUUID()]));
  const idOf = (key: DemoAccount["key"]) => ids.get(key)!;

  // Photos first (files), then every row in one transaction: a failed seed leaves no half-filled database.
  // All of one listing's photos share a palette (its index).
  const render = svgRenderer();
  const photoOf = (scene: DemoScene, seed: number) => render(`${scene}:${seed}`, () => demoSceneSvg(scene, seed));
  const floorPlanOf = (rooms: number, seed: number) => render(`plan:${Math.min(rooms, 3)}:${seed}`, () => demoFloorPlanSvg(rooms, seed));
  const photoJobs = DEMO_LISTINGS.flatMap((listing, index) =>
    demoScenesFor(listing, listing.photos, index).map((scene) => photoOf(scene, index % 4)),
  );
  await Promise.all(photoJobs);
  const listingRows: (typeof properties.$inferInsert & { id: string; created_at: Date; status: string; featured: boolean })[] = [];
  for (const [index, listing] of DEMO_LISTINGS.entries()) {
    const id = randomUUID();
    const images: string[] = [];
    for (const scene of demoScenesFor(listing, listing.photos, index)) {
      images.push((await storeProcessedImage(storage, id, await photoOf(scene, index % 4))).url);
    }
    const floorPlan = hasDemoFloorPlan(listing)
      ? (await storeProcessedImage(storage, id, await floorPlanOf(listing.rooms ?? 2, index % 4))).url
      : null;
    const created = new Date(now - listing.age * DAY - Math.floor(rand() * 8) * 60 * 60 * 1000);
    const centre = placeCentre(`${listing.location}, ${listing.title}`) ?? placeCentre(listing.location);
    listingRows.push({
      id,
      owner_id: idOf(listing.owner),
      title: listing.title,
      description: listing.description,
      location: listing.location,
      price: listing.price,
      type: listing.type,
      listing_type: listing.listing_type,
      status: listing.status,
      // Approved demo listings were seen at this price (owners' later changes are measured from it: decisions/0034).
      reviewed_price: listing.status === "pending" || listing.status === "rejected" ? null : listing.price,
      featured: listing.featured ?? false,
      rooms: listing.rooms ?? null,
      bathrooms: listing.bathrooms ?? null,
      area: listing.area,
      features: listing.features,
      ...demoFactsOf(listing.title),
      images,
      floor_plan: floorPlan,
      latitude: centre ? roundPosition(centre.lat + (spread() - 0.5) * 0.026) : null,
      longitude: centre ? roundPosition(centre.lng + (spread() - 0.5) * 0.036) : null,
      location_approximate: index % 5 === 4,
      created_at: created,
      updated_at: created,
    });
  }

  await db.transaction(async (tx) => {
    await tx.insert(profiles).values(
      ACCOUNTS.map((a, i) => ({
        id: idOf(a.key),
        name: a.name,
        email: a.email,
        email_verified: true,
        user_type: a.user_type,
        is_admin: a.is_admin ?? false,
        is_premium: a.premium ?? false,
        premium_until: a.premium ? new Date(now + 365 * DAY) : null,
        phone: a.phone ?? null,
        verified_at: a.verified ? new Date(now - 30 * DAY) : null,
        created_at: new Date(now - (a.since ?? 120 - i * 9) * DAY),
      })),
    );
    await tx.insert(agencyProfiles).values(
      (Object.entries(DEMO_AGENCIES) as [DemoAgencyKey, (typeof DEMO_AGENCIES)[DemoAgencyKey]][]).map(([key, agency]) => ({
        profile_id: idOf(key),
        description: agency.description,
        cities: agency.cities,
        specialties: agency.specialties,
        phone: agency.phone,
        email: agency.email,
        website: agency.website ?? null,
        year_founded: agency.year_founded,
        agent_count: agency.agent_count,
        rating: agency.rating,
        is_demo: true,
      })),
    );
    await tx
      .insert(credentials)
      .values(ACCOUNTS.map((a) => ({ account_id: idOf(a.key), provider_id: "credential", user_id: idOf(a.key), password: passwordHash })));
    await tx.insert(properties).values(listingRows);

    // Views over the last 30 days (never before a listing was posted), from visitors and members.
    // Like views recorded before visitors were told apart, they have no visitor hash.
    const viewers = [null, null, null, idOf("buyer"), idOf("owner")];
    const views = [];
    for (const row of listingRows) {
      if (row.status === "pending" || row.status === "rejected") continue;
      const count = 5 + Math.floor(rand() * (row.featured ? 140 : 70));
      const since = Math.max(row.created_at.getTime(), now - 30 * DAY);
      for (let i = 0; i < count; i++) {
        views.push({
          property_id: row.id,
          viewer_id: viewers[Math.floor(rand() * viewers.length)] ?? null,
          user_agent: "Mozilla/5.0 (Linux; Android 13) Demo",
          viewed_at: new Date(since + rand() * (now - since)),
        });
      }
    }
    for (let i = 0; i < views.length; i += 500) await tx.insert(propertyViews).values(views.slice(i, i + 500));

    const active = listingRows.filter((r) => r.status === "active");
    const favoriteRows = [];
    for (const [i, row] of active.entries()) {
      if (i % 3 === 0) favoriteRows.push({ user_id: idOf("buyer"), property_id: row.id });
      if (i % 4 === 1 && row.owner_id !== idOf("premium")) favoriteRows.push({ user_id: idOf("premium"), property_id: row.id });
      if (i % 5 === 2 && row.owner_id !== idOf("owner")) favoriteRows.push({ user_id: idOf("owner"), property_id: row.id });
    }
    await tx.insert(favorites).values(favoriteRows);
    // The partners page's sample partners (seed/partners.ts): demo rows, labelled as such.
    await tx.insert(partners).values(DEMO_PARTNERS.map((p, position) => ({ ...p, position, is_demo: true })));

    // The published demo reviews, dated before the seed; a review names its listing when the demo has it.
    await tx.insert(reviews).values(
      DEMO_REVIEWS.map((r, i) => {
        const created = new Date(now - r.daysAgo * DAY - (i % 5) * 60 * 60 * 1000);
        return {
          user_id: idOf(r.author),
          property_id: (r.listing && listingRows.find((l) => l.title === r.listing)?.id) || null,
          rating: r.rating,
          title: r.title,
          comment: r.comment,
          category: r.category,
          status: "published" as const,
          helpful: r.helpful,
          verified_purchase: r.verifiedPurchase,
          is_demo: true,
          moderated_by: idOf("admin"),
          moderated_at: new Date(created.getTime() + DAY),
          created_at: created,
        };
      }),
    );

    const penthouse = listingRows[1]!;
    const ulpiana = listingRows.find((r) => r.owner_id === idOf("owner") && r.status === "active")!;
    const rejected = listingRows.find((r) => r.owner_id === idOf("owner") && r.status === "rejected")!;
    await tx.insert(contactRequests).values([
      {
        property_id: penthouse.id,
        requester_id: idOf("buyer"),
        owner_id: idOf("premium"),
        message: "Përshëndetje, a mund ta shikoj penthouse-in këtë të shtunë paradite?",
        contact_type: "viewing",
        phone_number: "+383 44 111 222",
        email: "buyer@prona.local",
        created_at: new Date(now - 2 * 60 * 60 * 1000),
      },
      {
        property_id: ulpiana.id,
        requester_id: idOf("buyer"),
        owner_id: idOf("owner"),
        message: "A është çmimi i diskutueshëm? Jam e interesuar seriozisht.",
        contact_type: "offer",
        email: "buyer@prona.local",
        created_at: new Date(now - 26 * 60 * 60 * 1000),
      },
    ]);
    await tx.insert(notifications).values([
      {
        user_id: idOf("premium"),
        type: "message",
        title: "Kërkesë e re kontakti",
        message: `Arta Krasniqi dëshiron të shikojë pronën "${penthouse.title}".`,
        property_id: penthouse.id,
        created_at: new Date(now - 2 * 60 * 60 * 1000),
      },
      {
        user_id: idOf("premium"),
        type: "approval",
        title: "Prona u aprovua!",
        message: `Prona juaj "${penthouse.title}" u aprovua dhe tani është aktive.`,
        property_id: penthouse.id,
        is_read: true,
        created_at: new Date(now - 4 * DAY),
      },
      {
        user_id: idOf("owner"),
        type: "approval",
        title: "Prona u aprovua!",
        message: `Prona juaj "${ulpiana.title}" u aprovua dhe tani është aktive.`,
        property_id: ulpiana.id,
        created_at: new Date(now - 6 * DAY),
      },
      {
        user_id: idOf("owner"),
        type: "rejection",
        title: "Prona u refuzua",
        message: "Ju lutemi shtoni të paktën dy foto të brendshme dhe adresën e saktë, pastaj na kontaktoni.",
        property_id: rejected.id,
        created_at: new Date(now - 3 * DAY),
      },
    ]);

    // The lifecycle (issue 14): the owner's listing ends in two days (its card offers "Rinovo"), and two
    // listings lowered their price days ago ("Çmimi u ul" on their cards, the history on their pages). The
    // trigger records each change at the time of the seed; the history is then dated as it happened.
    await tx
      .update(properties)
      .set({ expires_at: new Date(now + 2 * DAY) })
      .where(eq(properties.id, ulpiana.id));
    for (const [title, cut, daysAgo] of [
      ["Banesë 2+1 në Bazhdarhane", 0.94, 6],
      ["Shtëpi tradicionale e restauruar në Marash", 0.9, 12],
    ] as const) {
      const row = listingRows.find((r) => r.title === title)!;
      // A round new price: to 500 € for a sale, to 10 € for a monthly rent.
      const step = (price: number) => (price >= 10_000 ? 500 : 10);
      const changedAt = new Date(now - daysAgo * DAY);
      await tx
        .update(properties)
        .set({ price: Math.round((row.price * cut) / step(row.price)) * step(row.price) })
        .where(eq(properties.id, row.id));
      await tx.update(properties).set({ price_changed_at: changedAt }).where(eq(properties.id, row.id));
      await tx.update(propertyPriceChanges).set({ changed_at: changedAt }).where(eq(propertyPriceChanges.property_id, row.id));
    }
  });

  return {
    password: DEMO_PASSWORD,
    accounts: ACCOUNTS.filter((a) => PRINTED.has(a.key)).map((a) => ({ email: a.email, role: a.role })),
    listings: listingRows.length,
  };
}
