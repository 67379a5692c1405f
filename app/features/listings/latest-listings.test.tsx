import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import sq from "~/i18n/sq";
import { RouteMessagesProvider } from "~/i18n/react";
import { LatestListings } from "./latest-listings";
import type { PropertyCardData } from "~/ui/property-card";

const messages = { common: sq.common, listings: sq.listings };

function stub(latest: Promise<PropertyCardData[]>) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ messages }),
      Component: () => (
        <RouteMessagesProvider language="sq">
          <LatestListings latest={latest} signedIn={false} />
        </RouteMessagesProvider>
      ),
    },
  ]);
  return <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { messages } } }} />;
}

/** The HTML once every Suspense boundary has settled (what a streamed response ends with). */
async function settled(latest: Promise<PropertyCardData[]>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(stub(latest));
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const listing: PropertyCardData = {
  id: "5d0c9a64-0f3e-4a52-8c1e-7b9e2f0a1c33",
  title: "Shtëpi me oborr në Prizren",
  description: "Shtëpi dykatëshe afër qendrës.",
  location: "Prizren",
  price: 185000,
  type: "house",
  listing_type: "sale",
  status: "active",
  featured: false,
  rooms: 5,
  bathrooms: 2,
  area: 210,
  images: [],
  created_at: "2026-11-20T10:00:00Z",
};

describe("latest listings on the home page", () => {
  it("shows a spinner while the listings are on their way", () => {
    const html = renderToString(stub(new Promise(() => {})));
    expect(html).toContain('role="status"');
    expect(html).toContain(sq.common.status.loading);
  });

  it("shows the cards once they arrive", async () => {
    const html = await settled(Promise.resolve([listing]));
    expect(html).toContain("Shtëpi me oborr në Prizren");
    expect(html).not.toContain(sq.listings.home.latestEmpty);
  });

  it("shows the spec's empty message when there are none", async () => {
    const html = await settled(Promise.resolve([]));
    expect(html).toContain("Nuk ka prona të shtuara së fundmi");
  });

  it("shows the error with a retry button when loading fails", async () => {
    const html = await settled(Promise.reject(new Error("database down")));
    expect(html).toContain('role="alert"');
    expect(html).toContain("Ndodhi një gabim gjatë marrjes së të dhënave");
    expect(html).toContain(`>${sq.common.status.retry}</button>`);
  });
});
