import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import sq from "~/i18n/sq";
import { RouteMessagesProvider } from "~/i18n/react";
import { ProfileView, type ProfilePageData } from "./profile-view";

const messages = { common: sq.common, profile: sq.profile };

function render(data: ProfilePageData): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ messages }),
      Component: () => (
        <RouteMessagesProvider language="sq">
          <ProfileView data={data} />
        </RouteMessagesProvider>
      ),
    },
  ]);
  const html = renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { messages } } }} />);
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

const free: ProfilePageData = {
  profile: {
    name: "Driton Berisha",
    email: "driton@example.com",
    phone: null,
    user_type: "seller",
    personal_id: "USER-AB12CD",
    is_admin: false,
    is_premium: false,
    premium_until: null,
    premium_active: false,
    created_at: "2026-01-10T10:00:00Z",
    account_age_days: 42,
  },
  stats: { total_properties: 3, active_properties: 2, pending_properties: 1 },
  monthly_price: 9.99,
};

describe("ProfileView", () => {
  it.each([
    ["buyer", "Blerës"],
    ["seller", "Shitës"],
    ["renter", "Qiramarrës"],
    ["landlord", "Qiradhënës"],
    ["agency", "Agjenci"],
    ["agjent", "agjent"],
  ])("labels the user type %s as %s (other values raw)", (type, label) => {
    expect(render({ ...free, profile: { ...free.profile, user_type: type } })).toContain(`Lloji i përdoruesit ${label}`);
  });

  it("masks views and favourites for a free user, with the upgrade prompt and the 'up to 10' marketing text", () => {
    const text = render(free);
    expect(text).toContain("Shikimet dhe të preferuarat janë të dukshme vetëm për anëtarët Premium.");
    expect(text).toContain("Të gjitha pronat 3");
    expect(text).toContain("Ditë në Prona 42 ditë");
    expect(text).toContain("Telefoni Nuk është shtuar");
    expect(text).toContain("Plani Falas");
    expect(text).toContain("Shpallje pa kufi, deri në 15 foto për pronë");
    expect(text).toContain("nga 9,99 € në muaj");
    expect(text).not.toContain("Administrator");
  });

  it("shows a premium administrator the figures, both badges and the end date", () => {
    const text = render({
      ...free,
      profile: { ...free.profile, is_admin: true, is_premium: true, premium_active: true, premium_until: "2027-03-01T10:00:00Z" },
      stats: { ...free.stats, views: { total: 57, last_7_days: 9 }, favorites: 4 },
    });
    expect(text).toContain("Shikime 57 9 këtë javë");
    expect(text).toContain("Të preferuara 4");
    expect(text).toContain("Administrator");
    expect(text).toContain("Premium deri më 01.03.2027");
    expect(text).not.toContain("vetëm për anëtarët Premium");
    expect(text).not.toContain("Shpallje pa kufi");
  });

  it("treats an expired premium as free and says when it ended", () => {
    const text = render({
      ...free,
      profile: { ...free.profile, is_premium: true, premium_active: false, premium_until: "2026-02-01T10:00:00Z" },
    });
    expect(text).toContain("Premium-i skadoi më 01.02.2026");
    expect(text).toContain("vetëm për anëtarët Premium");
  });
});
