import { describe, expect, it } from "vitest";
import { partners } from "~/.server/db/schema";
import { setupTestApi } from "../../../tests/support/test-api";
import { listPartners } from "./list-partners";

// Partners are data (issue 17 §3): none on a fresh install, the rows in their order otherwise.

const { services } = setupTestApi();

describe("the partners", () => {
  it("are none on a fresh install, then the rows in their order", async () => {
    expect(await listPartners(services)).toEqual([]);
    await services.db.insert(partners).values([
      { name: "Noteria B", type: "notary", description: "Kontrata.", position: 2 },
      { name: "Banka A", type: "bank", description: "Kredi.", website: "https://banka-a.test", position: 1 },
    ]);
    expect((await listPartners(services)).map((p) => [p.name, p.type, p.website, p.is_demo])).toEqual([
      ["Banka A", "bank", "https://banka-a.test", false],
      ["Noteria B", "notary", null, false],
    ]);
  });

  it("keeps unknown kinds out (the table's check)", async () => {
    await expect(services.db.insert(partners).values({ name: "X", type: "casino" })).rejects.toThrow();
  });
});
