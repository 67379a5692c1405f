import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createAuth, type Auth } from "./auth/auth";
import type { Config } from "./config";
import { openPglite, openPostgres, type Database, type Db } from "./db/client";
import { migrate } from "./db/migrate";
import { createLogger, type Logger } from "./logger";
import { createMailer, type Mailer } from "./mail/mailer";
import { createLocalEventBus, createPostgresEventBus, type EventBus } from "./realtime/events";
import { createRateLimiter, type RateLimiter } from "./security/rate-limit";
import { createVisitorHasher, type VisitorHasher } from "./security/visitor-hash";
import { ensureDefaultSettings } from "./platform/settings";
import { createCaches, type Caches } from "./cache/caches";
import { storageFromConfig } from "./storage/from-config";
import { writeFileOnceSync } from "./storage/write-once";
import type { ObjectStorage } from "./storage/storage";
import { getSettingsGroup } from "./platform/settings";

/** Everything a request handler needs, created once per process (or per test file). */
export type Services = {
  config: Config;
  logger: Logger;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  limiter: RateLimiter;
  storage: ObjectStorage;
  /** Live events to open browsers (notifications). */
  events: EventBus;
  /** What is derived from the content (counts, locations, settings, anonymous pages), kept per content version. */
  caches: Caches;
  /** Keyed hash of a visitor (address and browser, or account) for counting property views. */
  visitorHash: VisitorHasher;
  publicUrl: string;
  /** The signing secret: AUTH_SECRET, or the one generated into DATA_DIR. */
  secret: string;
  close(): Promise<void>;
};

/**
 * The session-signing secret: AUTH_SECRET when given; otherwise one generated on first start and kept
 * in DATA_DIR (never in the repository), so sessions survive restarts of the embedded setup.
 */
function resolveSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    // Whole or not at all: a kill between creating and filling the file would leave an empty secret.
    writeFileOnceSync(file, secret, 0o600);
    return secret;
  }
}

export async function openDatabase(config: Config): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

/**
 * Opens the database, applies migrations and wires the services. `database` lets tests pass one they
 * prepared; otherwise it is opened from the configuration.
 */
export async function createServices(
  config: Config,
  options: { logger?: Logger; database?: Database; migrate?: boolean } = {},
): Promise<Services> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = options.database ?? (await openDatabase(config));
  try {
    if (options.migrate !== false) await migrate(database);
    await ensureDefaultSettings(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const secret = resolveSecret(config);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
    publicUrl,
    siteName: async () => (await getSettingsGroup(database.db, "site")).name,
  });
  const auth = createAuth({
    db: database.db,
    secret,
    publicUrl,
    secureCookies: publicUrl.startsWith("https://"),
    mailer,
    logger,
    passwordHashCost: config.passwordHashCost,
  });
  const events = database.pool ? await createPostgresEventBus(database.pool, logger) : createLocalEventBus();
  return {
    config,
    logger,
    database,
    db: database.db,
    auth,
    mailer,
    limiter: createRateLimiter(database.db, config.rateLimitFactor),
    storage: storageFromConfig(config),
    events,
    caches: createCaches(database.db),
    visitorHash: createVisitorHasher(secret),
    publicUrl,
    secret,
    async close() {
      await events.close();
      await database.close();
    },
  };
}
