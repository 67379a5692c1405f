import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDirectoryLock, DataDirLockedError } from "./lock";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prona-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("data directory lock", () => {
  it("refuses a directory held by another running process", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      fs.writeFileSync(path.join(dir, "prona.lock"), String(other.pid));
      expect(() => acquireDirectoryLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDirectoryLock(dir)).toThrow(/in use by another Prona process/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that has ended, and releases it", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "prona.lock"), "999999");
    const lock = acquireDirectoryLock(dir);
    expect(fs.readFileSync(path.join(dir, "prona.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, "prona.lock"))).toBe(false);
  });
});
