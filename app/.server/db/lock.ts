import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { writeFileOnceSync } from "../storage/write-once";

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another Prona process (pid ${pid}). ` +
        "The embedded database allows one process per directory: stop the other process, " +
        "or give this one its own DATA_DIR (or a DATABASE_URL).",
    );
    this.name = "DataDirLockedError";
  }
}

export type DirectoryLock = { release(): void };

/**
 * When a process started (Linux: clock ticks since boot, field 22 of /proc/<pid>/stat), so that a
 * pid reused by an unrelated process after a crash is not taken for the lock's owner.
 */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The holder named by a lock file's content ("pid start-time"; older locks hold the pid alone). */
function holderOf(content: string): { pid: number; running: boolean } {
  const [pidText, started] = content.trim().split(" ");
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return { pid, running: false };
  const now = startTimeOf(pid);
  return { pid, running: !started || !now || now === started };
}

/**
 * Takes an exclusive lock on a data directory: a file holding our pid and start time, created whole
 * (write-once.ts), so no reader ever sees it empty. A lock left by a process that no longer runs
 * (killed, crashed) is taken over: it is first renamed away, which only one of two starting processes
 * can do, and given back if it turns out to be a live one's.
 */
export function acquireDirectoryLock(dataDir: string): DirectoryLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "prona.lock");
  const own = `${process.pid} ${startTimeOf(process.pid) ?? ""}`.trim();
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileOnceSync(file, own);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, "utf8") === own) fs.unlinkSync(file);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const content = readOrEmpty(file);
      const holder = holderOf(content);
      if (holder.running) throw new DataDirLockedError(dataDir, holder.pid);
      const aside = `${file}.${randomBytes(6).toString("hex")}.stale`;
      try {
        fs.renameSync(file, aside);
      } catch {
        continue; // Another starter moved it first: try again.
      }
      const moved = readOrEmpty(aside);
      if (moved !== content && holderOf(moved).running) {
        // Between our read and the rename, another starter took the lock: give it back.
        fs.linkSync(aside, file);
        fs.unlinkSync(aside);
        throw new DataDirLockedError(dataDir, holderOf(moved).pid);
      }
      fs.unlinkSync(aside);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
