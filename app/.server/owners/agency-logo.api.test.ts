import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { localStorageRoot } from "~/.server/storage/local";
import { ApiClient } from "../../../tests/support/api-client";
import { adminClient, userClient } from "../../../tests/support/admin-fixtures";
import { setupTestApi } from "../../../tests/support/test-api";

// An agency's logo (issue 14 §4): uploaded by the agency alone, checked by content, replacing the old
// file, shown on the agencies page; removed with the account.

const { services, api } = setupTestApi();

type ErrorBody = { error: { code: string } };
type Agency = { agency: { logo: string | null } };

const filesOf = (profileId: string) => {
  const dir = path.join(localStorageRoot(services.config.dataDir), profileId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

async function logoForm(kind: "png" | "text" = "png") {
  const body =
    kind === "png"
      ? await sharp({ create: { width: 64, height: 64, channels: 3, background: "#1d4ed8" } })
          .png()
          .toBuffer()
      : Buffer.from("not an image at all");
  const form = new FormData();
  form.append("logo", new Blob([body], { type: "image/png" }), "logo.png");
  return form;
}

describe("an agency's logo", () => {
  it("is the agency's to upload, replace and remove; it shows on the agencies page", async () => {
    const agency = await userClient(api, { user_type: "agency", name: "Agjencia Logo Test" });
    const first = await agency.client.post<Agency>("/api/my/agency/logo", await logoForm());
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const url = first.body.agency.logo!;
    expect(url).toMatch(new RegExp(`^/storage/property-images/${agency.user.id}/\\d{13}-[a-z0-9]{8}\\.(png|webp|jpg)$`));
    const listed = await new ApiClient(api).get<{ agencies: { name: string; logo: string | null }[] }>("/api/agencies");
    expect(listed.body.agencies.find((a) => a.name === "Agjencia Logo Test")?.logo).toBe(url);

    // A new one replaces the old file.
    const second = await agency.client.post<Agency>("/api/my/agency/logo", await logoForm());
    expect(second.status).toBe(200);
    expect(second.body.agency.logo).not.toBe(url);
    expect(filesOf(agency.user.id).map((f) => `/storage/property-images/${agency.user.id}/${f}`)).not.toContain(url);

    const removed = await agency.client.request<Agency>("DELETE", "/api/my/agency/logo");
    expect(removed.status).toBe(200);
    expect(removed.body.agency.logo).toBeNull();
    expect(filesOf(agency.user.id)).toEqual([]);
  });

  it("refuses a file that is not an image, other accounts and visitors, changing nothing", async () => {
    const agency = await userClient(api, { user_type: "agency" });
    const notImage = await agency.client.post<ErrorBody>("/api/my/agency/logo", await logoForm("text"));
    expect(notImage.status).toBe(415);
    expect(notImage.body.error.code).toBe("IMAGE_INVALID");
    const seller = await userClient(api, { user_type: "seller" });
    const refused = await seller.client.post<ErrorBody>("/api/my/agency/logo", await logoForm());
    expect([refused.status, refused.body.error.code]).toEqual([403, "AGENCY_ONLY"]);
    const admin = await adminClient(api, services);
    expect((await admin.client.post<ErrorBody>("/api/my/agency/logo", await logoForm())).body.error.code).toBe("AGENCY_ONLY");
    expect((await new ApiClient(api).post<ErrorBody>("/api/my/agency/logo", await logoForm())).status).toBe(401);
    expect((await agency.client.get<Agency>("/api/my/agency")).body.agency.logo).toBeNull();
    expect(filesOf(agency.user.id)).toEqual([]);
    expect(filesOf(seller.user.id)).toEqual([]);
  });

  it("goes with the account", async () => {
    const agency = await userClient(api, { user_type: "agency" });
    expect((await agency.client.post("/api/my/agency/logo", await logoForm())).status).toBe(200);
    expect(filesOf(agency.user.id).length).toBeGreaterThan(0);
    const deleted = await agency.client.request("DELETE", "/api/me", { password: agency.user.password });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(filesOf(agency.user.id)).toEqual([]);
  });
});
