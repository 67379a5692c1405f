import { describe, expect, it, vi } from "vitest";
import { uploadWithRetry } from "./upload";

const file = () => new File([new Uint8Array([1, 2, 3])], "foto.jpg", { type: "image/jpeg" });

describe("uploadWithRetry", () => {
  it("retries server errors and network failures up to 3 attempts, then gives up", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const calls: number[] = [];
    const started = Date.now();
    const fetchImpl = vi.fn(async () => {
      calls.push(Date.now() - started);
      if (calls.length === 1) throw new TypeError("network down");
      return new Response("{}", { status: 503 });
    });
    const outcome = await uploadWithRetry("/api/properties/x/images", file(), { baseMs: 20, fetchImpl });
    expect(outcome).toEqual({ ok: false, status: 503 });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    // Backoff doubles: ~20 ms before the 2nd attempt, ~40 ms before the 3rd.
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(18);
    expect(calls[2]! - calls[1]!).toBeGreaterThanOrEqual(38);
  });

  it("stops at once on a refusal, and succeeds after a transient failure", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const refused = vi.fn(async () => new Response("{}", { status: 415 }));
    expect(await uploadWithRetry("/u", file(), { baseMs: 1, fetchImpl: refused })).toEqual({ ok: false, status: 415 });
    expect(refused).toHaveBeenCalledTimes(1);

    let n = 0;
    const flaky = vi.fn(async () => new Response("{}", { status: ++n === 1 ? 500 : 200 }));
    expect(await uploadWithRetry("/u", file(), { baseMs: 1, fetchImpl: flaky })).toEqual({ ok: true });
    expect(flaky).toHaveBeenCalledTimes(2);
    const body = (flaky.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect((body.get("images") as File).name).toBe("foto.jpg");
  });
});
