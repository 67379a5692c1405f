import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { JOBS } from "~/.server/jobs/jobs";
import { createScheduler } from "~/.server/jobs/scheduler";
import { ApiClient } from "../../../tests/support/api-client";
import { setupTestApi } from "../../../tests/support/test-api";
import { localStorageRoot } from "./local";

// A process killed between storing a listing's photos and committing its row leaves files no row
// names (issue 16 §2): the orphan-photos job removes them once they are an hour old, and nothing else.

const { services, api } = setupTestApi();

const root = () => localStorageRoot(services.config.dataDir);
const age = (file: string, hours: number) => {
  const then = new Date(Date.now() - hours * 60 * 60 * 1000);
  fs.utimesSync(file, then, then);
};
function put(key: string, hours: number) {
  const file = path.join(root(), key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, "x");
  age(file, hours);
  return file;
}

describe("the orphan-photos job", () => {
  it("removes old files no row names, and keeps named, young and foreign files", async () => {
    const client = new ApiClient(api);
    await client.register();
    const form = new FormData();
    for (const [name, value] of Object.entries({ title: "Banesë me foto", description: "Përshkrim.", price: "300", location: "Prishtinë" }))
      form.append(name, value);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#884422" } })
      .jpeg()
      .toBuffer();
    form.append("images", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "foto.jpg");
    const created = await client.request<{ property: { id: string; images: string[] } }>("POST", "/api/properties", form);
    expect(created.status).toBe(201);
    const { id, images } = created.body.property;
    const named = images[0]!.replace("/storage/property-images/", "");
    const namedFiles = ["", ".card.webp", ".medium.webp", ".gallery.webp"].map((variant) =>
      path.join(root(), variant ? named.replace(".jpg", variant) : named),
    );
    for (const file of namedFiles) age(file, 3);

    // Beside the listing's photos, and in the directory of a listing that was never committed.
    const ghost = randomUUID();
    const orphans = [
      put(`${id}/1700000000000-aaaaaaaa.jpg`, 2),
      put(`${id}/1700000000000-aaaaaaaa.card.webp`, 2),
      put(`${id}/1700000000000-aaaaaaaa.medium.webp`, 2),
      put(`${ghost}/1700000000001-bbbbbbbb.png`, 2),
      put(`${ghost}/1700000000001-bbbbbbbb.png.0123456789ab.tmp`, 2),
    ];
    const young = put(`${ghost}/1700000000002-cccccccc.jpg`, 0);
    const foreign = put(`${ghost}/notes.txt`, 2);

    const outcome = await createScheduler(services, JOBS).runNow<{ removed: number }>("orphan-photos");
    expect(outcome).toMatchObject({ status: "ran", result: { removed: 5 } });
    for (const file of orphans) expect(fs.existsSync(file), file).toBe(false);
    for (const file of [...namedFiles, young, foreign]) expect(fs.existsSync(file), file).toBe(true);
    // The listing still shows its photo.
    const shown = await client.get<{ property: { images: string[] } }>(`/api/properties/${id}`);
    expect(shown.body.property.images).toEqual(images);
  });
});
