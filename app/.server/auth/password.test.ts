import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("password hashes", () => {
  it("are argon2id with OWASP's minimum (19 MiB, 2 iterations, 1 lane) unless the test cost is asked for", async () => {
    const stored = await hashPassword("sekret123");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash: stored, password: "sekret123" })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: "sekret124" })).toBe(false);
  });

  it("at the test cost are still argon2id, salted, and checked the same way", async () => {
    const [first, second] = [await hashPassword("sekret123", "test"), await hashPassword("sekret123", "test")];
    expect(first).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword({ hash: first, password: "sekret123" })).toBe(true);
    expect(await verifyPassword({ hash: first, password: "sekret124" })).toBe(false);
  });

  it("a malformed stored hash fails the check", async () => {
    expect(await verifyPassword({ hash: "not-a-hash", password: "sekret123" })).toBe(false);
  });
});
