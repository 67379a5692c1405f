import { describe, expect, it } from "vitest";
import { isNetworkError, isOfflineError, OFFLINE_TARGET, offlineTargetOf } from "./offline";

// Telling a dropped connection from the server's own errors (issue 34 §11).

describe("isNetworkError", () => {
  it("knows the browsers' words for a request that got no answer", () => {
    expect(isNetworkError(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkError(new TypeError("NetworkError when attempting to fetch resource."))).toBe(true);
    expect(isNetworkError(new TypeError("Load failed"))).toBe(true);
    expect(isNetworkError(new TypeError("Failed to fetch dynamically imported module: /assets/a.js"))).toBe(true);
  });

  it("is not a bug in the page, a server error or anything else", () => {
    expect(isNetworkError(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false);
    expect(isNetworkError(new Error("Failed to fetch"))).toBe(false);
    expect(isNetworkError({ status: 500, statusText: "Internal Server Error" })).toBe(false);
    expect(isNetworkError(undefined)).toBe(false);
    // On the server there is no navigator: only the error speaks.
    expect(isOfflineError(new Error("database down"))).toBe(false);
  });
});

describe("offlineTargetOf", () => {
  it("reads the page asked for while offline from a location's state, a path of this site only", () => {
    expect(offlineTargetOf({ [OFFLINE_TARGET]: "/agjencite?city=Prizren" })).toBe("/agjencite?city=Prizren");
    expect(offlineTargetOf({ [OFFLINE_TARGET]: "//evil.example/x" })).toBeNull();
    expect(offlineTargetOf({ [OFFLINE_TARGET]: "https://evil.example/" })).toBeNull();
    expect(offlineTargetOf({ [OFFLINE_TARGET]: 3 })).toBeNull();
    expect(offlineTargetOf(null)).toBeNull();
    expect(offlineTargetOf(undefined)).toBeNull();
  });
});
