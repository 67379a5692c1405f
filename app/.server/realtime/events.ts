import { EventEmitter } from "node:events";
import type pg from "pg";
import type { Logger } from "../logger";

// Live events for open browsers. An event names what happened and to whom; listeners read the
// details from the database, so an event from a transaction that rolled back finds nothing to send.

export type AppEvent = { kind: "notification"; userId: string; id: string };
type Listener = (event: AppEvent) => void;

export interface EventBus {
  publish(event: AppEvent): Promise<void>;
  /** Listens to one user's events; returns the function that stops listening. */
  subscribe(userId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

const CHANNEL = "prona_events";

function localBus(): { emitter: EventEmitter; subscribe: EventBus["subscribe"] } {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // one per open browser tab
  return {
    emitter,
    subscribe(userId, listener) {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
  };
}

/** One process (the embedded database): events stay in memory. */
export function createLocalEventBus(): EventBus {
  const { emitter, subscribe } = localBus();
  return {
    async publish(event) {
      emitter.emit(event.userId, event);
    },
    subscribe,
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Several processes on one PostgreSQL server: events travel by NOTIFY, and every process (this one
 * included) LISTENs on one dedicated connection and hands them to its own subscribers.
 */
export async function createPostgresEventBus(pool: pg.Pool, logger: Logger): Promise<EventBus> {
  const { emitter, subscribe } = localBus();
  const client = await pool.connect();
  let closed = false;
  client.on("notification", (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      const event = JSON.parse(message.payload) as AppEvent;
      emitter.emit(event.userId, event);
    } catch (error) {
      logger.warn({ err: error }, "ignoring a malformed event");
    }
  });
  client.on("error", (error) => {
    if (!closed) logger.error({ err: error }, "event listener connection failed; live updates stop until restart");
  });
  await client.query(`LISTEN ${CHANNEL}`);
  return {
    async publish(event) {
      await pool.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(event)]);
    },
    subscribe,
    async close() {
      if (closed) return;
      closed = true;
      emitter.removeAllListeners();
      await client.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
      client.release();
    },
  };
}
