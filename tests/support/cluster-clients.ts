import { randomBytes } from "node:crypto";
import http from "node:http";
import { expect } from "vitest";
import type { Cluster } from "./cluster";
import { cookieHeader, postJson, request } from "./prona-process";

// What the cluster tests do as clients: accounts and sessions on a chosen port (a process's own, or
// nginx's), an administrator, and a live notification stream read event by event.

export const PASSWORD = "sekret123";

export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}@cluster.prona`;

// Registrations are throttled per address (10 an hour): each comes from a loopback address of its own.
let nextAddress = 0;
const freshAddress = () => `127.0.2.${(nextAddress++ % 250) + 1}`;

/** Registers an account on `port` and returns its id and session cookie. */
export async function register(
  port: number,
  email = uniqueEmail("member"),
  from = freshAddress(),
): Promise<{ id: string; email: string; cookie: string }> {
  const res = await postJson(
    port,
    "/api/auth/register",
    { name: "Arta Berisha", email, password: PASSWORD, confirm_password: PASSWORD, user_type: "seller" },
    { from },
  );
  expect(res.status, res.body).toBe(201);
  return { id: (JSON.parse(res.body) as { user: { id: string } }).user.id, email, cookie: cookieHeader(res.cookies) };
}

/** Signs in on `port`: a new session (another browser). */
export async function signIn(port: number, email: string, password = PASSWORD): Promise<string> {
  const res = await postJson(port, "/api/auth/login", { email, password });
  expect(res.status, res.body).toBe(200);
  return cookieHeader(res.cookies);
}

/** The e-mail of the session's user as `port` sees it, or null when the session is not valid there. */
export async function sessionUser(port: number, cookie: string): Promise<string | null> {
  const res = await request({ port, path: "/api/auth/session", headers: { cookie } });
  expect(res.status).toBe(200);
  return (JSON.parse(res.body) as { user: { email: string } | null }).user?.email ?? null;
}

/** An administrator's session (an account made administrator in the database, as create-admin does). */
export async function administrator(cluster: Cluster, port: number): Promise<{ id: string; cookie: string }> {
  const account = await register(port, uniqueEmail("admin"));
  await cluster.sql.query("update profiles set is_admin = true where id = $1", [account.id]);
  return { id: account.id, cookie: await signIn(port, account.email) };
}

/** A JSON request with a session (PUT, POST). */
export function send(port: number, method: string, path: string, cookie: string, body: unknown) {
  return request({ port, path, method, body: JSON.stringify(body), headers: { "content-type": "application/json", cookie } });
}

export type EventStream = {
  /** The unread count the stream started with (sent once the server listens for this user). */
  unreadAtOpen: number;
  /** The next notification event's data (parsed) and when it arrived (performance.now()). */
  next(timeoutMs?: number): Promise<{ data: unknown; at: number }>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/**
 * Opens /api/notifications/stream on `port` and reads its events as they arrive. Resolves once the
 * stream's first event (the unread count) has come: from then on the server is listening.
 */
export function openEventStream(port: number, cookie: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/api/notifications/stream", headers: { cookie }, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream answered ${res.statusCode}`));
        res.resume();
        return;
      }
      const events: { data: unknown; at: number }[] = [];
      const waiting: ((event: { data: unknown; at: number }) => void)[] = [];
      let buffer = "";
      let opened = false;
      const ended = new Promise<void>((done) => res.once("end", done).once("close", done));
      void ended.then(() => opened || reject(new Error("the stream ended before its first count")));
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split("\n")
            .filter((line) => line.startsWith("data: "))
            .map((line) => line.slice(6))
            .join("\n");
          if (!data) continue;
          const parsed = JSON.parse(data) as unknown;
          if (block.split("\n").includes("event: count")) {
            if (opened) continue;
            opened = true;
            resolve(stream((parsed as { unread_count: number }).unread_count));
            continue;
          }
          const event = { data: parsed, at };
          const waiter = waiting.shift();
          if (waiter) waiter(event);
          else events.push(event);
        }
      });
      const stream = (unreadAtOpen: number): EventStream => ({
        unreadAtOpen,
        next(timeoutMs = 5_000) {
          const queued = events.shift();
          if (queued) return Promise.resolve(queued);
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
            waiting.push((event) => {
              clearTimeout(timer);
              done(event);
            });
          });
        },
        ended,
        close: () => req.destroy(),
      });
    });
    req.on("error", reject);
  });
}

/**
 * Polls `check` until it holds. Returns how long after the start the successful check was sent, and
 * fails when no check sent within `withinMs` succeeded (a slow answer to a timely check still counts:
 * what is measured is how long the old state was visible, not how long a page takes to render).
 */
export async function within(withinMs: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  for (;;) {
    const sent = performance.now() - start;
    if (sent > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    if (await check()) return sent;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The p-th percentile (0–100) of some numbers, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
