import type { NotificationType } from "~/domain/enums";

/** A notification as the API sends it. */
export type ClientNotification = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  is_read: boolean;
  property_id: string | null;
  created_at: string;
};

/** What happens to the user's notifications in this browser tab. */
export type NotificationChange =
  | { kind: "created"; notification: ClientNotification; unread_count: number }
  | { kind: "read"; ids: string[] | "all"; unread_count: number }
  | { kind: "deleted"; id: string; unread_count: number }
  /** The unread count as the live connection (re)opened: the page's own may be behind it. */
  | { kind: "count"; unread_count: number }
  /** The live connection came back after a gap: lists should reload what they may have missed. */
  | { kind: "resync" };

type Listener = (change: NotificationChange) => void;

const listeners = new Set<Listener>();
/** Reconnect backoff of document 1 §9: 1, 2, 5, 10 s (then every 10 s). */
const BACKOFF_MS = [1000, 2000, 5000, 10_000];

// Browser-only: one live connection per tab, shared by every component that listens.
/* eslint-disable no-restricted-syntax */
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
let hadGap = false;
/** The unread count as of the last change the open connection (or this tab) told of; unknown across a gap. */
let lastCount: number | undefined;
/* eslint-enable no-restricted-syntax */

function emit(change: NotificationChange) {
  if ("unread_count" in change) lastCount = change.unread_count;
  for (const listener of [...listeners]) listener(change);
}

function connect() {
  if (source || typeof EventSource === "undefined") return;
  const es = new EventSource("/api/notifications/stream");
  source = es;
  es.addEventListener("open", () => {
    failures = 0;
    if (hadGap) {
      hadGap = false;
      emit({ kind: "resync" });
    }
  });
  es.addEventListener("count", (event) => {
    try {
      const data = JSON.parse((event as MessageEvent<string>).data) as { unread_count: number };
      emit({ kind: "count", unread_count: data.unread_count });
    } catch {
      // A malformed event is skipped.
    }
  });
  es.addEventListener("notification", (event) => {
    try {
      const data = JSON.parse((event as MessageEvent<string>).data) as { notification: ClientNotification; unread_count: number };
      emit({ kind: "created", notification: data.notification, unread_count: data.unread_count });
    } catch {
      // A malformed event is skipped.
    }
  });
  es.addEventListener("error", () => {
    // The browser's own retry would hammer a server that refuses us; we back off instead.
    es.close();
    if (source === es) source = null;
    hadGap = true;
    lastCount = undefined;
    if (listeners.size === 0) return;
    const delay = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)]!;
    failures += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, delay);
  });
}

function disconnect() {
  clearTimeout(retryTimer);
  source?.close();
  source = null;
  failures = 0;
  lastCount = undefined;
}

/**
 * Listens to the user's notification changes: new ones arrive over one shared server-sent event
 * stream (opened with the first listener, closed with the last); changes made in this tab (read,
 * deleted) are announced with `announce`. Returns the function that stops listening.
 */
export function listenToNotifications(listener: Listener): () => void {
  listeners.add(listener);
  // A listener joining an open connection (the bell's code arriving after the page's list) missed
  // its first count and whatever came since: it starts from the count as of now.
  const count = source ? lastCount : undefined;
  if (count !== undefined) queueMicrotask(() => listeners.has(listener) && listener({ kind: "count", unread_count: count }));
  connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) disconnect();
  };
}

/** Tells the other parts of the page (bell, list) about a change made here. */
export function announce(change: NotificationChange) {
  emit(change);
}

/** Calls the notifications API; a refusal or network error throws. */
export async function notificationRequest<T>(method: "POST" | "DELETE" | "GET", path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api/notifications${path}`, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  if (!response.ok) throw new Error(`notifications request failed: ${response.status}`);
  return (await response.json()) as T;
}
