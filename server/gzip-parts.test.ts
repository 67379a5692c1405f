import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatePart, gzipParts, type Part } from "./gzip-parts";

describe("gzip put together from parts", () => {
  it("is one gzip stream of the parts in order, whether deflated ahead or stored (empty, long or binary)", async () => {
    const page = Buffer.from("<!DOCTYPE html><html><body>" + '<li class="card">Banesë në Prishtinë</li>'.repeat(5000) + "</body></html>");
    const texts = [
      page.subarray(0, 70_000),
      Buffer.from("Zoë “Zé” <b>"),
      Buffer.alloc(0),
      page.subarray(70_000),
      randomBytes(70_000),
      Buffer.from("!"),
    ];
    const parts: Part[] = await Promise.all(
      texts.map(async (bytes, index) => (index % 2 === 0 ? { bytes, deflated: await deflatePart(bytes) } : { bytes })),
    );
    const body = gzipParts(parts);
    expect(zlib.gunzipSync(body).equals(Buffer.concat(texts))).toBe(true);
    // A part deflated ahead is compressed; stored parts are sent as they are (with 5 bytes per 64 KB).
    expect(parts[0]!.deflated!.length).toBeLessThan(texts[0]!.length / 10);
    expect(body.length).toBeLessThan(parts[0]!.deflated!.length + texts[1]!.length + texts[3]!.length + parts[4]!.deflated!.length + 100);
  });

  it("is a valid gzip stream of nothing", () => {
    expect(zlib.gunzipSync(gzipParts([])).length).toBe(0);
  });
});
