import { describe, expect, it } from "vitest";
import { readiness } from "./readiness";

describe("readiness", () => {
  it("is ready when the database answers", async () => {
    expect(await readiness(false, async () => {})).toEqual({ status: "ready", code: 200 });
  });

  it("is not ready while the process shuts down, whatever the database", async () => {
    expect(await readiness(true, async () => {})).toEqual({ status: "draining", code: 503 });
  });

  it("is not ready when the database refuses", async () => {
    expect(await readiness(false, () => Promise.reject(new Error("connection refused")))).toEqual({ status: "unavailable", code: 503 });
  });

  it("is not ready when the database does not answer in time, and says so in time", async () => {
    const started = Date.now();
    const answer = await readiness(false, () => new Promise<void>(() => {}), 50);
    expect(answer).toEqual({ status: "unavailable", code: 503 });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
