import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PropertyImage } from "./property-image";

const stored = "/storage/property-images/0b6f1c1e-9d6a-4a57-9a3e-2f1f6d2d8c11/1763800000000-a1b2c3d4.jpg";
const stem = stored.replace(/\.jpg$/, "");

describe("PropertyImage", () => {
  it("renders the gallery's photo with a srcset and sizes, the gallery variant as src, fetched first", () => {
    const html = renderToString(<PropertyImage src={stored} type="apartment" variant="gallery" sizes="100vw" priority alt="Foto" />);
    const img = /<img [^>]*>/.exec(html)![0];
    expect(img).toContain(`src="${stem}.gallery.webp"`);
    expect(img).toContain(`srcSet="${stem}.medium.webp 960w, ${stem}.gallery.webp 1600w"`);
    expect(img).toContain('sizes="100vw"');
    expect(img).toContain('fetchPriority="high"');
    expect(img).toContain('loading="eager"');
  });

  it("renders a card or a foreign photo without a srcset", () => {
    const card = renderToString(<PropertyImage src={stored} type="apartment" variant="card" alt="" />);
    expect(card).toContain(`src="${stem}.card.webp"`);
    expect(card).not.toMatch(/srcset|sizes=/i);
    const foreign = renderToString(<PropertyImage src="https://example.com/a.jpg" type="house" variant="gallery" sizes="100vw" alt="" />);
    expect(foreign).toContain('src="https://example.com/a.jpg"');
    expect(foreign).not.toMatch(/srcset|sizes=/i);
  });
});
