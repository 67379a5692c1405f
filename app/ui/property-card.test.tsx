import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import sq from "~/i18n/sq";
import { RouteMessagesProvider } from "~/i18n/react";
import { OwnerPropertyCard, type OwnerPropertyCardProps } from "./owner-property-card";
import { PropertyCard, type PropertyCardData, type PropertyCardProps } from "./property-card";

const messages = { common: sq.common, listings: sq.listings };

/** The public card, or the owner's compact card when `owner` is given (its props). */
function render({ owner, ...props }: PropertyCardProps & { owner?: Omit<OwnerPropertyCardProps, "property"> }): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ messages }),
      Component: () => (
        <RouteMessagesProvider language="sq">
          {owner ? <OwnerPropertyCard property={props.property} {...owner} /> : <PropertyCard {...props} />}
        </RouteMessagesProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { messages } } }} />);
}

const base: PropertyCardData = {
  id: "0b6f1c1e-9d6a-4a57-9a3e-2f1f6d2d8c11",
  title: "Banesë 2+1 në Dardani",
  description: "Banesë e ndritshme me ballkon.",
  location: "Prishtinë",
  price: 450,
  type: "apartment",
  listing_type: "rent",
  status: "active",
  featured: false,
  rooms: 3,
  bathrooms: 1,
  area: 78.5,
  images: ["/storage/property-images/0b6f1c1e-9d6a-4a57-9a3e-2f1f6d2d8c11/1763800000000-a1b2c3d4.jpg"],
  created_at: "2026-11-20T10:00:00Z",
};

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");

