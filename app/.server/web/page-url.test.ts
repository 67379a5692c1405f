import { describe, expect, it } from "vitest";
import { staysOnSite } from "../../../tests/support/hostile-targets";
import { pageUrl } from "./page-url";

const SITE = "http://prona.example";

describe("pageUrl", () => {
  it("is the page's address without React Router's data parameters", () => {
    const url = pageUrl(new Request(`${SITE}/admin/users.data?_routes=routes%2Fadmin%2Fusers&page=2&index`));
    expect(`${url.pathname}${url.search}`).toBe("/admin/users?page=2");
    expect(pageUrl(new Request(`${SITE}/_root.data`)).pathname).toBe("/");
  });

  // The shell sends such requests away first (server/request-target.ts); this is the second line.
  it.each([
    "//evil.example",
    "//evil.example/admin/users",
    "//evil.example.data",
    "/.//evil.example",
    "/x/..//evil.example/my-properties",
    "/\\evil.example",
    "/%2e%2e//evil.example",
  ])("a request path %j that reads as another host gives /", (path) => {
    const url = pageUrl(new Request(`${SITE}${path}?done=1`));
    expect(url.pathname).toBe("/");
    expect(staysOnSite(`${url.pathname}${url.search}`, SITE)).toBe(true);
  });
});
