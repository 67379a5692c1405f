// Return addresses an attacker would try (issue 33): each must be refused or kept on the site. Shared by
// the unit test of the one check (app/.server/web/redirects.test.ts) and the HTTP tests that run them
// against every page that takes a return address (tests/http/redirects.http.test.ts).

/** Values of a return parameter (redirect_to, return_to). */
export const HOSTILE_RETURN_TARGETS: readonly string[] = [
  // Another host, written as a path.
  "//evil.example",
  "///evil.example",
  "//evil.example/dashboard",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  // Dot segments that collapse to "//" (the finding: "/.//x" and "/x/..//x" resolve to "//x").
  "/.//evil.example",
  "/./\\evil.example",
  "/x/..//evil.example",
  "/x/../\\evil.example",
  "/x/..\\\\evil.example",
  "/x/y/../..//evil.example",
  "/..//evil.example",
  "/.././/evil.example",
  "/x/..//evil.example/login",
  `/${"x/../".repeat(300)}/evil.example`,
  // Encoded dots are dot segments to the URL parser.
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/x/%2e%2e//evil.example",
  "/.%2e//evil.example",
  "/x/%2E./\\evil.example",
  // Encoded slashes and backslashes stay encoded: a path on the site.
  "/%2f%2fevil.example",
  "/%2F/evil.example",
  "/%5cevil.example",
  "/%5c%5cevil.example",
  "/%2e%2e%2f%2fevil.example",
  // Tabs and line breaks inside, which a browser drops.
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/.\t//evil.example",
  "/\t\\evil.example",
  "/%09/evil.example",
  "/listings\r\nSet-Cookie: pwned=1",
  // User info.
  "/@evil.example",
  "//user@evil.example",
  "//user:pass@evil.example/x",
  "/\\user@evil.example",
  "/x@evil.example:80/",
  // Schemes.
  "javascript:alert(1)",
  "JavaScript:alert(document.domain)",
  "data:text/html,<script>alert(1)</script>",
  "http://evil.example",
  "HTTPS://evil.example/",
  "https:evil.example",
  "http:/\\evil.example",
  "http:\\\\evil.example",
  // Look-alikes of "/" and "." (fullwidth solidus, fullwidth full stop, division slash, ideographic stop).
  "／／evil.example",
  "/／evil.example",
  "/．．//evil.example",
  "/\u2215\u2215evil.example",
  "\u2215\u2215evil.example",
  "/\u3002/evil.example",
  // Leading spaces and controls, which a browser strips before parsing.
  " //evil.example",
  "\t//evil.example",
  "\u000b//evil.example",
  "\u00a0//evil.example",
  // Very long.
  `/${"a".repeat(5000)}`,
  `//evil.example/${"a".repeat(5000)}`,
  // On the site, with another host in the query or fragment only.
  "/?next=//evil.example",
  "/#//evil.example",
];

/** A Location header's value stays on `origin`: its resolved origin, and never "//" or "/\" at the start. */
export function staysOnSite(location: string, origin: string): boolean {
  return !/^[/\\][/\\]/.test(location) && new URL(location, origin).origin === origin;
}
