import { asc, getTableColumns } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import {
  agencyProfiles,
  phoneReveals,
  auditLog,
  contactMessages,
  contactRequests,
  favorites,
  notifications,
  platformSettings,
  profiles,
  properties,
  propertyViews,
  reviews,
} from "../db/schema";
import { getSettingsGroup, saveSettingsGroup } from "../platform/settings";
import { recordAudit } from "./audit";
import type { AdminDeps } from "./types";
import type { AdminActor } from "../auth/admin-actor";

export const BACKUP_FORMAT = "prona-backup";
export const BACKUP_VERSION = 1;

/** The exported tables. Credentials, sessions, reset tokens and rate-limit counters are never exported. */
export const BACKUP_TABLES = [
  "profiles",
  "properties",
  "property_views",
  "favorites",
  "contact_requests",
  "notifications",
  "reviews",
  "contact_messages",
  "platform_settings",
  "audit_log",
  "agency_profiles",
  "phone_reveals",
] as const;

export type Backup = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  created_at: string;
  created_by: string;
  counts: Record<(typeof BACKUP_TABLES)[number], number>;
  tables: Record<(typeof BACKUP_TABLES)[number], unknown[]>;
};

async function readTables(tx: DbOrTx) {
  // search_text is derived from the other columns; profiles hold no secrets (those are other tables).
  const { search_text: _searchText, search_vector: _searchVector, ...propertyColumns } = getTableColumns(properties);
  return {
    profiles: await tx.select().from(profiles).orderBy(asc(profiles.created_at)),
    properties: await tx.select(propertyColumns).from(properties).orderBy(asc(properties.created_at)),
    property_views: await tx.select().from(propertyViews).orderBy(asc(propertyViews.id)),
    favorites: await tx.select().from(favorites).orderBy(asc(favorites.created_at)),
    contact_requests: await tx.select().from(contactRequests).orderBy(asc(contactRequests.created_at)),
    notifications: await tx.select().from(notifications).orderBy(asc(notifications.created_at)),
    reviews: await tx.select().from(reviews).orderBy(asc(reviews.created_at)),
    contact_messages: await tx.select().from(contactMessages).orderBy(asc(contactMessages.created_at)),
    platform_settings: await tx.select().from(platformSettings).orderBy(asc(platformSettings.key)),
    audit_log: await tx.select().from(auditLog).orderBy(asc(auditLog.id)),
    agency_profiles: await tx.select().from(agencyProfiles).orderBy(asc(agencyProfiles.created_at)),
    phone_reveals: await tx.select().from(phoneReveals).orderBy(asc(phoneReveals.day), asc(phoneReveals.property_id)),
  };
}

/**
 * The settings page's backup (document 2 §2.9): a JSON export of the platform's data, read in one
 * transaction so it is consistent, and the time of it stored as system.last_backup.
 */
export async function createBackup(deps: Pick<AdminDeps, "db">, actor: AdminActor): Promise<Backup> {
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const system = await getSettingsGroup(tx, "system");
    await saveSettingsGroup(tx, "system", { ...system, last_backup: now.toISOString() }, actor.id);
    const tables = await readTables(tx);
    const counts = Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length])) as Backup["counts"];
    await recordAudit(tx, actor, "data.backup", { type: "data" }, { counts });
    return { format: BACKUP_FORMAT, version: BACKUP_VERSION, created_at: now.toISOString(), created_by: actor.email, counts, tables };
  });
}

export function backupFileName(createdAt: string): string {
  return `prona-backup-${createdAt.replace(/[:.]/g, "-")}.json`;
}
