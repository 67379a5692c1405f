import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "~/.server/api/app";
import { loadConfig, type Config } from "~/.server/config";
import { openPglite, openPostgres, type Database, type Db } from "~/.server/db/client";
import { createServices } from "~/.server/services";
import { localStorageRoot } from "~/.server/storage/local";
import { createLogger } from "~/.server/logger";
import { ApiClient } from "../../../tests/support/api-client";
import { createEmptyPostgresDatabase } from "../../../tests/support/empty-database";
import { TEMPLATE_DIR, TEST_TMP } from "../../../tests/support/paths";
import { createPostgresTestDatabase, onPostgres } from "../../../tests/support/services";
import { BackupError } from "./backup-error";
import { createBackup } from "./create-backup";
import { TRANSIENT_TABLES } from "./manifest";
import { restoreBackup } from "./restore-backup";

// The round trip an operator relies on: a site with accounts and photos → `npm run backup` → an
// empty database and storage → `npm run restore` → the same rows, the same photo bytes, and the
// accounts can sign in. On PGlite (DATA_DIR on disk) and, in the api:postgres project, PostgreSQL.

const cleanups: (() => Promise<void>)[] = [];
const work = path.join(TEST_TMP, `backup-${randomBytes(6).toString("hex")}`);

/** An empty PostgreSQL database (no tables at all), as `createdb` gives an operator. */
async function emptyPostgresDatabase(): Promise<string> {
  const created = await createEmptyPostgresDatabase();
  cleanups.push(created.drop);
  return created.url;
}

/** A site's configuration: its own DATA_DIR (photos; the embedded database) or a PostgreSQL database. */
function siteConfig(name: string, databaseUrl?: string): Config {
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: path.join(work, name),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PUBLIC_URL: "http://prona.test",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    LOG_LEVEL: "silent",
    PASSWORD_HASH_COST: "test",
  });
}

async function emptySite(name: string): Promise<Config> {
  return siteConfig(name, onPostgres ? await emptyPostgresDatabase() : undefined);
}

const open = (config: Config): Promise<Database> => (config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir));

/** Every row of every table of the app, as PostgreSQL writes it as text, sorted: equal means the same data. */
async function rowsOf(db: Db): Promise<Record<string, string[]>> {
  const tables = (await db.execute<{ name: string }>(
    `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name, schemaname || '.' || tablename as label
         from pg_tables where schemaname in ('public', 'drizzle') order by 2`,
  )) as unknown as { rows: { name: string; label: string }[] };
  const result: Record<string, string[]> = {};
  for (const { name, label } of tables.rows) {
    const rows = (await db.execute(`select t::text as r from ${name} t order by 1`)) as unknown as { rows: { r: string }[] };
    result[label] = rows.rows.map((row) => row.r);
  }
  return result;
}

async function allRows(config: Config): Promise<Record<string, string[]>> {
  const database = await open(config);
  try {
    return await rowsOf(database.db);
  } finally {
    await database.close();
  }
}

/** The photo files of a site's local storage, by key, with their bytes. */
function photoFiles(config: Config): Map<string, Buffer> {
  const root = localStorageRoot(config.dataDir);
  const files = new Map<string, Buffer>();
  if (!fs.existsSync(root)) return files;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files.set(path.relative(root, file), fs.readFileSync(file));
    }
  }
  return files;
}

async function withApi<T>(config: Config, run: (api: ReturnType<typeof createApi>, db: Db) => Promise<T>): Promise<T> {
  const services = await createServices(config, { logger: createLogger("silent") });
  try {
    return await run(createApi(services), services.db);
  } finally {
    await services.close();
  }
}

let source: Config;
let owner: { email: string; password: string };
let listingId: string;
let archive: string;
let sourceRows: Record<string, string[]>;
let oldPhotoMedium: string;

