import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express, { type Express, type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { AppError } from "~/domain/errors";
import { withRequestVersion } from "~/.server/cache/caches";
import { createApi } from "~/.server/api/app";
import { errorBody } from "~/.server/errors";
import { configFromProcess, ConfigError, LOCAL_TILE_ROUTE, type Config } from "~/.server/config";
import { isDraining, startDraining } from "~/.server/draining";
import { createLogger } from "~/.server/logger";
import { closeAllNotificationStreams } from "~/.server/notifications/stream";
import { seedDemoDataIfEmpty } from "~/.server/seed/demo";
import { createServices, type Services } from "~/.server/services";
import { JOBS } from "~/.server/jobs/jobs";
import { createScheduler } from "~/.server/jobs/scheduler";
import { LOCAL_STORAGE_ROUTE, localStorageRoot } from "~/.server/storage/local";
import { s3PublicBase } from "~/.server/storage/s3";
import { type RequestMeta, requestMetaContext, servicesContext } from "~/.server/web/context";
import { isDataRequest, textsInBrowser } from "~/.server/web/texts-in-browser";
import { TEXTS_PATH, textsFilesAvailable } from "~/.server/i18n-files";
import { textsFiles } from "./texts-files";
import { languageFromCookieHeader } from "~/.server/web/language";
import { bodyPolicyFor } from "./body-policy";
import { clientAddressOf } from "./client-address";
import { refusalPage } from "./refusal-page";
import { requestLog } from "./request-log";
import { toOriginForm } from "./origin-form";
import { requestTarget } from "./request-target";
import { cachedAnswer, keptAnswers } from "./response-cache";
import { sameOriginMutations, securityHeaders } from "./security";
import { type RenderPage, signedInPages } from "./signed-in-pages";
import { type BodyRefusal, serveFetch, urlOf } from "./serve-fetch";

/** A 256 px map tile: a pale neutral square with faint lines, so panning shows (202 bytes). */
const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAQAAAAEAAgMAAAAhHED1AAAACVBMVEXu8vDj6OXV3NjvtelBAAAACXBIWXMAAAsTAAALEwEAmpwYAAAAZ0lEQVR42u3QMQ0AIBRDwS8NE5hABXpQiQM6MBHurU1uaK3QCHvNOtfCDgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA4HmgX+ZEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAC+BzbWI/4BBMq8iAAAAABJRU5ErkJggg==",
  "base64",
);

export type AppOptions = {
  services: Services;
  /** The React Router server build, or a loader of it (dev only: reloaded on change, derived again per request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development: Vite serves assets; production: the built client files. */
  dev?: boolean;
  clientDir?: string;
  /**
   * Signed-in pages rendered once per reader shape (signed-in-pages.ts); on unless false. Not in
   * development, where a code change does not change the content version the templates are kept under.
   */
  signedInPages?: boolean;
};

