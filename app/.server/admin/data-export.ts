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
import { recordAudit } from "./audit";
import type { AdminDeps } from "./types";
import type { AdminActor } from "../auth/admin-actor";

export const EXPORT_FORMAT = "prona-backup";
export const EXPORT_VERSION = 1;

/** The exported tables. Credentials, sessions, reset tokens and rate-limit counters are never exported. */
export const EXPORT_TABLES = [
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

export type DataExport = {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  created_at: string;
  created_by: string;
  counts: Record<(typeof EXPORT_TABLES)[number], number>;
  tables: Record<(typeof EXPORT_TABLES)[number], unknown[]>;
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
 * The settings page's data export (document 2 §2.9 calls it the backup): the platform's data as JSON,
 * read in one transaction so it is consistent, for reading and analysis. It is not a backup: nothing
 * restores it, and it has neither photos nor credentials. Backups are `npm run backup`
 * (app/.server/backup, decisions/0018), which alone sets system.last_backup.
 */
export async function exportData(deps: Pick<AdminDeps, "db">, actor: AdminActor): Promise<DataExport> {
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const tables = await readTables(tx);
    const counts = Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length])) as DataExport["counts"];
    // The action keeps its recorded name ("data.backup"): the log's earlier entries are the same export.
    await recordAudit(tx, { actor, action: "data.backup", target: { type: "data" }, details: { counts } });
    return { format: EXPORT_FORMAT, version: EXPORT_VERSION, created_at: now.toISOString(), created_by: actor.email, counts, tables };
  });
}

export function exportFileName(createdAt: string): string {
  return `prona-export-${createdAt.replace(/[:.]/g, "-")}.json`;
}
