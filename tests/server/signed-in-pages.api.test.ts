import type { AddressInfo } from "node:net";
import type http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "~/.server/api/app";
import { createCaches } from "~/.server/cache/caches";
import type { Logger } from "~/.server/logger";
import type { Services } from "~/.server/services";
import { type RenderPage, signedInPages } from "../../server/signed-in-pages";
import { ApiClient } from "../support/api-client";
import { createTestServices } from "../support/services";

// A page that cannot be a signed-in template because of what it shows (here a noncharacter in its
// text, as a row written before such input was refused could hold) is refused again each time its
// kept refusal expires (30 s). It is said once per key and content version, not every 30 s.

let base: Services;
let server: http.Server;
let cookie: string;
let clock = Date.now();
const logs: { level: "warn" | "debug"; message: string; reason?: string }[] = [];

/** Every page as the app would render it, its own text holding the templates' mark: never a template. */
const render: RenderPage = (_url, _lang, meta) => {
  const name = meta.session!.user.name;
  const page = `<!DOCTYPE html><html><body><h1>Banesë \uFDD0 në Dardani</h1><p>${name}</p></body></html>`;
  return Promise.resolve(new Response(page, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } }));
};

beforeAll(async () => {
  base = await createTestServices();
  const client = new ApiClient(createApi(base));
  await client.register();
  cookie = client.cookieHeader();
  const record = (level: "warn" | "debug") => (fields: { reason?: string }, message: string) =>
    logs.push({ level, message, reason: fields.reason });
  const logger = { warn: record("warn"), debug: record("debug") } as unknown as Logger;
  const services = { ...base, logger, caches: createCaches(base.db, () => clock) };
  const app = express();
  app.use((_req, res, next) => {
    res.locals.nonce = "bm9uY2U=";
    next();
  });
  app.use(signedInPages(services, render));
  // What the app does for a reader the templates do not serve: renders their page.
  app.use((_req, res) => void res.status(200).send("rendered by the app"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await base?.close();
});

async function get(path: string) {
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } });
  return { status: res.status, template: res.headers.get("server-timing") === "template", body: await res.text() };
}

const notKept = (level: "warn" | "debug") => logs.filter((log) => log.message === "signed-in page not kept" && log.level === level);

describe("a signed-in page that cannot be a template", () => {
  it("is rendered for each reader, and said at warning level once per key and content version", async () => {
    const first = await get("/listings");
    expect(first).toMatchObject({ status: 200, template: false });
    expect(first.body).toContain("Banesë \uFDD0 në Dardani");
    expect(notKept("warn")).toEqual([{ level: "warn", message: "signed-in page not kept", reason: "a placeholder was changed" }]);

    // Within 30 s the refusal is kept: nothing is tried, nothing said; the app renders the page.
    expect(await get("/listings")).toEqual({ status: 200, template: false, body: "rendered by the app" });
    expect(logs).toHaveLength(1);

    // Tried again after 30 s, and again after that: refused again, said at debug level only.
    for (const later of [31_000, 31_000]) {
      clock += later;
      expect(await get("/listings")).toMatchObject({ status: 200, template: false });
    }
    expect(notKept("warn")).toHaveLength(1);
    expect(notKept("debug")).toHaveLength(2);

    // Another page is another key: said once for it too.
    expect(await get("/")).toMatchObject({ status: 200, template: false });
    expect(notKept("warn")).toHaveLength(2);
  });
});
