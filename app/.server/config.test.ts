import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("uses the embedded defaults: port 3000, ./data, demo data on", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve("data"),
      databaseUrl: undefined,
      demoData: true,
      smtpUrl: undefined,
      s3: undefined,
    });
  });

  it("never creates demo data on a database server unless asked", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://h/db", AUTH_SECRET: "x".repeat(32), NODE_ENV: "production" }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://h/db", AUTH_SECRET: "x".repeat(32), DEMO_DATA: "true" }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: "false" }).demoData).toBe(false);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it("lists every problem at once", () => {
    try {
      loadConfig({ PORT: "x", SMTP_URL: "mail", S3_BUCKET: "b", DATABASE_URL: "postgres://h/db", NODE_ENV: "production" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toMatch(/PORT:/);
      expect(message).toMatch(/SMTP_URL: must start with smtp/);
      expect(message).toMatch(/S3_ENDPOINT: S3 storage needs/);
      expect(message).toMatch(/AUTH_SECRET: is required with DATABASE_URL/);
    }
  });

  it("allows the weak test cost of password hashes only with NODE_ENV=test", () => {
    expect(loadConfig({}).passwordHashCost).toBe("standard");
    expect(loadConfig({ NODE_ENV: "test", PASSWORD_HASH_COST: "test" }).passwordHashCost).toBe("test");
    for (const NODE_ENV of ["production", "development", undefined]) {
      expect(() => loadConfig({ NODE_ENV, PASSWORD_HASH_COST: "test" })).toThrow(
        /PASSWORD_HASH_COST: the test cost leaves passwords weakly hashed and is allowed only with NODE_ENV=test/,
      );
    }
    expect(() => loadConfig({ NODE_ENV: "test", PASSWORD_HASH_COST: "none" })).toThrow(ConfigError);
  });

  it("reads the map's tile server: OpenStreetMap by default, local tiles in tests, any https template with its origin for the CSP", () => {
    expect(loadConfig({}).mapTiles).toEqual({
      url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: "© OpenStreetMap contributors",
      origin: "https://tile.openstreetmap.org",
    });
    expect(loadConfig({ NODE_ENV: "test" }).mapTiles).toEqual({ url: "/map-tiles/{z}/{x}/{y}.png", attribution: "Prona", origin: null });
    expect(loadConfig({ MAP_TILE_URL: "local" }).mapTiles.origin).toBeNull();
    expect(
      loadConfig({ MAP_TILE_URL: "https://{s}.tiles.example.org/base/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "© Example" }).mapTiles,
    ).toEqual({
      url: "https://{s}.tiles.example.org/base/{z}/{x}/{y}.png",
      attribution: "© Example",
      origin: "https://*.tiles.example.org",
    });
    for (const MAP_TILE_URL of ["http://tile.example.org/{z}/{x}/{y}.png", "https://tile.example.org/tiles.png", "javascript:alert(1)"]) {
      expect(() => loadConfig({ MAP_TILE_URL })).toThrow(/MAP_TILE_URL/);
    }
  });
});
