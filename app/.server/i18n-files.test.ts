import { describe, expect, it } from "vitest";
import { messagesFor } from "./i18n";
import { TEXTS_PATH, textsFile, textsFileAt } from "./i18n-files";

const within = (url: string) => url.slice(TEXTS_PATH.length);

describe("a document's texts file (decision 0029)", () => {
  it("one address per language and set of namespaces, whatever their order or repetition", () => {
    const url = textsFile("sq", ["listings", "common", "errors", "common"]);
    expect(url).toMatch(/^\/texts\/sq\/common\+errors\+listings\.[\w-]{10}\.json$/);
    expect(textsFile("sq", ["errors", "listings", "common"])).toBe(url);
    expect(textsFile("en", ["errors", "listings", "common"])).not.toBe(url);
    expect(textsFile("sq", ["common", "errors"])).not.toBe(url);
  });

  it("holds the server's own texts of each namespace, under the keys the document's list names", () => {
    const file = textsFileAt(within(textsFile("de", ["map", "common"])))!;
    expect(file.current).toBe(true);
    const texts = JSON.parse(file.body.toString("utf8")) as Record<string, unknown>;
    expect(texts).toEqual({ "de/common": messagesFor("de", ["common"]).common, "de/map": messagesFor("de", ["map"]).map });
  });

  it("another build's hash is today's content, not current; anything else names no file", () => {
    const url = within(textsFile("sq", ["common"]));
    const other = textsFileAt(url.replace(/\.[\w-]{10}\.json$/, ".0123456789.json"))!;
    expect(other.current).toBe(false);
    expect(other.body.equals(textsFileAt(url)!.body)).toBe(true);
    for (const path of [
      "/sq/errors+common.0123456789.json",
      "/sq/common+common.0123456789.json",
      "/sq/Common.0123456789.json",
      "/sq/constructor.0123456789.json",
      "/sq/common.json",
      "/xx/common.0123456789.json",
      "/sq/common.0123456789.json/..",
      "",
    ]) {
      expect(textsFileAt(path), path).toBeNull();
    }
  });
});
