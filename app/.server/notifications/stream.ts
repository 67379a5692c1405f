import { AppError } from "~/domain/errors";
import type { DbOrTx } from "../db/client";
import type { Logger } from "../logger";
import type { EventBus } from "../realtime/events";
import { findOwnNotification, unreadCount } from "./list-notifications";

/** The realtime heartbeat of document 1 §9: a comment line every 30 s keeps proxies from closing the stream. */
const HEARTBEAT_MS = 30_000;
/** Tabs one person may keep open at once (per process); more is refused with 429. */
const MAX_STREAMS_PER_USER = 20;

const open = new Map<string, number>();
const closers = new Set<() => void>();

/** Ends every open stream (the server is shutting down: browsers reconnect to the next process). */
export function closeAllNotificationStreams(): void {
  for (const close of [...closers]) close();
}

/** Streams open in this process (all users, or one). */
export function openStreamCount(userId?: string): number {
  if (userId) return open.get(userId) ?? 0;
  let total = 0;
  for (const n of open.values()) total += n;
  return total;
}

export type StreamOptions = {
  heartbeatMs?: number;
  /** Checked at every heartbeat: a session that ended (logout, password change, deletion) closes the stream. */
  stillSignedIn?: () => Promise<boolean>;
  signal?: AbortSignal;
};

/**
 * Server-sent events for one user: first `event: count` with the unread count as the stream starts
 * (what the page was rendered with may already be behind: a notification created between the page's
 * render and this connection would otherwise be missed until the next page), then
 * `event: notification` with the new notification and the unread count, whenever one is created
 * for this user (in this process or, on PostgreSQL, any process).
 * Only the user's own events are subscribed to, and each row is read back with the user's id, so
 * nothing of anyone else's can appear. Everything is released when the client goes away.
 */
export function notificationStream(
  deps: { db: DbOrTx; events: EventBus; logger: Logger },
  userId: string,
  options: StreamOptions = {},
): ReadableStream<Uint8Array> {
  if (openStreamCount(userId) >= MAX_STREAMS_PER_USER) throw new AppError("RATE_LIMITED", { count: 1 });
  const encoder = new TextEncoder();
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      open.set(userId, openStreamCount(userId) + 1);
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      // Events are handled one after another, so they reach the browser in the order they happened.
      let queue = Promise.resolve();
      const unsubscribe = deps.events.subscribe(userId, (event) => {
        if (event.kind !== "notification") return;
        queue = queue.then(async () => {
          if (closed) return;
          try {
            const notification = await findOwnNotification(deps.db, userId, event.id);
            if (!notification) return; // rolled back or already deleted
            const unread_count = await unreadCount(deps.db, userId);
            send(`event: notification\nid: ${notification.id}\ndata: ${JSON.stringify({ notification, unread_count })}\n\n`);
          } catch (error) {
            deps.logger.warn({ err: error, userId }, "could not send a live notification");
          }
        });
      });
      // Read after subscribing and queued before any event: nothing falls between the count and the events.
      queue = queue.then(async () => {
        if (closed) return;
        try {
          send(`event: count\ndata: ${JSON.stringify({ unread_count: await unreadCount(deps.db, userId) })}\n\n`);
        } catch (error) {
          deps.logger.warn({ err: error, userId }, "could not send the unread count");
        }
      });
      const heartbeat = setInterval(() => {
        send(": heartbeat\n\n");
        if (options.stillSignedIn) {
          options.stillSignedIn().then(
            (ok) => {
              if (!ok) close();
            },
            () => undefined,
          );
        }
      }, options.heartbeatMs ?? HEARTBEAT_MS);
      heartbeat.unref?.();

      cleanup = () => {
        if (closed) return;
        closed = true;
        closers.delete(close);
        clearInterval(heartbeat);
        unsubscribe();
        const left = openStreamCount(userId) - 1;
        if (left > 0) open.set(userId, left);
        else open.delete(userId);
        options.signal?.removeEventListener("abort", cleanup);
      };
      const close = () => {
        if (closed) return;
        cleanup();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      closers.add(close);
      options.signal?.addEventListener("abort", cleanup);
      if (options.signal?.aborted) cleanup();
      // The browser reconnects after 1 s at first (its own backoff takes over on repeated failures).
      send("retry: 1000\n: connected\n\n");
    },
    cancel() {
      cleanup();
    },
  });
}
