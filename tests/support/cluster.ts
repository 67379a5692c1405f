import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Nginx, startNginx } from "./nginx";
import { freePort } from "./free-port";
import { type PronaProcess, startProna } from "./prona-process";
import { startS3Sink } from "./s3-sink";
import { createPostgresTestDatabase } from "./services";

// Prona as it runs in production with several processes: nginx (deploy/nginx.conf) in front of N
// processes of the built app on one PostgreSQL database, one AUTH_SECRET, photos in S3-compatible
// storage, TRUST_PROXY=1. Used by the cluster tests (tests/cluster) and the cluster benchmark.

export type Cluster = {
  nginx: Nginx;
  processes: PronaProcess[];
  /** Direct access to the cluster's database, for what a test must arrange or read (not for the checks). */
  sql: pg.Pool;
  /** The photo storage's public base (S3_PUBLIC_URL). */
  photoBase: string;
  stop(): Promise<void>;
};

export type ClusterOptions = {
  processes?: number;
  /** Extra environment for every process. */
  env?: Record<string, string>;
  /** An existing database (the caller drops it); default: a fresh copy of the migrated template. */
  databaseUrl?: string;
};

const S3_KEY = "cluster-test-key";

/** Starts the processes (in parallel, as a deployment would), then nginx in front of them. */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.processes ?? 2;
  const database = options.databaseUrl ? { url: options.databaseUrl, drop: async () => {} } : await createPostgresTestDatabase();
  const s3 = await startS3Sink(S3_KEY, { publicRead: true });
  const nginxPort = await freePort();
  const photoBase = `${s3.endpoint}/prona-photos`;
  const shared = {
    DATABASE_URL: database.url,
    AUTH_SECRET: randomBytes(24).toString("hex"),
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    TRUST_PROXY: "1",
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: "prona-photos",
    S3_ACCESS_KEY_ID: S3_KEY,
    S3_SECRET_ACCESS_KEY: "cluster-test-secret",
    S3_REGION: "us-east-1",
    S3_PUBLIC_URL: photoBase,
    LOG_LEVEL: "info",
    ...options.env,
  };
  const processes: PronaProcess[] = [];
  const sql = new pg.Pool({ connectionString: database.url, max: 2 });
  let nginx: Nginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(processes.map((p) => p.stop()));
    await sql.end();
    await s3.close();
    await database.drop();
  };
  try {
    const started = await Promise.allSettled(Array.from({ length: count }, () => startProna(shared)));
    for (const result of started) if (result.status === "fulfilled") processes.push(result.value);
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    nginx = await startNginx(
      processes.map((p) => p.port),
      nginxPort,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { nginx, processes, sql, photoBase, stop };
}
