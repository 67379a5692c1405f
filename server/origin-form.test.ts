import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { toOriginForm } from "./origin-form";

function target(url: string, host?: string): { url: string; host: string | undefined } {
  const req = { url, headers: host === undefined ? {} : { host } } as IncomingMessage;
  toOriginForm(req);
  return { url: req.url!, host: req.headers.host };
}

describe("toOriginForm", () => {
  it("makes an absolute-form target for the Host header's host its path and query", () => {
    expect(target("http://127.0.0.1:3000/listings?type=house", "127.0.0.1:3000").url).toBe("/listings?type=house");
    expect(target("https://Prona.Example/x", "prona.example:443").url).toBe("/x");
    expect(target("HTTP://prona.example", "PRONA.example").url).toBe("/");
    expect(target("http://prona.example/a/../b", "prona.example").url).toBe("/b");
  });

  it("takes the target's host when there is no Host header (HTTP/1.0)", () => {
    expect(target("http://prona.example:8080/x")).toEqual({ url: "/x", host: "prona.example:8080" });
  });

  it("keeps an origin-form target as it is", () => {
    expect(target("/listings?x=1", "prona.example").url).toBe("/listings?x=1");
    expect(target("//evil.example/x", "prona.example").url).toBe("//evil.example/x");
  });

  it.each([
    ["http://evil.example/listings", "prona.example"],
    ["http://prona.example:81/listings", "prona.example"],
    ["http://user@prona.example/listings", "prona.example"],
    ["ftp://prona.example/listings", "prona.example"],
    ["http://prona.example/listings", "prona.example/x"],
    ["*", "prona.example"],
    ["foo", "prona.example"],
    ["http://", "prona.example"],
  ])("leaves %j (Host %j) for the shell to refuse", (url, host) => {
    expect(target(url, host).url).toBe(url);
  });
});
