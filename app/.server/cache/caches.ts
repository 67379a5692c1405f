import { AsyncLocalStorage } from "node:async_hooks";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { contentVersion } from "../db/schema";

// Values derived from the content (search counts, the locations list, the settings, rendered anonymous
// pages and API answers), kept in this process and keyed on the content version: a number that
// deferred triggers raise with every committed change to what public pages show (migration 0017). A
// request reads the version (one indexed row) and finds the values computed for it, or computes them;
// a change committed by any process is seen by the next request on every process, so nothing cached
// is ever older than the data a request could read itself. Entries also expire (time-based texts:
// "added 3 days ago", the 14 days a sold listing stays) and are bounded in number.

type Entry<T> = { at: number; value: Promise<T> };

/** Entries per kind of value and how long they live at most. */
const LIMITS = {
  settings: { entries: 1, ttlMs: 60_000 },
  locations: { entries: 1, ttlMs: 60_000 },
  "search-count": { entries: 2_000, ttlMs: 60_000 },
  // The owner card's count of an account's active listings (owners/owner-card.ts).
  "owner-listings": { entries: 2_000, ttlMs: 60_000 },
  // A kept page is its rendering (the stylesheet inline) plus its Brotli and gzip forms: 250 of them
  // bound the memory (sizes: see docs/performance.md). The hot addresses (home, the default search,
  // the busiest listings) fit.
  responses: { entries: 250, ttlMs: 30_000 },
  // Signed-in pages cut at their readers' values (server/page-template.ts): as big as a kept page, keyed
  // also by the reader's shape and unread count, so fewer addresses share them.
  "signed-in pages": { entries: 150, ttlMs: 30_000 },
} as const;
type CacheName = keyof typeof LIMITS;

export type Caches = {
  /** The content version now: read from the database after the call began (so a committed change is seen). */
  version(): Promise<number>;
  /** The value kept for `key` at the current version, or `compute()`'s (kept while the version lasts). */
  memo<T>(name: CacheName, key: string, compute: () => Promise<T>): Promise<T>;
  /** As `memo`, at a version the caller already read. */
  memoAt<T>(name: CacheName, version: number, key: string, compute: () => Promise<T>): Promise<T>;
  /** The value kept for `key` at `version`, if there is one (being computed or done), without computing it. */
  peekAt<T>(name: CacheName, version: number, key: string): Promise<T> | undefined;
};

/**
 * One reading request's version: the first cache it uses reads the version, the others reuse it, so a
 * page reads it once (not once per cache: settings, locations, counts, the kept answer) and sees one
 * version throughout. Only for requests that change nothing (a form post's loaders must see its change).
 */
const requestVersion = new AsyncLocalStorage<{ version?: Promise<number> }>();

/** Runs `handle` (a reading request) with its own content version, read at its first use. */
export function withRequestVersion<T>(handle: () => T): T {
  return requestVersion.run({}, handle);
}

/**
 * Reads the version, batching callers: a call joins the read that starts after it (never one already
 * under way, which might predate a change the caller must see), so at most one read runs and one waits.
 */
function versionReader(db: Db): () => Promise<number> {
  let waiting: Promise<number> | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const read = async () => {
    const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
    return Number(row?.version ?? 0);
  };
  return () => {
    if (!waiting) {
      const next = running.then(
        () => {
          waiting = null;
          return read();
        },
        () => {
          waiting = null;
          return read();
        },
      );
      waiting = next;
      running = next.catch(() => undefined);
    }
    return waiting;
  };
}

export function createCaches(db: Db, now: () => number = Date.now): Caches {
  const stores = new Map<CacheName, { version: number; entries: Map<string, Entry<unknown>> }>();

  function memoAt<T>(name: CacheName, version: number, key: string, compute: () => Promise<T>): Promise<T> {
    let store = stores.get(name);
    if (!store || store.version < version) {
      store = { version, entries: new Map() };
      stores.set(name, store);
    }
    // A request that read an older version than another already has: its value is not kept.
    if (store.version > version) return compute();
    const { entries } = store;
    const { entries: max, ttlMs } = LIMITS[name];
    const hit = entries.get(key) as Entry<T> | undefined;
    if (hit && now() - hit.at < ttlMs) return hit.value;
    if (hit) entries.delete(key);
    // Maps iterate in insertion order: the first key is the oldest entry.
    if (entries.size >= max) entries.delete(entries.keys().next().value!);
    const entry: Entry<T> = { at: now(), value: compute() };
    entries.set(key, entry);
    // A failure is not kept: the next request tries again.
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  }

  function peekAt<T>(name: CacheName, version: number, key: string): Promise<T> | undefined {
    const store = stores.get(name);
    if (!store || store.version !== version) return undefined;
    const hit = store.entries.get(key) as Entry<T> | undefined;
    return hit && now() - hit.at < LIMITS[name].ttlMs ? hit.value : undefined;
  }

  const read = versionReader(db);
  const version = () => {
    const scope = requestVersion.getStore();
    if (!scope) return read();
    // A failed read is not kept: the next cache of the request tries again.
    scope.version ??= read().catch((error: unknown) => {
      scope.version = undefined;
      throw error;
    });
    return scope.version;
  };
  return {
    version,
    memoAt,
    peekAt,
    async memo(name, key, compute) {
      return memoAt(name, await version(), key, compute);
    },
  };
}
