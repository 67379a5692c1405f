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

describe("noncharacters", () => {
  // U+FDD0–U+FDEF and the last two code points of each of the 17 planes: kept for a program's own use
  // (the server's signed-in page templates mark their placeholders with one), never in what people type.
  const NONCHARACTERS = [
    ...Array.from({ length: 32 }, (_, index) => String.fromCodePoint(0xfdd0 + index)),
    ...Array.from({ length: 17 }, (_, plane) =>
      [plane * 0x10000 + 0xfffe, plane * 0x10000 + 0xffff].map((code) => String.fromCodePoint(code)),
    ).flat(),
  ];

  it("refuses every one (all 66) in text and in URLs", () => {
    expect(NONCHARACTERS).toHaveLength(66);
    for (const character of NONCHARACTERS) {
      const code = character.codePointAt(0)!.toString(16);
      expect(hasControlCharacters(`Banesë ${character} në Dardani`), code).toBe(true);
      expect(hasControlCharacters(`a${character}`, { lineBreaks: false }), code).toBe(true);
    }
  });

  it("allows the characters next to them, private-use ones and emoji", () => {
    for (const text of ["\uFDCF", "\uFDF0", "\uFFFD", "\uE000", "\u{F0000}", "\u{1FFFD}", "\u{10FFFD}", "🏠 Banesë"]) {
      expect(hasControlCharacters(text), text.codePointAt(0)!.toString(16)).toBe(false);
      expect(hasControlCharacters(text, { lineBreaks: false })).toBe(false);
    }
  });

  it("names the field holding one, in values, nested values and names", () => {
    expect(fieldWithControlCharacters(Object.entries({ title: "Banesë", description: "x\uFDD0" }))).toBe("description");
    expect(fieldWithControlCharacters(Object.entries({ features: ["Ballkon", { a: "\u{10FFFF}" }] }))).toBe("features");
    expect(fieldWithControlCharacters(Object.entries({ "n\uFDD0\u0000": "x" }))).toBe("n??");
  });

  it("finds them in a URL's path, percent-encoded or not, and in its query", () => {
    expect(urlPartWithControlCharacters(new URL("http://x/listings?q=%EF%B7%90"))).toBe("q");
    expect(urlPartWithControlCharacters(new URL("http://x/listings?q=\uFDD0"))).toBe("q");
    expect(urlPartWithControlCharacters(new URL("http://x/listings?%EF%BF%BF=1"))).toBe("?");
    expect(urlPartWithControlCharacters(new URL("http://x/property/%EF%B7%90"))).toBe("path");
    expect(urlPartWithControlCharacters(new URL("http://x/property/\uFDEF"))).toBe("path");
    expect(urlPartWithControlCharacters(new URL("http://x/property/%F4%8F%BF%BE"))).toBe("path");
    // Beside a malformed escape, which is read as U+FFFD rather than hiding the rest.
    expect(urlPartWithControlCharacters(new URL("http://x/property/%FF%EF%B7%90"))).toBe("path");
    expect(urlPartWithControlCharacters(new URL("http://x/property/%FF%00"))).toBe("path");
    expect(urlPartWithControlCharacters(new URL("http://x/property/%FF%E0%A4"))).toBeUndefined();
    expect(urlPartWithControlCharacters(new URL("http://x/property/%EE%80%80?q=%EE%80%80"))).toBeUndefined();
    expect(urlPartWithControlCharacters(new URL("http://x/property/Prishtin%C3%AB%2500"))).toBeUndefined();
  });
});
