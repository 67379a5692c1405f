// npm run icons: writes the icon sprite (app/ui/icons/sprite.svg) and the components that draw from it
// (app/ui/icons/index.ts) for exactly the Lucide icons the app imports from "~/ui/icons". Run it after
// importing an icon not used before (the type check names it as missing); scripts/icons.test.ts fails
// while the committed files differ from what this writes.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { format } from "prettier";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const iconsDir = path.join(root, "app/ui/icons");
export const SPRITE_PATH = path.join(iconsDir, "sprite.svg");
export const MODULE_PATH = path.join(iconsDir, "index.ts");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The icon names imported from "~/ui/icons" anywhere in app/ (types and the factory left out). */
export function usedIconNames(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(path.join(root, "app"))) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"~\/ui\/icons"/g)) {
      for (const part of (match[1] ?? "").split(",")) {
        const name = (part.trim().split(/\s+as\s+/)[0] ?? "").trim();
        if (name && !name.startsWith("type ")) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/** Lucide's id (the kebab-case name in its class) and the drawing inside its <svg>. */
function lucideIcon(name: string): { id: string; body: string } {
  const component = (lucide as unknown as Record<string, ComponentType | undefined>)[name];
  if (!component) throw new Error(`lucide-react has no icon named ${name}`);
  const markup = renderToStaticMarkup(createElement(component));
  const id = /class="lucide lucide-([a-z0-9-]+)/.exec(markup)?.[1];
  const body = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
  if (!id || body === undefined) throw new Error(`unexpected markup for ${name}: ${markup.slice(0, 120)}`);
  return { id, body };
}

export async function generateIcons(): Promise<{ sprite: string; module: string }> {
  const icons = usedIconNames().map((name) => ({ name, ...lucideIcon(name) }));
  const ids = [...new Map(icons.map((icon) => [icon.id, icon.body])).entries()].sort(([a], [b]) => a.localeCompare(b));
  const sprite =
    `<svg xmlns="http://www.w3.org/2000/svg">\n` +
    `<!-- Lucide icons (ISC licence, lucide.dev), written by npm run icons. -->\n` +
    ids.map(([id, body]) => `<symbol id="${id}" viewBox="0 0 24 24">${body}</symbol>\n`).join("") +
    `</svg>\n`;
  const module = await format(
    [
      "// Written by npm run icons (scripts/icons.ts) from the icons the app imports; do not edit.",
      'import { icon } from "./icon";',
      "",
      'export type { IconComponent } from "./icon";',
      ...icons.map((icon) => `export const ${icon.name} = /* @__PURE__ */ icon("${icon.id}");`),
      "",
    ].join("\n"),
    { filepath: MODULE_PATH, printWidth: 140 },
  );
  return { sprite, module };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { sprite, module } = await generateIcons();
  fs.writeFileSync(SPRITE_PATH, sprite);
  fs.writeFileSync(MODULE_PATH, module);
  console.info(`${module.split("icon(").length - 2} icons: ${path.relative(root, SPRITE_PATH)} (${sprite.length} bytes)`);
}
