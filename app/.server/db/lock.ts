import fs from "node:fs";
import path from "node:path";

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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock on a data directory: a file holding our pid, created atomically.
 * A lock left by a process that no longer runs is taken over.
 */
export function acquireDirectoryLock(dataDir: string): DirectoryLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "prona.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(fs.readFileSync(file, "utf8"));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      fs.unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
