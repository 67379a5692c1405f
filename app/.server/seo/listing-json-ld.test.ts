import { describe, expect, it } from "vitest";
import { listingJsonLd } from "./listing-json-ld";

const base = {
  id: "0f6b2c6e-9c1a-4c49-8d0e-1b2c3d4e5f60",
  title: "Banesë 2+1 në Dardani",
  description: "Banesë e ndritshme.",
  price: 450,
  listing_type: "rent" as const,
  type: "apartment" as const,
  location: "Dardani, Prishtinë",
  area: 72,
  rooms: 3,
  bathrooms: 1,
  images: ["/storage/property-images/a/1.jpg"],
  created_at: new Date("2026-11-20T10:00:00Z"),
};
const url = "https://prona.example/property/0f6b2c6e-9c1a-4c49-8d0e-1b2c3d4e5f60";

describe("listingJsonLd", () => {
  it("describes a rented flat as a monthly offer in euro with its address, size and absolute photos", () => {
    const data = listingJsonLd(base, { url, publicUrl: "https://prona.example", currency: "EUR" });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "RealEstateListing",
      url,
      datePosted: "2026-11-20T10:00:00.000Z",
      image: ["https://prona.example/storage/property-images/a/1.jpg"],
      offers: {
        "@type": "Offer",
        price: 450,
        priceCurrency: "EUR",
        priceSpecification: { unitCode: "MON" },
        itemOffered: {
          "@type": "Apartment",
          address: { "@type": "PostalAddress", addressLocality: "Dardani, Prishtinë", addressCountry: "XK" },
          floorSize: { value: 72, unitCode: "MTK" },
          numberOfRooms: 3,
          numberOfBathroomsTotal: 1,
        },
      },
    });
  });

  it("leaves rooms out of land and the monthly unit out of a sale", () => {
    const data = listingJsonLd(
      { ...base, type: "land", listing_type: "sale", price: 90_000, area: null },
      { url, publicUrl: "https://prona.example", currency: "EUR" },
    );
    const offers = data.offers as { itemOffered: unknown; priceSpecification?: unknown; businessFunction: string };
    expect(offers.itemOffered).toEqual({
      "@type": "Place",
      name: base.title,
      address: { "@type": "PostalAddress", addressLocality: base.location, addressCountry: "XK" },
    });
    expect(offers.priceSpecification).toBeUndefined();
    expect(offers.businessFunction).toBe("http://purl.org/goodrelations/v1#Sell");
  });
});
