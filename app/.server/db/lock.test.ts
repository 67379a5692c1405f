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
    expect(fs.readFileSync(path.join(dir, "prona.lock"), "utf8").split(" ")[0]).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, "prona.lock"))).toBe(false);
  });

  it("takes over a lock whose pid now belongs to another process (pid reused after a crash)", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      // The pid runs, but it started at another time than the one the lock recorded.
      fs.writeFileSync(path.join(dir, "prona.lock"), `${other.pid} 1`);
      const lock = acquireDirectoryLock(dir);
      expect(fs.readFileSync(path.join(dir, "prona.lock"), "utf8").split(" ")[0]).toBe(String(process.pid));
      lock.release();
    } finally {
      other.kill();
    }
  });

  it("refuses while the recorded process (pid and start time) still runs", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      await new Promise((resolve) => other.once("spawn", resolve));
      const stat = fs.readFileSync(`/proc/${other.pid}/stat`, "utf8");
      const started = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
      fs.writeFileSync(path.join(dir, "prona.lock"), `${other.pid} ${started}`);
      expect(() => acquireDirectoryLock(dir)).toThrow(DataDirLockedError);
    } finally {
      other.kill();
    }
  });

  it("takes over an empty lock file and leaves no stray files", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "prona.lock"), "");
    const lock = acquireDirectoryLock(dir);
    expect(fs.readdirSync(dir)).toEqual(["prona.lock"]);
    lock.release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