/** The HTTP shell: headers, logs, assets, uploaded images, the JSON API, then the pages. */
export function createExpressApp({
  services,
  build,
  dev = false,
  clientDir = path.resolve("build/client"),
  signedInPages: templates = !dev && services.config.signedInTemplates,
}: AppOptions): Express {
  const { config, logger } = services;
  const app = express();
  app.disable("x-powered-by");
  // For the scheme (X-Forwarded-Proto) only; the client address is resolved by clientAddressOf.
  app.set("trust proxy", config.trustProxy);

  // One address per request, from the socket and TRUST_PROXY hops of X-Forwarded-For: the pages, the
  // API, the throttles and the logs all use this one.
  app.use((req, res, next) => {
    res.locals.clientAddress = clientAddressOf(req, config.trustProxy);
    next();
  });
  app.use(requestLog(logger));
  // Shutting down: each connection closes after its answer, so a proxy's kept-alive connections do
  // not bring new requests to a process that is leaving.
  app.use((_req, res, next) => {
    if (isDraining()) res.setHeader("Connection", "close");
    next();
  });
  const imageOrigins = [
    ...(config.s3 ? [new URL(s3PublicBase(config.s3)).origin] : []),
    ...(config.mapTiles.origin ? [config.mapTiles.origin] : []),
  ];
  app.use(securityHeaders({ dev, imageOrigins, filePaths: dev ? [] : ["/assets", TEXTS_PATH] }));
  // From here on the target is a path of this site (not one that reads as "//host"): request-target.ts.
  app.use(requestTarget());
  // Server-sent events must not be buffered by compression (they are sent with no-transform).
  // Rendered answers (signed-in pages, first readers, the API) are compressed per request: Brotli at
  // quality 3, not the middleware's 4, costs much less time for a few more bytes (see
  // docs/performance.md). Kept answers are compressed once (response-cache.ts), assets at build.
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } } }));
  app.use(sameOriginMutations(services.publicUrl, () => ({ status: 403, body: errorBody(new AppError("CROSS_ORIGIN"), "sq") })));
  // A reading request uses one content version throughout (read once, by its first cache). Not a live
  // stream (the notification events), which would keep its first version for as long as it is open.
  app.use((req, _res, next) => {
    const reads = req.method === "GET" || req.method === "HEAD";
    if (reads && !req.headers.accept?.includes("text/event-stream")) withRequestVersion(next);
    else next();
  });
  // Anonymous readers of the busiest pages and API answers: the answer kept for this content version.
  app.use(keptAnswers(services.caches));

  // A document's texts as one file (decision 0029).
  app.use(TEXTS_PATH, textsFiles());
  if (!dev) {
    // Hashed file names: cache for a year. Everything else in public/: an hour. The build wrote each
    // asset's Brotli and gzip forms beside it (scripts/precompress.ts): sent as they are, by preference.
    app.use(
      "/assets",
      expressStaticGzip(path.join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", index: false, fallthrough: false },
      }),
    );
    // Only addresses under public/'s own entries reach the file system: a page address would cost a
    // failed stat() on every request (slow in a virtual machine; see docs/performance.md).
    const publicEntries = new Set(fs.existsSync(clientDir) ? fs.readdirSync(clientDir).filter((name) => name !== "assets") : []);
    const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => {
      const first = req.path.split("/")[1] ?? "";
      if (publicEntries.has(first)) publicFiles(req, res, next);
      else next();
    });
  }
  // MAP_TILE_URL=local: one blank, neutral tile for every square of the map (tests and offline demos).
  app.get(`${LOCAL_TILE_ROUTE}/{*tile}`, (_req, res) => {
    res.set({ "content-type": "image/png", "cache-control": "public, max-age=86400" }).send(BLANK_TILE);
  });
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

  // The API and the pages get their requests through serveFetch, which caps the body on the bytes
  // actually streamed (bodyPolicyFor) and refuses slow senders.
  const serve = (
    req: ExpressRequest,
    res: ExpressResponse,
    handler: (request: Request) => Promise<Response>,
    refusal: (status: BodyRefusal) => Response,
  ) => bodyPolicyFor(req, req.originalUrl.split("?")[0]!, services.db).then((policy) => serveFetch(req, res, policy, handler, refusal));
  const refusalCode = (status: BodyRefusal) => new AppError(status === 413 ? "PAYLOAD_TOO_LARGE" : "REQUEST_TOO_SLOW");

  // Anonymous readers of the busiest pages and API answers share one rendering per content version
  // (keptAnswers, in front, found none kept for this request: this one is kept).
  const cached = (res: ExpressResponse, handler: (request: Request) => Promise<Response>) => (request: Request) =>
    cachedAnswer(res, services.caches, () => handler(request));

  const api = createApi(services);
  app.use("/api", (req, res, next) => {
    const clientAddress = res.locals.clientAddress as string;
    const lang = languageFromCookieHeader(req.headers.cookie ?? null);
    serve(
      req,
      res,
      cached(res, (request) => Promise.resolve(api.fetch(request, { clientAddress }))),
      (status) => Response.json(errorBody(refusalCode(status), lang), { status }),
    ).catch(next);
  });

  const pages = createRequestHandler(build, dev ? "development" : "production");
  // Signed-in readers of the busiest pages: one rendering per reader shape, their values filled in.
  // Rendered whole, as kept pages are (entry.server.tsx), from the address and language alone.
  const renderPage: RenderPage = (url, lang, meta) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestMetaContext, {
      nonce: "",
      ip: "127.0.0.1",
      kept: true,
      dataRequest: false,
      textsInBrowser: textsFilesAvailable ? "files" : "none",
      ...meta,
    });
    return pages(new Request(url, { headers: { cookie: `lang=${lang}` } }), context);
  };
  if (templates) app.use(signedInPages(services, renderPage));
  app.all("/{*splat}", (req, res, next) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestMetaContext, {
      nonce: res.locals.nonce as string,
      ip: res.locals.clientAddress as string,
      kept: res.locals.cacheKey !== undefined,
      dataRequest: isDataRequest(req.path),
      textsInBrowser: textsInBrowser(new URL(urlOf(req)), req.get("referer"), textsFilesAvailable),
      session: res.locals.session as RequestMeta["session"],
    });
    const lang = languageFromCookieHeader(req.headers.cookie ?? null);
    serve(
      req,
      res,
      cached(res, (request) => pages(request, context)),
      (status) => refusalPage(refusalCode(status), lang),
    ).catch(next);
  });
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
  // The periodic jobs (app/.server/jobs/jobs.ts) start with the process and stop before the database closes.
  const scheduler = createScheduler(services, JOBS);
  if (config.jobs) scheduler.start();
  return {
    ...services,
    async close() {
      await scheduler.stop();
      await services.close();
    },
  };
}

/**
 * Slow clients cannot hold connections: the headers must arrive within 10 s (checked every second)
 * and bodies must keep a pace (serveFetch); 15 minutes bounds any request. An idle keep-alive
 * connection closes after 65 s: longer than clients and proxies keep theirs idle (nginx upstream
 * keepalive 60 s), since a server closing first races a request sent on the socket at that moment,
 * which the client then sees as ECONNRESET (it happened with 5 s).
 */
export function createHttpServer(app: Express): http.Server {
  const server = http.createServer(
    { connectionsCheckingInterval: 1_000, headersTimeout: 10_000, requestTimeout: 15 * 60_000, keepAliveTimeout: 65_000 },
    (req, res) => {
      toOriginForm(req);
      app(req, res);
    },
  );
  return server;
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
  // The build itself, not a loader of it: given a function, React Router derives its route tables
  // again on every request (for development's reloads), a measurable part of a rendered page's time
  // (see docs/performance.md).
  const build = (await import("virtual:react-router/server-build")) as ServerBuild;
  const app = createExpressApp({ services, build });
  const server = createHttpServer(app);

  // Handlers first: until Node has one, SIGTERM's default action kills the process outright.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    startDraining();
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
