import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractArchive, sha256Of, writeArchive } from "./archive";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, MANIFEST_FILE } from "./manifest";

// What a restore reads from an archive: only a backup's own paths, each file as the manifest says.
let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "prona-archive-test-"));
});
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

const folder = (name: string) => {
  const dir = path.join(root, name);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
};

async function stageBackup(name: string, extra: Record<string, string> = {}) {
  const stage = folder(name);
  fs.writeFileSync(path.join(stage, "database.pgdump"), "dump bytes");
  for (const [file, text] of Object.entries(extra)) {
    fs.mkdirSync(path.dirname(path.join(stage, file)), { recursive: true });
    fs.writeFileSync(path.join(stage, file), text);
  }
  const manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    created_at: new Date().toISOString(),
    driver: "postgres",
    migrations: 1,
    tables: { "public.profiles": 0 },
    missing_photos: [],
    files: { "database.pgdump": await sha256Of(path.join(stage, "database.pgdump")) },
  };
  fs.writeFileSync(path.join(stage, MANIFEST_FILE), JSON.stringify(manifest));
  return stage;
}

describe("backup archives", () => {
  it("reads back what it wrote, and never leaves a half-written file under the target name", async () => {
    const stage = await stageBackup("good");
    const target = path.join(root, "good.tar.gz");
    await writeArchive(stage, ["database.pgdump"], target);
    expect(fs.existsSync(`${target}.partial`)).toBe(false);
    const manifest = await extractArchive(target, folder("good-out"));
    expect(manifest.driver).toBe("postgres");
    expect(fs.readFileSync(path.join(root, "good-out", "database.pgdump"), "utf8")).toBe("dump bytes");
  });

  it("refuses entries a backup never has, such as a script or a link, and writes none of them", async () => {
    const stage = await stageBackup("foreign", { "evil.sh": "rm -rf /" });
    fs.symlinkSync("/etc/passwd", path.join(stage, "database.pglite.tar"));
    const target = path.join(root, "foreign.tar.gz");
    await tar.create({ gzip: true, cwd: stage, file: target }, [MANIFEST_FILE, "database.pgdump", "evil.sh", "database.pglite.tar"]);
    const out = folder("foreign-out");
    await expect(extractArchive(target, out)).rejects.toThrow(
      /not a complete Prona backup \(unexpected entries such as evil\.sh, database\.pglite\.tar\)/,
    );
    expect(fs.readdirSync(out).sort()).toEqual([MANIFEST_FILE, "database.pgdump"].sort());
  });

  it("refuses a file the manifest does not name, or one whose bytes changed", async () => {
    const stage = await stageBackup("extra", { "photos/3f2b8c1e-5a6d-4e7f-8a9b-0c1d2e3f4a5b/1763800000000-a1b2c3d4.jpg": "jpeg" });
    const target = path.join(root, "extra.tar.gz");
    await tar.create({ gzip: true, cwd: stage, file: target }, [MANIFEST_FILE, "database.pgdump", "photos"]);
    await expect(extractArchive(target, folder("extra-out"))).rejects.toThrow(/files not named in its manifest/);

    const changed = await stageBackup("changed");
    fs.writeFileSync(path.join(changed, "database.pgdump"), "other bytes");
    const changedTarget = path.join(root, "changed.tar.gz");
    await writeArchive(changed, ["database.pgdump"], changedTarget);
    await expect(extractArchive(changedTarget, folder("changed-out"))).rejects.toThrow(/database\.pgdump does not match its checksum/);
  });
});
