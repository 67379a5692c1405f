import type { PropertyType } from "~/domain/enums";
import type { PropertyRow } from "../listings/columns";
import type { DisplayCurrency } from "~/domain/format";

// schema.org's words for what is offered (RealEstateListing is the page; the thing itself is a place).
const ITEM_TYPE: Record<PropertyType, string> = {
  apartment: "Apartment",
  house: "SingleFamilyResidence",
  land: "Place",
  commercial: "Place",
};

type Listing = Pick<
  PropertyRow,
  "id" | "title" | "description" | "price" | "listing_type" | "type" | "location" | "area" | "rooms" | "bathrooms" | "images" | "created_at"
>;

/**
 * The detail page's structured data for search engines (issue 13 §7): the listing as an offer with its
 * price in euro, its address and photos. `url` is the canonical address; `publicUrl` makes photo paths
 * absolute. Exact coordinates are not included (an owner may show only the approximate area).
 */
export function listingJsonLd(
  p: Listing,
  { url, publicUrl, currency }: { url: string; publicUrl: string; currency: DisplayCurrency },
): Record<string, unknown> {
  const item: Record<string, unknown> = {
    "@type": ITEM_TYPE[p.type],
    name: p.title,
    address: { "@type": "PostalAddress", addressLocality: p.location, addressCountry: "XK" },
  };
  if (p.area !== null && p.area > 0) item.floorSize = { "@type": "QuantitativeValue", value: p.area, unitCode: "MTK" };
  if (p.rooms !== null && (p.type === "apartment" || p.type === "house")) item.numberOfRooms = p.rooms;
  if (p.bathrooms !== null && (p.type === "apartment" || p.type === "house")) item.numberOfBathroomsTotal = p.bathrooms;
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: p.title,
    description: p.description.slice(0, 500),
    url,
    datePosted: p.created_at.toISOString(),
    image: p.images.map((image) => new URL(image, publicUrl).toString()),
    offers: {
      "@type": "Offer",
      price: p.price,
      priceCurrency: currency,
      // GoodRelations' business functions: selling, or leasing out (rent is per month).
      businessFunction: p.listing_type === "sale" ? "http://purl.org/goodrelations/v1#Sell" : "http://purl.org/goodrelations/v1#LeaseOut",
      ...(p.listing_type === "rent"
        ? {
            priceSpecification: { "@type": "UnitPriceSpecification", price: p.price, priceCurrency: currency, unitCode: "MON" },
          }
        : {}),
      availability: "https://schema.org/InStock",
      url,
      itemOffered: item,
    },
  };
}
