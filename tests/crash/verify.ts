import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Ledger, WriteKind } from "./writers";

/** Reads the database directly (after the app has stopped): PGlite on the data directory, or pg. */
export type Sql = { query<T>(text: string, params?: unknown[]): Promise<T[]>; close(): Promise<void> };

export type Findings = {
  lost: Record<WriteKind | "session", number>;
  /** Visible states no single write leaves: a listing short of its photos, a row naming a bad file. */
  halfWritten: string[];
  lostDetails: string[];
  /** Files no row names (left by a kill between storing and committing): garbage, not data. */
  orphanFiles: number;
  /** Temporary files of writes cut short (`*.tmp`): garbage, never served. */
  tempFiles: number;
  checkedFiles: number;
};

const VARIANTS = ["", ".card.webp", ".medium.webp", ".gallery.webp"];
const STORAGE_PREFIX = "/storage/property-images/";

/** The stored files of one photo URL: the original and its three WebP variants. */
function filesOf(storageRoot: string, url: string): string[] {
  const key = url.slice(STORAGE_PREFIX.length);
  const original = path.join(storageRoot, key);
  return VARIANTS.map((suffix) => (suffix ? original.replace(/\.(jpg|png|webp|gif)$/, suffix) : original));
}

/** Whether a stored image decodes completely (a truncated file fails). */
async function decodes(file: string): Promise<boolean> {
  try {
    await sharp(file, { failOn: "truncated" }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Every acknowledged write is present and whole, and no row shows a half-made state. `sessions` are
 * the acknowledged users whose session the restarted app still accepted (checked by the caller).
 */
export async function verify(sql: Sql, ledger: Ledger, runId: string, storageRoot: string): Promise<Findings> {
  const findings: Findings = {
    lost: { registration: 0, listing: 0, "listing photos": 0, "added photos": 0, favourite: 0, "contact request": 0, session: 0 },
    halfWritten: [],
    lostDetails: [],
    orphanFiles: 0,
    tempFiles: 0,
    checkedFiles: 0,
  };
  const lose = (kind: WriteKind, detail: string) => {
    findings.lost[kind]++;
    findings.lostDetails.push(`${kind}: ${detail}`);
  };

  // Registrations: the profile and its password (one sign-up transaction).
  const userIds = [...ledger.users.keys()];
  const users = await sql.query<{ id: string; email: string; has_password: boolean; sessions: number }>(
    `select p.id, p.email,
       exists (select 1 from credentials c where c.user_id = p.id and c.password is not null) as has_password,
       (select count(*)::int from sessions s where s.user_id = p.id) as sessions
     from profiles p where p.id = any($1::uuid[])`,
    [userIds],
  );
  const usersById = new Map(users.map((u) => [u.id, u]));
  for (const [id, acked] of ledger.users) {
    const row = usersById.get(id);
    if (!row || row.email !== acked.email || !row.has_password) lose("registration", `${id} ${acked.email}`);
    else if (row.sessions === 0) {
      findings.lost.session++;
      findings.lostDetails.push(`session: ${id}`);
    }
  }

  // Listings of this run, answered or not: every one must be whole.
  const rows = await sql.query<{ id: string; owner_id: string; title: string; images: string[]; floor_plan: string | null }>(
    `select id, owner_id, title, images, floor_plan from properties where title like $1`,
    [`Crash ${runId} %`],
  );
  const rowsById = new Map(rows.map((r) => [r.id, r]));
  for (const [id, acked] of ledger.listings) {
    const row = rowsById.get(id);
    if (!row || row.owner_id !== acked.ownerId || row.title !== acked.title) {
      lose("listing", id);
      continue;
    }
    const missing = acked.images.filter((url) => !row.images.includes(url));
    if (missing.length) lose(acked.photosAtCreate ? "listing photos" : "added photos", `${id} lacks ${missing.join(", ")}`);
  }
  const referenced = new Set<string>();
  for (const row of rows) {
    const asked = Number(/ photos=(\d)$/.exec(row.title)?.[1] ?? 0);
    if (row.images.length < asked)
      findings.halfWritten.push(`listing ${row.id} has ${row.images.length} of the ${asked} photos it was created with`);
    for (const url of [...row.images, ...(row.floor_plan ? [row.floor_plan] : [])]) {
      if (!url.startsWith(STORAGE_PREFIX)) {
        findings.halfWritten.push(`listing ${row.id} names a foreign photo ${url}`);
        continue;
      }
      for (const file of filesOf(storageRoot, url)) {
        referenced.add(file);
        findings.checkedFiles++;
        if (!fs.existsSync(file)) findings.halfWritten.push(`listing ${row.id}: ${path.basename(file)} is missing`);
        else if (!(await decodes(file))) findings.halfWritten.push(`listing ${row.id}: ${path.basename(file)} does not decode`);
      }
    }
  }

  // Favourites and contact requests.
  const favourites = await sql.query<{ key: string }>(
    `select user_id || '/' || property_id as key from favorites where user_id = any($1::uuid[])`,
    [userIds],
  );
  const favouriteKeys = new Set(favourites.map((f) => f.key));
  for (const f of ledger.favourites)
    if (!favouriteKeys.has(`${f.userId}/${f.propertyId}`)) lose("favourite", `${f.userId} → ${f.propertyId}`);
  const contacts = await sql.query<{ id: string; property_id: string; requester_id: string; message: string }>(
    `select id, property_id, requester_id, message from contact_requests where id = any($1::uuid[])`,
    [ledger.contacts.map((c) => c.id)],
  );
  const contactsById = new Map(contacts.map((c) => [c.id, c]));
  for (const c of ledger.contacts) {
    const row = contactsById.get(c.id);
    if (!row || row.property_id !== c.propertyId || row.requester_id !== c.requesterId || row.message !== c.message)
      lose("contact request", c.id);
  }

  // Files on disk that no row names: what a kill between storing and committing leaves.
  if (fs.existsSync(storageRoot)) {
    for (const entry of fs.readdirSync(storageRoot, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      if (entry.name.endsWith(".tmp")) findings.tempFiles++;
      else if (!referenced.has(file)) findings.orphanFiles++;
    }
  }
  return findings;
}
