import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress";

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("precompressDirectory", () => {
  it("writes Brotli and gzip copies of text files of 1 KB or more, in subfolders too, that decode to the original", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "prona-precompress-"));
    fs.mkdirSync(path.join(dir, "nested"));
    const script = "export const greeting = 'Mirë se erdhët në Pronë';\n".repeat(100);
    fs.writeFileSync(path.join(dir, "app.js"), script);
    fs.writeFileSync(path.join(dir, "nested", "app.css"), ".card { color: red }\n".repeat(100));
    fs.writeFileSync(path.join(dir, "tiny.js"), "export {};\n");
    fs.writeFileSync(path.join(dir, "photo.webp"), Buffer.alloc(4096, 7));

    expect(await precompressDirectory(dir)).toBe(2);

    const original = fs.readFileSync(path.join(dir, "app.js"));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, "app.js.br"))).equals(original)).toBe(true);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, "app.js.gz"))).equals(original)).toBe(true);
    expect(fs.existsSync(path.join(dir, "nested", "app.css.br"))).toBe(true);
    // Too small to gain, or not text: left as they are.
    expect(fs.existsSync(path.join(dir, "tiny.js.br"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "photo.webp.br"))).toBe(false);
  });
});
