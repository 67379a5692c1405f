import { describe, expect, it } from "vitest";
import { resolveClientAddress } from "./client-address";

describe("resolveClientAddress", () => {
  it("is the socket's address when no proxy is trusted, whatever the headers say", () => {
    expect(resolveClientAddress("198.51.100.4", "203.0.113.9", 0)).toBe("198.51.100.4");
    expect(resolveClientAddress("::ffff:198.51.100.4", undefined, 0)).toBe("198.51.100.4");
  });

  it("behind trusted proxies, takes the entry that many hops back; a client's own entries further left are ignored", () => {
    expect(resolveClientAddress("10.0.0.2", "1.1.1.1, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.2", "1.1.1.1, 203.0.113.9, 10.0.0.1", 2)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.2", ["1.1.1.1", "203.0.113.9"], 1)).toBe("203.0.113.9");
  });

  it("never walks past the first entry, nor onto something that is not an address", () => {
    expect(resolveClientAddress("10.0.0.2", "203.0.113.9", 5)).toBe("203.0.113.9");
    expect(resolveClientAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.2", "<script>", 1)).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.2", "203.0.113.9, unknown", 2)).toBe("10.0.0.2");
  });

  it("normalizes IPv6", () => {
    expect(resolveClientAddress("2001:DB8::1", undefined, 0)).toBe("2001:db8::1");
    expect(resolveClientAddress(undefined, undefined, 0)).toBe("unknown");
  });
});
