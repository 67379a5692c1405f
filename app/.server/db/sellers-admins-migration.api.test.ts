import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openEmptyTestDatabase } from "../../../tests/support/empty-database";
import { TEST_TMP } from "../../../tests/support/paths";
import type { Database } from "./client";
import { migrate, MIGRATIONS_DIR } from "./migrate";
import { auditLog, platformSettings } from "./schema";

// Migration 0004 on a database that was in use before it: the sellers-become-admins switch is turned
// off unless the audit trail shows an administrator saved it as a change (docs/decisions/0008).

const BEFORE = "0003_view_once_per_visitor_day";
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The committed migrations up to and including `last`, as a folder of their own. */
function migrationsUpTo(last: string): string {
  const dir = path.join(TEST_TMP, `migrations-${randomBytes(4).toString("hex")}`);
  fs.mkdirSync(path.join(dir, "meta"), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((e) => e.tag === last);
  expect(upTo).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, upTo + 1);
  for (const entry of journal.entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify(journal));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function emptyDatabase(): Promise<Database> {
  const database = await openEmptyTestDatabase();
  cleanups.push(() => database.close());
  return database;
}

async function systemAfterMigration(system: Record<string, unknown>, audit: Record<string, unknown>[] = []) {
  const database = await emptyDatabase();
  await migrate(database, migrationsUpTo(BEFORE));
  await database.db.insert(platformSettings).values([
    { key: "system", value: system },
    { key: "site", value: { name: "Prona Kosova" } },
  ]);
  if (audit.length) {
    await database.db
      .insert(auditLog)
      .values(audit.map((details) => ({ action: "settings.save", target_type: "settings", actor_email: "ops@prona.test", details })));
  }
  await migrate(database);
  const rows = await database.db.select().from(platformSettings);
  return { system: rows.find((r) => r.key === "system")!.value, site: rows.find((r) => r.key === "site")!.value };
}

describe("migration 0004_sellers_become_admins_off", () => {
  it("turns the switch off where it was on by default, keeping the other settings", async () => {
    const { system, site } = await systemAfterMigration({
      maintenance_mode: true,
      version: "1.0.0",
      last_backup: null,
      sellers_become_admins: true,
    });
    expect(system).toEqual({ maintenance_mode: true, version: "1.0.0", last_backup: null, sellers_become_admins: false });
    expect(site).toEqual({ name: "Prona Kosova" });
  });

  it("turns it off where it was never stored (it used to default to on)", async () => {
    const { system } = await systemAfterMigration({ maintenance_mode: false });
    expect(system).toEqual({ maintenance_mode: false, sellers_become_admins: false });
  });

  it("turns it off when administrators saved the settings without changing it", async () => {
    const { system } = await systemAfterMigration({ sellers_become_admins: true }, [
      { changed: { site: ["name"] } },
      { changed: { system: ["maintenance_mode"] } },
    ]);
    expect(system).toEqual({ sellers_become_admins: false });
  });

  it("keeps it on when an administrator saved it as a change (it is on now, so they switched it on)", async () => {
    const { system } = await systemAfterMigration({ sellers_become_admins: true, maintenance_mode: false }, [
      { changed: { system: ["sellers_become_admins"] } },
      { changed: { system: ["maintenance_mode", "sellers_become_admins"] } },
    ]);
    expect(system).toEqual({ sellers_become_admins: true, maintenance_mode: false });
  });

  it("leaves it off where it was off", async () => {
    const { system } = await systemAfterMigration({ sellers_become_admins: false }, [{ changed: { system: ["sellers_become_admins"] } }]);
    expect(system).toEqual({ sellers_become_admins: false });
  });
});
