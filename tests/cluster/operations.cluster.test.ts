import { randomBytes } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { startCluster } from "../support/cluster";
import { openEventStream, PASSWORD, register, within } from "../support/cluster-clients";
import { freePort } from "../support/free-port";
import { request, startProna } from "../support/prona-process";
import { createPostgresTestDatabase } from "../support/services";

// Operations (issue 16 §4): a process takes requests only when it can serve them (start-up with its
// migrations, an unreachable database, shutdown), and a SIGTERM lets the requests in flight finish.

/** The migrations' advisory lock (app/.server/db/migrate.ts): holding it keeps a starting process in its migrations. */
const MIGRATION_LOCK = 7_345_112;

const refused = (port: number) =>
  request({ port, path: "/api/ready" }).then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === "ECONNREFUSED",
  );

describe("readiness", () => {
  it("takes no requests while the migrations run, is ready after them, and not ready once its database is gone", async () => {
    const database = await createPostgresTestDatabase();
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    const port = await freePort();
    const prona = await startProna(
      { DATABASE_URL: database.url, AUTH_SECRET: randomBytes(24).toString("hex"), PORT: String(port) },
      { waitForReady: false },
    );
    try {
      // Migrating (waiting for the lock, as behind another process's migrations): not listening, so
      // nginx passes requests to the other processes and a probe fails.
      await within(30_000, "the process waits for the migrations' lock", async () => {
        const { rows } = await holder.query(
          "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted",
          [MIGRATION_LOCK],
        );
        return rows[0].n > 0;
      });
      const until = Date.now() + 1_000;
      while (Date.now() < until) {
        expect(await refused(port)).toBe(true);
        await new Promise((r) => setTimeout(r, 100));
      }
      await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
      await within(
        20_000,
        "ready after the migrations",
        async () => (await request({ port, path: "/api/ready" }).catch(() => undefined))?.status === 200,
      );

      // The database goes away: not ready (in time), while the process itself stays alive.
      await holder.end();
      await database.drop();
      const ready = await request({ port, path: "/api/ready" });
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: "unavailable" });
      expect((await request({ port, path: "/api/health" })).status).toBe(200);
    } finally {
      await holder.end().catch(() => undefined);
      await prona.stop();
      await database.drop();
    }
  });
});

describe("graceful shutdown", () => {
  it("on SIGTERM, finishes a request in flight, ends live streams, takes no new connections and exits cleanly", async () => {
    const prona = await startProna({ LOG_LEVEL: "info" });
    try {
      const member = await register(prona.port);
      const stream = await openEventStream(prona.port, member.cookie);

      // A sign-in whose body is still arriving when the signal comes.
      const body = JSON.stringify({ email: member.email, password: PASSWORD });
      const half = Math.floor(body.length / 2);
      const answer = new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
        const req = http.request(
          {
            host: "127.0.0.1",
            port: prona.port,
            path: "/api/auth/login",
            method: "POST",
            headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
            agent: false,
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
          },
        );
        req.on("error", reject);
        req.write(body.slice(0, half));
        setTimeout(() => req.end(body.slice(half)), 1_200);
      });
      await new Promise((r) => setTimeout(r, 200));
      const signalled = performance.now();
      prona.kill("SIGTERM");

      // The live stream ends at once (the browser reconnects, through nginx to another process).
      await stream.ended;
      expect(performance.now() - signalled).toBeLessThan(1_000);
      await within(1_000, "new connections refused", () => refused(prona.port));

      // The sign-in completes, and closes its connection (a proxy will not reuse it).
      const done = await answer;
      expect(done.status).toBe(200);
      expect(done.headers.connection).toBe("close");
      expect(await prona.exited).toBe(0);
      expect(prona.output()).toContain('"msg":"shutting down"');
    } finally {
      await prona.stop();
    }
  });

  it("a process stopped behind nginx loses no request: nginx routes around it", async () => {
    const cluster = await startCluster({ processes: 2 });
    try {
      let stopped = false;
      const failures: string[] = [];
      let answered = 0;
      // Four clients reading pages through nginx, before, while and after one process stops.
      const client = async () => {
        const until = performance.now() + 3_000;
        while (performance.now() < until) {
          const res = await request({ port: cluster.nginx.port, path: "/api/properties?limit=5" }).catch((error: Error) => ({
            status: 0,
            body: error.message,
          }));
          if (res.status !== 200) failures.push(`${res.status} ${res.body.slice(0, 80)}${stopped ? " (after SIGTERM)" : ""}`);
          else answered += 1;
        }
      };
      const clients = Promise.all([client(), client(), client(), client()]);
      await new Promise((r) => setTimeout(r, 800));
      cluster.processes[0]!.kill("SIGTERM");
      stopped = true;
      expect(await cluster.processes[0]!.exited).toBe(0);
      await clients;
      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThan(20);
    } finally {
      await cluster.stop();
    }
  });
});
