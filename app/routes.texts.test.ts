import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import sq from "~/i18n/sq";
import routes from "./routes";

// A route's translations are declared once, in its module's `handle` (i18n/route-texts.ts), and sent
// by the server for the routes a request matches (server/web/messages.ts). This reads what each
// route's code uses (its imports followed, lazy ones too; the server's own code left out, it
// translates with serverT) and holds it against what the route and its parents declare.

const APP = path.resolve(import.meta.dirname);
const NAMESPACES = new Set(Object.keys(sq));

/** A module's source, or undefined for a file that is not ours to follow (packages, styles, assets). */
function resolve(from: string, specifier: string): string | undefined {
  const bare = specifier.replace(/\?.*$/, "");
  let base: string;
  if (bare.startsWith("~/")) base = path.join(APP, bare.slice(2));
  else if (bare.startsWith(".")) base = path.resolve(path.dirname(from), bare);
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Code that never needs the browser's catalogs: the server's (serverT), the catalogs themselves, their loader. */
function followed(file: string): boolean {
  const relative = path.relative(APP, file);
  return !(
    relative.split(path.sep).includes(".server") ||
    /\.server\.tsx?$/.test(relative) ||
    /^i18n\/(sq|en|de)\//.test(relative) ||
    relative === path.join("i18n", "load-catalogs.ts")
  );
}

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function importsOf(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    if (match[2]) continue; // type-only
    const specifier = match[3] ?? match[4];
    const target = specifier === undefined ? undefined : resolve(file, specifier);
    if (target && followed(target)) found.push(target);
  }
  return found;
}

/** The namespaces a module's own code asks for: `useTranslation(...)` and "ns:key" texts. */
function namespacesIn(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/useTranslation\(\s*([^)]*)\)/g)) {
    const names = [...match[1]!.matchAll(/["']([\w-]+)["']/g)].map((m) => m[1]!);
    if (names.length === 0) found.add("common");
    for (const name of names) found.add(name);
  }
  for (const match of source.matchAll(/["'`]([\w-]+):[\w.$]/g)) if (NAMESPACES.has(match[1]!)) found.add(match[1]!);
  return [...found];
}

const uses = new Map<string, Map<string, string>>();

/** Every namespace a route module's code uses, each with a file that uses it. */
function namespacesUsedBy(routeFile: string): Map<string, string> {
  const known = uses.get(routeFile);
  if (known) return known;
  const result = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [routeFile];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const ns of namespacesIn(source)) if (!result.has(ns)) result.set(ns, path.relative(APP, file));
    queue.push(...importsOf(file, source));
  }
  uses.set(routeFile, result);
  return result;
}

/** The namespaces a route module declares in its `handle` (texts and signedInTexts). */
function declaredBy(routeFile: string): string[] {
  const source = fs.readFileSync(routeFile, "utf8");
  const handle = /export const handle\b[^=]*=\s*(\{[^;]*\});/.exec(source)?.[1] ?? "";
  const lists = [...handle.matchAll(/(?:texts|signedInTexts):\s*\[([^\]]*)\]/g)].map((m) => m[1]!);
  return lists.flatMap((list) => [...list.matchAll(/["']([\w-]+)["']/g)].map((m) => m[1]!));
}

/** Every route, with its parents (the root first). */
function chains(entries: RouteConfigEntry[], parents: string[]): string[][] {
  return entries.flatMap((entry) => {
    const chain = [...parents, path.join(APP, entry.file)];
    return [chain, ...chains(entry.children ?? [], chain)];
  });
}

const all = chains(await routes, [path.join(APP, "root.tsx")]);
const pages = all.filter((chain) => /\.tsx$/.test(chain.at(-1)!));

describe("a route's translations follow from its handle", () => {
  it.each(pages.map((chain) => [path.relative(APP, chain.at(-1)!), chain] as const))(
    "%s declares every namespace its code uses",
    (_name, chain) => {
      const declared = new Set(chain.flatMap(declaredBy));
      const missing = [...chain].flatMap((file) =>
        [...namespacesUsedBy(file)].filter(([ns]) => !declared.has(ns)).map(([ns, user]) => `"${ns}" (used by ${user})`),
      );
      expect(missing, `${path.relative(APP, chain.at(-1)!)}: add to its handle's texts`).toEqual([]);
    },
  );

  it("no route declares a namespace that neither its code nor a route below it uses", () => {
    // A layout's texts serve the pages below it too (the root's error messages: every form's).
    const usedBelow = new Map<string, Set<string>>();
    for (const chain of all) {
      chain.forEach((file, i) => {
        const used = chain.slice(i).flatMap((below) => [...namespacesUsedBy(below).keys()]);
        usedBelow.set(file, new Set([...(usedBelow.get(file) ?? []), ...used]));
      });
    }
    const unused = [...usedBelow].flatMap(([file, used]) =>
      declaredBy(file)
        .filter((ns) => !used.has(ns))
        .map((ns) => `${path.relative(APP, file)}: "${ns}"`),
    );
    expect(unused).toEqual([]);
  });

  it("declares only namespaces that exist", () => {
    const unknown = all.flatMap((chain) => declaredBy(chain.at(-1)!).filter((ns) => !NAMESPACES.has(ns)));
    expect(unknown).toEqual([]);
  });
});
