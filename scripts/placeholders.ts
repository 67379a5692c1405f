import fs from "node:fs";
import path from "node:path";
import { PROPERTY_TYPES, type PropertyType } from "~/domain/enums";
import { propertySceneSvg } from "~/.server/seed/scenes";

// The type-specific placeholder photos (document 1 §2 Property card, §8 Image load failure) are the
// demo illustrations, served as static files: `npx tsx scripts/placeholders.ts` rewrites them.

export const PLACEHOLDER_DIR = path.resolve("public/placeholders");

export function placeholderSvg(type: PropertyType): string {
  return `${propertySceneSvg(type, 0, 1200, 800)}\n`;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  fs.mkdirSync(PLACEHOLDER_DIR, { recursive: true });
  for (const type of PROPERTY_TYPES) fs.writeFileSync(path.join(PLACEHOLDER_DIR, `${type}.svg`), placeholderSvg(type));
  console.log(`Wrote ${PROPERTY_TYPES.length} placeholders to ${PLACEHOLDER_DIR}`);
}
