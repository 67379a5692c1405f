import { describe, expect, it } from "vitest";
import { propertyFormSchema } from "~/domain/schemas/property-form";
import { demoFactsOf } from "./facts";
import { DEMO_LISTINGS } from "./listings";

describe("the demo listings' facts", () => {
  it("pass the property form's rules unchanged (nothing cleared for the type), and every building has some", () => {
    for (const listing of DEMO_LISTINGS) {
      const facts = demoFactsOf(listing.title);
      const parsed = propertyFormSchema.safeParse({ ...listing, ...facts });
      expect(parsed.success, `${listing.title}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(parsed.data, listing.title).toMatchObject(facts);
      if (listing.type !== "land") expect(facts.year_built, listing.title).not.toBeNull();
    }
  });
});
