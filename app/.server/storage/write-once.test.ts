import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeFileOnce, writeFileOnceSync } from "./write-once";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prona-write-once-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("writing a file whole, once", () => {
  it("writes the bytes under the name and leaves no temporary file", async () => {
    const dir = tempDir();
    await writeFileOnce(path.join(dir, "a.jpg"), Buffer.from("photo"));
    writeFileOnceSync(path.join(dir, "secret"), "s3cr3t", 0o600);
    expect(fs.readdirSync(dir).sort()).toEqual(["a.jpg", "secret"]);
    expect(fs.readFileSync(path.join(dir, "a.jpg"), "utf8")).toBe("photo");
    expect(fs.statSync(path.join(dir, "secret")).mode & 0o777).toBe(0o600);
  });

  it("never replaces an existing file", async () => {
    const dir = tempDir();
    const file = path.join(dir, "a.jpg");
    fs.writeFileSync(file, "first");
    await expect(writeFileOnce(file, "second")).rejects.toMatchObject({ code: "EEXIST" });
    expect(() => writeFileOnceSync(file, "second")).toThrow(/EEXIST/);
    expect(fs.readFileSync(file, "utf8")).toBe("first");
    expect(fs.readdirSync(dir)).toEqual(["a.jpg"]);
  });

  it("leaves nothing under the name when the process is killed while writing", async () => {
    const dir = tempDir();
    const file = path.join(dir, "big.jpg");
    // A child process writes 256 MB with writeFileOnce and is killed as soon as bytes are on disk.
    const module = JSON.stringify(path.join(import.meta.dirname, "write-once.ts"));
    const writer = spawn(process.execPath, [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `const { writeFileOnce } = await import(${module}); await writeFileOnce(${JSON.stringify(file)}, Buffer.alloc(256 * 1024 * 1024, 7));`,
    ]);
    const written = () => fs.readdirSync(dir).some((f) => fs.statSync(path.join(dir, f)).size > 0);
    for (let i = 0; i < 2000 && !written(); i++) await new Promise((r) => setTimeout(r, 5));
    writer.kill("SIGKILL");
    await new Promise((resolve) => writer.once("exit", resolve));
    expect(fs.existsSync(file)).toBe(false);
    // The leftover is a temporary file (removed by the orphan-photos job once old).
    const [leftover, ...more] = fs.readdirSync(dir);
    expect(more).toEqual([]);
    expect(leftover).toMatch(/^big\.jpg\.[0-9a-f]{12}\.tmp$/);
  });
});
