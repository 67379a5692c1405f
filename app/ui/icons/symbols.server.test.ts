import { describe, expect, it } from "vitest";
import { iconSymbols } from "./symbols.server";

describe("iconSymbols", () => {
  it("carries the drawn icons' symbols under the page's own ids, once each, out of layout and of the accessibility tree", () => {
    const html = iconSymbols(["heart", "x", "heart"]);
    expect(html).toMatch(/^<svg [^>]*class="absolute" width="0" height="0" aria-hidden="true" focusable="false">/);
    expect(html.match(/<symbol /g)).toHaveLength(2);
    expect(html).toMatch(/<symbol id="icon-heart" viewBox="0 0 24 24"><path d="[^"]+"><\/path><\/symbol>/);
    expect(html).toContain('<symbol id="icon-x" ');
    expect(html).not.toContain('id="heart"');
  });

  it("writes nothing for a page without icons, and skips an id the sprite does not have", () => {
    expect(iconSymbols([])).toBe("");
    expect(iconSymbols(["no-such-icon"])).toBe("");
  });
});
