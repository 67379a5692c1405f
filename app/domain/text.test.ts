import { describe, expect, it } from "vitest";
import { fieldWithControlCharacters, hasControlCharacters, urlPartWithControlCharacters } from "./text";

describe("control characters", () => {
  it("allows line breaks and tabs in text, but not in URLs", () => {
    expect(hasControlCharacters("a\r\nb\tc")).toBe(false);
    expect(hasControlCharacters("a\r\nb", { lineBreaks: false })).toBe(true);
    expect(hasControlCharacters("a\u0000b")).toBe(true);
    expect(hasControlCharacters("ëç – “quotes”")).toBe(false);
  });

  it("names the first field holding one, searching nested values and names", () => {
    expect(fieldWithControlCharacters(Object.entries({ a: "ok", b: ["x", { c: "\u0007" }] }))).toBe("b");
    expect(fieldWithControlCharacters(Object.entries({ "n\u0000": "x" }))).toBe("n?");
    expect(fieldWithControlCharacters(Object.entries({ a: 5, b: null, c: "ok" }))).toBeUndefined();
  });

  it("finds them in a URL's path and query", () => {
    expect(urlPartWithControlCharacters(new URL("http://x/listings?q=%00"))).toBe("q");
    expect(urlPartWithControlCharacters(new URL("http://x/property/%00"))).toBe("path");
    expect(urlPartWithControlCharacters(new URL("http://x/listings?q=Prishtin%C3%AB"))).toBeUndefined();
  });
});
