import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROPERTY_TYPES } from "~/domain/enums";
import { PLACEHOLDER_DIR, placeholderSvg } from "./placeholders";

describe("placeholder photos", () => {
  it.each(PROPERTY_TYPES)("public/placeholders/%s.svg is the current illustration (npx tsx scripts/placeholders.ts)", (type) => {
    expect(fs.readFileSync(path.join(PLACEHOLDER_DIR, `${type}.svg`), "utf8")).toBe(placeholderSvg(type));
  });
});
