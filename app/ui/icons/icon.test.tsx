import { PassThrough } from "node:stream";
import { createElement, Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type IconComponent, type IconsDrawn, IconsDrawnContext } from "./icon";
import { Bell, Heart, HousePlus, Star } from "./index";

// The icons a page draws are the page's own (decision 0032): each server rendering notes them in its
// own record, given by React context, never in module state two requests could share.

/** An icon drawn once `ready` resolves: a part that suspends, rendered after other requests' parts. */
function Later({ ready, icon: Icon }: { ready: Promise<void>; icon: IconComponent }) {
  use(ready);
  return <Icon />;
}

/** Starts rendering a page that draws `first` at once and `later` when `ready` resolves; its HTML once all is done. */
function render(drawn: IconsDrawn, first: IconComponent, later: IconComponent, ready: Promise<void>): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <IconsDrawnContext value={drawn}>
        <main>
          {createElement(first)}
          <Suspense fallback={<span>…</span>}>
            <Later ready={ready} icon={later} />
          </Suspense>
        </main>
      </IconsDrawnContext>,
      {
        onAllReady() {
          const out = new PassThrough();
          let html = "";
          out.on("data", (chunk: Buffer) => (html += chunk.toString()));
          out.on("end", () => resolve(html));
          pipe(out);
        },
        onShellError: reject,
      },
    );
  });
}

describe("the icons a server rendering draws", () => {
  it("are noted per rendering: two interleaved renderings each see only their own", async () => {
    const gate = () => {
      let open!: () => void;
      return { ready: new Promise<void>((resolve) => (open = resolve)), open: () => open() };
    };
    const [gateA, gateB] = [gate(), gate()];
    const a: IconsDrawn = { ids: new Set(), written: false };
    const b: IconsDrawn = { ids: new Set(), written: false };
    const pageA = render(a, Heart, Bell, gateA.ready);
    const pageB = render(b, HousePlus, Star, gateB.ready);
    // B's suspended part renders first, then A's: each while the other rendering is under way.
    await new Promise((resolve) => setImmediate(resolve));
    gateB.open();
    await new Promise((resolve) => setImmediate(resolve));
    gateA.open();
    const [htmlA, htmlB] = await Promise.all([pageA, pageB]);
    expect([...a.ids].sort()).toEqual(["bell", "heart"]);
    expect([...b.ids].sort()).toEqual(["house-plus", "star"]);
    expect(htmlA).toContain('href="#icon-heart"');
    expect(htmlA).toContain('href="#icon-bell"');
    expect(htmlA).not.toMatch(/icon-(house-plus|star)/);
    expect(htmlB).toContain('href="#icon-star"');
    expect(htmlB).not.toMatch(/icon-(heart|bell)/);
  });
});
