// Development server: Vite serves modules with hot reload; the Express shell is loaded through Vite
// so its routes, API and services reload with the code. Run with `npm run dev`.
import http from "node:http";
import express from "express";
import { createServer as createViteServer } from "vite";
import type * as ConfigModule from "../app/.server/config";
import type { Services } from "../app/.server/services";
import type * as AppModule from "./app";
import { toOriginForm } from "./origin-form";

const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const configModule = (await vite.ssrLoadModule("/app/.server/config.ts")) as typeof ConfigModule;
const config = { ...configModule.configFromProcess(), env: "development" as const };

type Loaded = { app: express.Express; module: typeof AppModule };
// The services (and the embedded database) are opened once and kept across reloads: PGlite allows one
// opener per directory.
const state = globalThis as unknown as { pronaDevServices?: Promise<Services> };
let current: Loaded | undefined;

async function load(): Promise<express.Express> {
  const module = (await vite.ssrLoadModule("/server/app.ts")) as typeof AppModule;
  if (current?.module === module) return current.app;
  state.pronaDevServices ??= module.prepareServices(config);
  const services = await state.pronaDevServices;
  const app = module.createExpressApp({
    services,
    dev: true,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
  });
  current = { app, module };
  return app;
}

const shell = express();
shell.use(vite.middlewares);
shell.use(async (req, res, next) => {
  try {
    (await load())(req, res, next);
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    next(error);
  }
});
// As createHttpServer (app.ts): an absolute-form request line becomes origin-form before Express.
http
  .createServer((req, res) => {
    toOriginForm(req);
    shell(req, res);
  })
  .listen(config.port, () => console.log(`Prona (dev) runs on http://localhost:${config.port}`));
