import { describe, expect, it } from "vitest";
import { textsInBrowser } from "./texts-in-browser";

const at = (path: string) => new URL(`http://prona.test${path}`);

describe("textsInBrowser", () => {
  it("a data request from the same page: the shell's and the page's texts are there", () => {
    expect(textsInBrowser(at("/listings.data?type=house"), "http://prona.test/listings?type=flat&page=2")).toBe("page");
    expect(textsInBrowser(at("/_root.data"), "http://prona.test/")).toBe("page");
    expect(textsInBrowser(at("/my-properties.data?status=active"), "http://prona.test/my-properties")).toBe("page");
  });

  it("a data request from another of our pages: only the shell's texts are there", () => {
    expect(textsInBrowser(at("/property/abc.data"), "http://prona.test/listings?type=flat")).toBe("shell");
    expect(textsInBrowser(at("/_root.data"), "http://prona.test/listings")).toBe("shell");
  });

  it("a document request, no Referer, another site or another language: everything is sent", () => {
    expect(textsInBrowser(at("/listings"), "http://prona.test/listings")).toBe("none");
    expect(textsInBrowser(at("/listings.data"), undefined)).toBe("none");
    expect(textsInBrowser(at("/listings.data"), "not a url")).toBe("none");
    expect(textsInBrowser(at("/listings.data"), "https://elsewhere.example/listings")).toBe("none");
    expect(textsInBrowser(at("/listings.data?lang=en"), "http://prona.test/listings")).toBe("none");
    expect(textsInBrowser(at("/listings.data"), "http://prona.test/listings?lang=de")).toBe("none");
    expect(textsInBrowser(at("/listings.data?lang=en"), "http://prona.test/listings?lang=en")).toBe("page");
  });
});
