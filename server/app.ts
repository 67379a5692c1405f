import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { AppError } from "~/domain/errors";
import { createApi } from "~/.server/api/app";
import { errorBody } from "~/.server/api/errors";
import { configFromProcess, ConfigError, type Config } from "~/.server/config";
import { createLogger } from "~/.server/logger";
import { closeAllNotificationStreams } from "~/.server/notifications/stream";
import { seedDemoDataIfEmpty } from "~/.server/seed/demo";
import { createServices, type Services } from "~/.server/services";
import { LOCAL_STORAGE_ROUTE, localStorageRoot } from "~/.server/storage/local";
import { s3PublicBase } from "~/.server/storage/s3";
import { requestMetaContext, servicesContext } from "~/.server/web/context";
import { requestLog } from "./request-log";
import { clientAddress, sameOriginMutations, securityHeaders } from "./security";

export type AppOptions = {
  services: Services;
  /** The React Router server build, or a loader of it (dev: reloaded on change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development: Vite serves assets; production: the built client files. */
  dev?: boolean;
  clientDir?: string;
};

/** The HTTP shell: headers, logs, assets, uploaded images, the JSON API, then the pages. */
export function createExpressApp({ services, build, dev = false, clientDir = path.resolve("build/client") }: AppOptions): Express {
  const { config, logger } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use(requestLog(logger));
  app.use(securityHeaders({ dev, imageOrigins: config.s3 ? [new URL(s3PublicBase(config.s3)).origin] : [] }));
  app.use(clientAddress);
  // Server-sent events must not be buffered by compression (they are sent with no-transform).
  app.use(compression());
  app.use(
    sameOriginMutations(services.publicUrl, () => ({ status: 403, body: errorBody(new AppError("CROSS_ORIGIN"), "sq") })),
  );

  if (!dev) {
    // Hashed file names: cache for a year. Everything else in public/: an hour.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }
  app.use(
    LOCAL_STORAGE_ROUTE,
    express.static(localStorageRoot(config.dataDir), {
      index: false,
      dotfiles: "deny",
      fallthrough: false,
      maxAge: "1h",
      setHeaders: (res) => res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox"),
    }),
  );

  const api = getRequestListener(createApi(services).fetch);
  app.use("/api", (req, res) => {
    // Express strips the mount path; the API routes include it.
    req.url = req.originalUrl;
    void api(req, res);
  });

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: dev ? "development" : "production",
      getLoadContext(_req, res) {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(requestMetaContext, { nonce: res.locals.nonce as string, ip: String(_req.headers["x-prona-client-ip"]) });
        return context;
      },
    }),
  );
  return app;
}

/** Opens the database, applies migrations, creates demo data when asked, and returns the services. */
export async function prepareServices(config: Config): Promise<Services> {
  const logger = createLogger(config.logLevel);
  const services = await createServices(config, { logger });
  if (config.demoData) {
    const demo = await seedDemoDataIfEmpty(services);
    if (demo) {
      logger.info({ accounts: demo.accounts.map((a) => a.email), listings: demo.listings }, "demo data created");
      console.log(`\nDemo data created. Log in with (password "${demo.password}"):`);
      for (const account of demo.accounts) console.log(`  ${account.email.padEnd(24)} ${account.role}`);
      console.log("");
    }
  }
  return services;
}

/** Production entry: `node build/server/index.js`. */
export async function startServer(): Promise<http.Server> {
  let config: Config;
  try {
    config = configFromProcess();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const services = await prepareServices(config);
  const app = createExpressApp({
    services,
    build: () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
  });
  const server = http.createServer(app);

  // Handlers first: until Node has one, SIGTERM's default action kills the process outright.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.logger.info({ signal }, "shutting down");
    // Stop taking connections, let requests in flight finish (at most 10 s), then close the database.
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    server.close(() => {
      void services.close().finally(() => process.exit(0));
    });
    // Live notification streams never end by themselves: end them, so the shutdown does not wait.
    closeAllNotificationStreams();
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  services.logger.info({ port, database: services.database.driver }, "Prona is listening");
  console.log(`Prona runs on http://localhost:${port}`);
  return server;
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  startServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