beforeAll(async () => {
  fs.mkdirSync(work, { recursive: true });
  if (onPostgres) {
    const created = await createPostgresTestDatabase();
    cleanups.push(created.drop);
    source = siteConfig("source", created.url);
  } else {
    source = siteConfig("source");
    // The migrated template as the embedded database on disk (global-db.ts), quicker than initdb.
    fs.cpSync(TEMPLATE_DIR, path.join(source.dataDir, "pglite"), { recursive: true });
  }
  await withApi(source, async (api) => {
    const ownerClient = new ApiClient(api);
    owner = await ownerClient.register({ name: "Arta Krasniqi" });
    await new ApiClient(api).register({ name: "Blerim Gashi" });
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: "Banesë me kopje rezervë",
      description: "Me foto.",
      price: "450",
      location: "Prizren",
    }))
      form.append(name, value);
    for (const color of ["#c87828", "#2878c8"]) {
      const photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: color } })
        .jpeg()
        .toBuffer();
      form.append("images", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "dhoma.jpg");
    }
    const created = await ownerClient.request<{ property: { id: string; images: string[] } }>("POST", "/api/properties", form);
    expect(created.status).toBe(201);
    listingId = created.body.property.id;
    // The first photo as stored before there were medium variants: it has none (yet).
    oldPhotoMedium = created.body.property.images[0]!.replace("/storage/property-images/", "").replace(/\.jpg$/, ".medium.webp");
    fs.rmSync(path.join(localStorageRoot(source.dataDir), oldPhotoMedium));
  });
  archive = path.join(work, "site.tar.gz");
  await createBackup(source, archive);
  sourceRows = await allRows(source);
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let target: Config;

  it("writes the archive readable by its owner only (0600: it holds password hashes), whatever the umask", () => {
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
  });

  it("restores into an empty site the same rows table by table and the same photo bytes, and accounts sign in", async () => {
    target = await emptySite("target");
    const result = await restoreBackup(target, archive);
    // Two photos, each with its card, medium and gallery variants, but the old photo has no medium
    // variant: left out, and not reported missing (nothing is lost; the backfill job makes it).
    expect(result.photos).toBe(7);
    expect(result.manifest.missing_photos).toEqual([]);
    expect(result.foreignPhotoUrls).toBe(0);

    const photos = photoFiles(target);
    expect([...photos.keys()].sort()).toEqual([...photoFiles(source).keys()].sort());
    expect(photos.size).toBe(7);
    expect(photos.has(oldPhotoMedium)).toBe(false);
    for (const [key, bytes] of photoFiles(source)) expect(photos.get(key)!.equals(bytes), key).toBe(true);

    // The restored site as the server opens it (the migrations find nothing to do).
    await withApi(target, async (api, db) => {
      const restored = await rowsOf(db);
      expect(Object.keys(restored)).toEqual(Object.keys(sourceRows));
      for (const table of Object.keys(sourceRows)) {
        if ((TRANSIENT_TABLES as readonly string[]).includes(table)) expect(restored[table], table).toEqual([]);
        else expect(restored[table], table).toEqual(sourceRows[table]);
      }
      expect(sourceRows["public.profiles"]).toHaveLength(2);
      expect(sourceRows["public.sessions"]!.length).toBeGreaterThan(0);

      const client = new ApiClient(api);
      expect((await client.post("/api/auth/login", { email: owner.email, password: owner.password })).status).toBe(200);
      const mine = await client.get<{ properties: { id: string; images: string[] }[] }>("/api/my/properties");
      expect(mine.status).toBe(200);
      expect(mine.body.properties.map((p) => p.id)).toEqual([listingId]);
      expect(mine.body.properties[0]!.images).toHaveLength(2);
      expect((await client.post("/api/auth/login", { email: owner.email, password: "wrong-password" })).status).toBe(401);
    });
  });

  it("refuses a database with accounts or listings, changing nothing, and replaces it when forced", async () => {
    const nonTransient = (rows: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(rows).filter(([table]) => !(TRANSIENT_TABLES as readonly string[]).includes(table)));
    const before = onPostgres ? await allRows(target) : null;
    const refusal = restoreBackup(target, archive);
    await expect(refusal).rejects.toThrow(BackupError);
    await expect(refusal).rejects.toThrow(/already holds 2 account\(s\) and 1 listing\(s\).*--force.*Nothing was changed/);
    if (before) expect(await allRows(target)).toEqual(before);

    const result = await restoreBackup(target, archive, { force: true });
    const restored = await allRows(target);
    expect(nonTransient(restored)).toEqual(nonTransient(sourceRows));
    expect(restored["public.sessions"]).toEqual([]);
    if (onPostgres) {
      expect(result.keptAside).toBeNull();
    } else {
      // The replaced database is kept aside as it was after the refusal: the restored rows and the
      // session of the sign-in above, nothing else.
      const aside = siteConfig("kept-aside");
      fs.mkdirSync(aside.dataDir, { recursive: true });
      fs.renameSync(result.keptAside!, path.join(aside.dataDir, "pglite"));
      const keptRows = await allRows(aside);
      expect(nonTransient(keptRows)).toEqual(nonTransient(sourceRows));
      expect(keptRows["public.sessions"]).toHaveLength(1);
    }
  });

  it("refuses a truncated or damaged archive with a clear message, before touching the database or the photos", async () => {
    const bytes = fs.readFileSync(archive);
    const truncated = path.join(work, "truncated.tar.gz");
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const damaged = path.join(work, "damaged.tar.gz");
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)]! ^= 0xff;
    fs.writeFileSync(damaged, flipped);
    const notAnArchive = path.join(work, "notes.txt");
    fs.writeFileSync(notAnArchive, "not a backup");

    const empty = await emptySite("untouched");
    for (const file of [truncated, damaged, notAnArchive]) {
      await expect(restoreBackup(empty, file), file).rejects.toThrow(/is not a complete Prona backup \(.+\)\. Nothing was changed\./);
    }
    await expect(restoreBackup(empty, path.join(work, "no-such-file.tar.gz"))).rejects.toThrow(/Cannot read .* Nothing was changed/);
    expect(photoFiles(empty).size).toBe(0);
    if (onPostgres) expect(Object.keys(await allRows(empty))).toEqual([]);
    else expect(fs.readdirSync(empty.dataDir).filter((name) => name.startsWith("pglite"))).toEqual([]);
  });

  it("refuses a backup of the other driver, and never overwrites an existing backup file", async () => {
    const other = onPostgres ? siteConfig("other-driver") : siteConfig("other-driver", "postgres://127.0.0.1:1/none");
    if (onPostgres) await expect(restoreBackup(other, archive)).rejects.toThrow(/backup is of a PostgreSQL database, not the embedded/);
    else await expect(restoreBackup(other, archive)).rejects.toThrow(/Cannot connect to the database of DATABASE_URL/);
    await expect(createBackup(source, archive)).rejects.toThrow(/exists already/);
  });
});
