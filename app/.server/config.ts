import path from "node:path";
import { z } from "zod";

// Configuration comes from environment variables, validated once here; nothing else reads process.env.

const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

const OSM_TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
/** Where the "local" tiles are served (server/app.ts). */
export const LOCAL_TILE_ROUTE = "/map-tiles";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Prona <no-reply@prona.local>"),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("auto"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  DEMO_DATA: booleanish.optional(),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Test servers register many accounts from one address; production keeps the default of 1.
  RATE_LIMIT_FACTOR: z.coerce.number().min(1).max(10_000).default(1),
  // Tests hash hundreds of passwords: they may ask for the weakest cost (refused unless NODE_ENV=test).
  PASSWORD_HASH_COST: z.enum(["standard", "test"]).default("standard"),
  // The periodic jobs (saved-search alerts, ...): on unless turned off (JOBS=off), e.g. for a process
  // that should only serve requests. Any number of processes may run them: each run is locked.
  JOBS: booleanish.optional(),
  // Signed-in pages rendered once per reader shape, each reader's values filled in (decision 0027): on
  // unless turned off, which renders every signed-in page for its reader (slower; same pages).
  SIGNED_IN_TEMPLATES: booleanish.optional(),
  // The map's tiles: a URL template ({z}/{x}/{y}, optionally {s}) and its attribution; "local" serves a
  // blank tile from this server (the default under NODE_ENV=test, and demos without internet).
  MAP_TILE_URL: z
    .string()
    .refine(
      (value) => value === "local" || /^https:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(value),
      'must be "local" or an https URL with {z}, {x} and {y}',
    )
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
});

/** Rules across variables, checked on the raw values so they are reported with any field errors. */
function crossFieldProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    problems.push("S3_ENDPOINT: S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together");
  }
  if (env.DATABASE_URL && !env.AUTH_SECRET && (env.NODE_ENV ?? "production") === "production") {
    problems.push("AUTH_SECRET: is required with DATABASE_URL, so every process signs sessions with the same key");
  }
  if (env.PASSWORD_HASH_COST === "test" && env.NODE_ENV !== "test") {
    problems.push("PASSWORD_HASH_COST: the test cost leaves passwords weakly hashed and is allowed only with NODE_ENV=test");
  }
  return problems;
}

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; publicUrl?: string } | undefined;
  /** Demo data is created on an empty embedded database unless turned off; never on a server unless asked. */
  demoData: boolean;
  trustProxy: number;
  logLevel: string;
  rateLimitFactor: number;
  /** The cost of new password hashes: `standard`, or `test` (only with NODE_ENV=test). */
  passwordHashCost: "standard" | "test";
  /** Whether this process runs the scheduled jobs (app/.server/jobs). */
  jobs: boolean;
  /** Whether signed-in pages are rendered once per reader shape (server/signed-in-pages.ts). */
  signedInTemplates: boolean;
  /** The map's tile server: URL template, attribution, and its origin for the CSP (none when local). */
  mapTiles: MapTiles;
};

export type MapTiles = { url: string; attribution: string; origin: string | null };

function mapTilesOf(url: string, attribution: string | undefined): MapTiles {
  if (url === "local") return { url: `${LOCAL_TILE_ROUTE}/{z}/{x}/{y}.png`, attribution: attribution ?? "Prona", origin: null };
  const host = new URL(url.replace(/\{[a-z]\}/g, "x")).host;
  // A {s} subdomain ("{s}.tile.example.org") stands for several hosts: allow them all.
  const origin = url.startsWith("https://{s}.") ? `https://*.${host.split(".").slice(1).join(".")}` : `https://${host}`;
  return { url, attribution: attribution ?? (url === OSM_TILES ? "© OpenStreetMap contributors" : ""), origin };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  // Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`)),
    ...crossFieldProblems(cleaned),
  ];
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ""),
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : undefined,
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    passwordHashCost: e.PASSWORD_HASH_COST,
    jobs: e.JOBS ?? true,
    signedInTemplates: e.SIGNED_IN_TEMPLATES ?? true,
    mapTiles: mapTilesOf(e.MAP_TILE_URL ?? (e.NODE_ENV === "test" ? "local" : OSM_TILES), e.MAP_TILE_ATTRIBUTION),
  };
}

/** The configuration of this process, read from its environment on first use. */
export function configFromProcess(): Config {
  // eslint-disable-next-line no-restricted-properties -- the one place that reads the environment
  return loadConfig(process.env);
}