describe("PropertyCard", () => {
  it("shows how many photos the listing has (a list entry's count, or its photos), and nothing without photos", () => {
    expect(text(render({ property: { ...base, image_count: 5 } }))).toContain("5 5 foto");
    expect(text(render({ property: { ...base, images: [base.images[0]!, base.images[0]!] } }))).toContain("2 2 foto");
    expect(render({ property: { ...base, images: [], image_count: 0 } })).not.toContain('data-testid="photo-count"');
  });

  it("shows the spec's fields: price with '/muaj' for rent, title, location, rooms, bathrooms, area, labels and the details link", () => {
    const html = render({ property: base });
    const plain = text(html);
    expect(plain).toContain("450 €/muaj");
    expect(plain).toContain("Banesë 2+1 në Dardani");
    expect(plain).toContain("Prishtinë");
    expect(plain).toContain("3 dhoma");
    expect(plain).toContain("1 banjo");
    expect(plain).toContain("78,5 m²");
    // "Aktiv" tells a buyer nothing: public cards leave it out, owners' cards show it.
    expect(plain).not.toContain("Aktiv");
    expect(text(render({ property: base, owner: {} }))).toContain("Aktiv");
    expect(plain).toContain("Me qira");
    expect(html).toContain('href="/property/0b6f1c1e-9d6a-4a57-9a3e-2f1f6d2d8c11"');
    expect(plain).toContain("Shiko detajet");
    expect(html).toContain("line-clamp-2");
    // The card's WebP variant of a stored photo.
    expect(html).toContain("1763800000000-a1b2c3d4.card.webp");
    // No heart, ribbon or owner extras unless asked.
    expect(html).not.toContain("aria-pressed");
    expect(plain).not.toContain("Top Shpallje");
    expect(plain).not.toContain("Ndrysho");
  });

  it("has no per-month suffix for sale, and no rooms or bathrooms for land", () => {
    const plain = text(render({ property: { ...base, listing_type: "sale", type: "land", price: 48000, rooms: 2, bathrooms: 1 } }));
    expect(plain).toContain("48.000 €");
    expect(plain).not.toContain("/muaj");
    expect(plain).toContain("Në shitje");
    expect(plain).not.toContain("dhoma");
    expect(plain).not.toContain("banjo");
  });

  it("uses the type-specific illustration when there is no photo", () => {
    const html = render({ property: { ...base, type: "house", images: [] } });
    expect(html).toContain('src="/placeholders/house.svg"');
  });

  it("shows the featured ribbon and the Premium badge for featured listings", () => {
    const plain = text(render({ property: { ...base, featured: true } }));
    expect(plain).toContain("Top Shpallje");
    expect(plain).toContain("Premium");
  });

  it("shows the favourite heart to signed-in readers, pressed for a favourite", () => {
    const html = render({ property: { ...base, is_favorite: true }, showFavorite: true });
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain("Hiq nga favoritet");
    expect(html).toContain('action="/property/0b6f1c1e-9d6a-4a57-9a3e-2f1f6d2d8c11"');
  });

  it("gives owners the edit link, their delete action and the status notes", () => {
    const pending = render({ property: { ...base, status: "pending" }, owner: { deleteAction: <button type="button">Fshi</button> } });
    expect(pending).toContain('href="/edit-property/0b6f1c1e-9d6a-4a57-9a3e-2f1f6d2d8c11"');
    expect(text(pending)).toContain("Ndrysho");
    expect(text(pending)).toContain("Fshi");
    expect(text(pending)).toContain("Shfaqet publikisht pasi ta aprovojë administratori.");
    expect(text(pending)).toContain("Në rishikim");
    expect(text(render({ property: { ...base, status: "rejected" }, owner: {} }))).toContain("Refuzuar");
    // Status notes are for owners only.
    expect(text(render({ property: { ...base, status: "pending" } }))).not.toContain("Shfaqet publikisht pasi ta aprovojë administratori.");
  });

  it("makes the owner's card compact: a small photo, title, price, status, the listing number and one row of actions", () => {
    const html = render({
      property: { ...base, reference: 10014 },
      owner: {
        notes: <p>Skadon më 30 nëntor 2026</p>,
        actions: <button type="button">Shëno si të dhënë me qira</button>,
        deleteAction: <button type="button">Fshi</button>,
      },
    });
    const plain = text(html);
    // Title, price, status, place and number; no description, facts or details button (the title links there).
    for (const part of [
      "Banesë 2+1 në Dardani",
      "450 €/muaj",
      "Aktiv",
      "Me qira",
      "Prishtinë",
      "Nr. ref. 10014",
      "Skadon më 30 nëntor 2026",
    ])
      expect(plain).toContain(part);
    expect(plain).not.toContain("Banesë e ndritshme me ballkon.");
    expect(plain).not.toContain("3 dhoma");
    expect(plain).not.toContain("Shiko detajet");
    expect(html).toContain('href="/property/0b6f1c1e-9d6a-4a57-9a3e-2f1f6d2d8c11"');
    // The photo is small beside the text (w-28 on a phone), not a full-width 4:3 block.
    expect(html).toMatch(/class="[^"]*aspect-\[4\/3\] w-28[^"]*"/);
    // One row of actions, in order: Ndrysho, the caller's actions, the delete control last.
    const row = plain.slice(plain.indexOf("Ndrysho"));
    expect(row.indexOf("Shëno si të dhënë me qira")).toBeGreaterThan(0);
    expect(row.indexOf("Fshi")).toBeGreaterThan(row.indexOf("Shëno si të dhënë me qira"));
  });

  it.each([
    ["sold", "sale", "Shitur", "Në shitje"],
    ["rented", "rent", "Dhënë me qira", "Me qira"],
  ] as const)("shows a %s listing with one badge: its status replaces the sale/rent label", (status, listingType, shown, replaced) => {
    for (const owner of [undefined, {}]) {
      const html = render({ property: { ...base, status, listing_type: listingType }, owner });
      const badges = /<div data-testid="card-badges"[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? "";
      expect(badges.match(/<span/g)).toHaveLength(1);
      expect(text(badges).trim()).toBe(shown);
      expect(text(html)).not.toContain(replaced);
    }
    // An available listing keeps its sale/rent label (and a public card no "Aktiv").
    const active =
      /<div data-testid="card-badges"[^>]*>(.*?)<\/div>/.exec(render({ property: { ...base, listing_type: listingType } }))?.[1] ?? "";
    expect(text(active).trim()).toBe(replaced);
  });

  it("shows premium owners views, favourites and the posting date (German format)", () => {
    const plain = text(render({ property: base, owner: { stats: { views: 120, favorites: 7 } } }));
    expect(plain).toContain("120 shikime");
    expect(plain).toContain("7 favorite");
    expect(plain).toContain("Postuar më 20.11.2026");
    expect(text(render({ property: base, owner: {} }))).not.toContain("shikime");
  });
});
