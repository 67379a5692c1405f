import { describe, expect, it } from "vitest";
import { dataFlags, lowPriorityModulePreloads, modulePreloadCount, scriptRanges } from "./framework-output";
import { reader as readerFixture } from "./reader-fixture";
import { learnMarks } from "./page-marks";
import { fillTemplate, standInFor, templateOf, valuesOf } from "./page-template";

// What the pages do when React Router writes them in a shape framework-output.ts does not expect (an
// upgrade, before the module follows it): they still work, unfilled. Preloads keep the browser's
// priority; a signed-in page's data is not cut, so a reader with a favourite on it is never sent a page
// filled in wrongly: the template cannot learn their mark, and they get their own page rendered.
// (tests/http/framework-output.http.test.ts checks the shapes against the built app.)

const FIRST = "6f1d2c3b-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
const SECOND = "7a1d2c3b-1a2b-4c3d-8e9f-0a1b2c3d4e5f";

/** turbo-stream's flat array of values for two listings, the first one `favorite` or not. */
const flat = (favorite: boolean) => [
  { _1: 2, _3: 4, _5: 6 },
  "off",
  false,
  "on",
  true,
  "listings",
  [7, 11],
  { _8: 9, _10: favorite ? 4 : 2 },
  "id",
  FIRST,
  "is_favorite",
  { _8: 12, _10: 2 },
  SECOND,
];

const DATA = "window.__reactRouterContext.streamController.enqueue(";
/** The same data as another version might write it. */
const CHANGED = "window.__reactRouterContext.stream.push(";

/** A listings page as React Router writes its data (JSON in a JavaScript string, escaped for HTML). */
const page = (name: string, favorite: boolean, prefix = DATA) =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js"/></head><body><p>${name}</p>` +
  `<a href="/property/${FIRST}"><button aria-pressed="${favorite}">♥</button></a><a href="/property/${SECOND}"><button aria-pressed="false">♥</button></a>` +
  `<script nonce="n">${prefix}${JSON.stringify(JSON.stringify(flat(favorite))).replace(/[&<>]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)});</script>` +
  `<script nonce="n">import("/assets/entry.js");</script></body></html>`;

const reader = readerFixture();

/** The template of the page in `prefix`'s shape and what it gives a reader who keeps the first listing. */
function forAFavourite(prefix: string) {
  const standIn = standInFor(reader);
  const template = templateOf(page(standIn.user.name, false, prefix), standIn)!;
  const values = valuesOf(reader, "n");
  const marks = new Set([`favorite:${FIRST}`]);
  return { template, learned: learnMarks(template, values, marks, new Set(), page(reader.name, true, prefix)), values, marks };
}

describe("React Router's output as expected", () => {
  it("marks every module preload low priority, and nothing else", () => {
    const head =
      '<head><link rel="modulepreload" href="/assets/a.js" nonce=""/><link rel="modulepreload" href="/assets/b.js"/>' +
      '<link rel="icon" href="/favicon.svg"/><link rel="preload" as="image" href="/x.webp" fetchPriority="high"/></head>';
    expect(modulePreloadCount(head)).toBe(2);
    expect(lowPriorityModulePreloads(head)).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js" nonce=""/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/>' +
        '<link rel="icon" href="/favicon.svg"/><link rel="preload" as="image" href="/x.webp" fetchPriority="high"/></head>',
    );
  });

  it("finds the data's script and each listing's favourite flag; a reader's favourite is filled in", () => {
    const html = page("x", false);
    expect(scriptRanges(html).map((script) => script.data)).toEqual([true, false]);
    expect(dataFlags(html, "is_favorite")?.map((flag) => flag.listingId)).toEqual([FIRST, SECOND]);
    const { learned, values, marks } = forAFavourite(DATA);
    expect(learned).not.toBeNull();
    expect(fillTemplate(learned!, values, marks)).toBe(page(reader.name, true));
    expect(fillTemplate(learned!, valuesOf({ ...reader, name: "Besa Gashi" }, "n"))).toBe(page("Besa Gashi", false));
  });
});

describe("React Router's output in another shape", () => {
  it("leaves preloads written otherwise as they are (the browser's own priority)", () => {
    const head = '<head><link href="/assets/a.js" rel="modulepreload"/><link rel=modulepreload href="/assets/b.js"></head>';
    expect(modulePreloadCount(head)).toBe(0);
    expect(lowPriorityModulePreloads(head)).toBe(head);
  });

  it("cuts no flag in data it cannot read, and a reader with a favourite gets their own page, never a wrong one", () => {
    const html = page("x", false, CHANGED);
    expect(scriptRanges(html).some((script) => script.data)).toBe(false);
    expect(dataFlags(html, "is_favorite")).toEqual([]);
    const { template, learned } = forAFavourite(CHANGED);
    expect(template.holes.some((hole) => "mark" in hole)).toBe(false);
    // Their page differs from the template inside a script it cannot read: not learned (signed-in-pages.ts
    // then renders their own page for them, and for every reader with that mark).
    expect(learned).toBeNull();
    // A reader without marks is still filled in, byte for byte.
    expect(fillTemplate(template, valuesOf({ ...reader, name: "Besa Gashi" }, "n"))).toBe(page("Besa Gashi", false, CHANGED));
  });

  it("makes no template of a page whose reader's values sit in data it cannot read", () => {
    const standIn = standInFor(reader);
    // The name in the page's text and in its data: the data's copy cannot be filled in.
    const html = page(standIn.user.name, false, CHANGED).replace(`\\"listings\\"`, `\\"${standIn.user.name}\\"`);
    expect(html).toContain(`\\"${standIn.user.name}\\"`);
    expect(templateOf(html, standIn)).toBeNull();
    expect(templateOf(html.replace(CHANGED, DATA), standIn)).not.toBeNull();
  });
});
