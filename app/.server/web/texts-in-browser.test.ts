import { describe, expect, it } from "vitest";
import { textsInBrowser } from "./texts-in-browser";

const at = (path: string) => new URL(`http://prona.test${path}`);

describe("textsInBrowser", () => {
  it("a data request from the same page: the shell's and the page's texts are there", () => {
    expect(textsInBrowser(at("/listings.data?type=house"), "http://prona.test/listings?type=flat&page=2", true)).toBe("page");
    expect(textsInBrowser(at("/_root.data"), "http://prona.test/", true)).toBe("page");
    expect(textsInBrowser(at("/my-properties.data?status=active"), "http://prona.test/my-properties", true)).toBe("page");
  });

  it("a data request from another of our pages: only the shell's texts are there", () => {
    expect(textsInBrowser(at("/property/abc.data"), "http://prona.test/listings?type=flat", true)).toBe("shell");
    expect(textsInBrowser(at("/_root.data"), "http://prona.test/listings", true)).toBe("shell");
  });

  it("a document names its texts' files when the build has them, else carries them", () => {
    expect(textsInBrowser(at("/listings"), "http://prona.test/listings", true)).toBe("files");
    expect(textsInBrowser(at("/listings"), undefined, true)).toBe("files");
    expect(textsInBrowser(at("/listings"), "http://prona.test/listings", false)).toBe("none");
  });

  it("no Referer, another site or another language: everything is sent", () => {
    expect(textsInBrowser(at("/listings.data"), undefined, true)).toBe("none");
    expect(textsInBrowser(at("/listings.data"), "not a url", true)).toBe("none");
    expect(textsInBrowser(at("/listings.data"), "https://elsewhere.example/listings", true)).toBe("none");
    expect(textsInBrowser(at("/listings.data?lang=en"), "http://prona.test/listings", true)).toBe("none");
    expect(textsInBrowser(at("/listings.data"), "http://prona.test/listings?lang=de", true)).toBe("none");
    expect(textsInBrowser(at("/listings.data?lang=en"), "http://prona.test/listings?lang=en", true)).toBe("page");
  });
});
