import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { generateIcons, MODULE_PATH, SPRITE_PATH, usedIconNames } from "./icons";

describe("the icon sprite", () => {
  it("holds exactly the icons the app imports (run npm run icons after importing a new one)", async () => {
    const { sprite, module } = await generateIcons();
    expect(fs.readFileSync(MODULE_PATH, "utf8")).toBe(module);
    expect(fs.readFileSync(SPRITE_PATH, "utf8")).toBe(sprite);
  });

  it("finds the icons through their imports", () => {
    const names = usedIconNames();
    expect(names).toContain("Heart");
    expect(names).not.toContain("IconComponent");
  });

  it("gives each symbol Lucide's drawing, with no stroke or fill of its own to override the page's", () => {
    const sprite = fs.readFileSync(SPRITE_PATH, "utf8");
    expect(sprite).toMatch(/<symbol id="heart" viewBox="0 0 24 24"><path d="[^"]+"><\/path><\/symbol>/);
    expect(sprite).not.toMatch(/<symbol[^>]*(stroke|fill)=/);
  });
});
