import type { PropertyType } from "~/domain/enums";

// Illustrated property photos, drawn as SVG: used for demo listings (rendered to JPEG) and, in the
// browser, as the type-specific placeholder when a listing has no photo or one fails to load.

type Palette = { skyTop: string; skyBottom: string; ground: string; wall: string; accent: string; roof: string };

const PALETTES: Palette[] = [
  { skyTop: "#7fb2f0", skyBottom: "#dcebfb", ground: "#7fa65a", wall: "#f1e4cf", accent: "#2d5c8a", roof: "#b5513a" },
  { skyTop: "#f5a86b", skyBottom: "#fde3c4", ground: "#8f9a4e", wall: "#e9edf2", accent: "#38465e", roof: "#8a3d2e" },
  { skyTop: "#5b8fd6", skyBottom: "#c9def7", ground: "#5f8f4e", wall: "#d9c7ad", accent: "#6b3f2a", roof: "#5a5f6b" },
  { skyTop: "#9fc6e8", skyBottom: "#eef5fb", ground: "#9bb36b", wall: "#f6f1e7", accent: "#1f6f6b", roof: "#a0432f" },
];

function windows(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
  lit: string,
  dark: string,
  seed: number,
) {
  let out = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const on = (r * 7 + c * 3 + seed) % 5 === 0;
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" rx="3" fill="${on ? lit : dark}"/>`;
    }
  }
  return out;
}

function sky(p: Palette, w: number, h: number) {
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/>` +
    `<stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
    `<circle cx="${w * 0.82}" cy="${h * 0.18}" r="${h * 0.07}" fill="#fff6d5" opacity="0.9"/>` +
    `<path d="M0 ${h * 0.62} Q ${w * 0.25} ${h * 0.5} ${w * 0.5} ${h * 0.6} T ${w} ${h * 0.56} V ${h} H 0 Z" fill="#a9c2d9" opacity="0.6"/>`
  );
}

function apartment(p: Palette, w: number, h: number, seed: number) {
  const bx = w * 0.22;
  const bw = w * 0.56;
  const top = h * 0.14;
  return (
    `<rect x="0" y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="${p.ground}"/>` +
    `<rect x="${bx - w * 0.16}" y="${h * 0.34}" width="${w * 0.14}" height="${h * 0.46}" fill="#c7ccd4"/>` +
    `<rect x="${bx + bw + w * 0.02}" y="${h * 0.28}" width="${w * 0.15}" height="${h * 0.52}" fill="#b9c0ca"/>` +
    `<rect x="${bx}" y="${top}" width="${bw}" height="${h * 0.66}" fill="${p.wall}"/>` +
    `<rect x="${bx}" y="${top}" width="${bw}" height="${h * 0.03}" fill="${p.accent}"/>` +
    windows(bx + w * 0.035, top + h * 0.07, 6, 5, w * 0.06, h * 0.055, w * 0.023, "#ffd97a", p.accent, seed) +
    `<rect x="${bx + bw / 2 - w * 0.04}" y="${h * 0.7}" width="${w * 0.08}" height="${h * 0.1}" fill="${p.accent}"/>`
  );
}

function house(p: Palette, w: number, h: number, seed: number) {
  const hx = w * 0.28;
  const hw = w * 0.44;
  const base = h * 0.42;
  return (
    `<rect x="0" y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${p.ground}"/>` +
    `<circle cx="${w * 0.16}" cy="${h * 0.56}" r="${h * 0.13}" fill="#4f7d3a"/><rect x="${w * 0.155}" y="${h * 0.62}" width="${w * 0.012}" height="${h * 0.17}" fill="#6b4a2b"/>` +
    `<polygon points="${hx - w * 0.03},${base} ${hx + hw / 2},${h * 0.17} ${hx + hw + w * 0.03},${base}" fill="${p.roof}"/>` +
    `<rect x="${hx}" y="${base}" width="${hw}" height="${h * 0.36}" fill="${p.wall}"/>` +
    windows(hx + w * 0.04, base + h * 0.06, 2, 2, w * 0.08, h * 0.09, w * 0.03, "#ffe08a", "#7aa6cf", seed) +
    `<rect x="${hx + hw * 0.62}" y="${base + h * 0.14}" width="${w * 0.08}" height="${h * 0.22}" rx="4" fill="${p.accent}"/>` +
    `<rect x="${w * 0.05}" y="${h * 0.74}" width="${w * 0.9}" height="${h * 0.012}" fill="#f4f1ea"/>`
  );
}

function land(p: Palette, w: number, h: number, seed: number) {
  let fence = "";
  for (let i = 0; i < 16; i++)
    fence += `<rect x="${w * 0.04 + i * w * 0.06}" y="${h * 0.66}" width="${w * 0.008}" height="${h * 0.08}" fill="#8a6a45"/>`;
  return (
    `<path d="M0 ${h * 0.58} Q ${w * 0.3} ${h * 0.46} ${w * 0.62} ${h * 0.56} T ${w} ${h * 0.5} V ${h} H0 Z" fill="#6f9a4b"/>` +
    `<path d="M0 ${h * 0.7} Q ${w * 0.4} ${h * 0.62} ${w} ${h * 0.72} V ${h} H0 Z" fill="${p.ground}"/>` +
    `<path d="M0 ${h * 0.84} L ${w} ${h * 0.78} V ${h} H 0 Z" fill="#c8b074" opacity="${0.7 + (seed % 3) * 0.1}"/>` +
    `<rect x="${w * 0.04}" y="${h * 0.68}" width="${w * 0.92}" height="${h * 0.008}" fill="#8a6a45"/>` +
    fence +
    `<circle cx="${w * 0.78}" cy="${h * 0.5}" r="${h * 0.08}" fill="#3f6b30"/>`
  );
}

function commercial(p: Palette, w: number, h: number, seed: number) {
  const x = w * 0.14;
  const bw = w * 0.72;
  return (
    `<rect x="0" y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="#9aa3ad"/>` +
    `<rect x="${x}" y="${h * 0.22}" width="${bw}" height="${h * 0.58}" fill="${p.wall}"/>` +
    windows(x + w * 0.04, h * 0.27, 5, 2, w * 0.1, h * 0.08, w * 0.03, "#ffe7a3", "#8fb3d4", seed) +
    `<rect x="${x}" y="${h * 0.5}" width="${bw}" height="${h * 0.06}" fill="${p.accent}"/>` +
    `<path d="M${x} ${h * 0.56} h ${bw} l -${w * 0.02} ${h * 0.06} h -${bw - w * 0.04} Z" fill="${p.roof}"/>` +
    `<rect x="${x + w * 0.04}" y="${h * 0.62}" width="${bw - w * 0.08}" height="${h * 0.18}" fill="#bcd7ec"/>` +
    `<rect x="${x + bw / 2 - w * 0.035}" y="${h * 0.62}" width="${w * 0.07}" height="${h * 0.18}" fill="${p.accent}"/>`
  );
}

const DRAW: Record<PropertyType, (p: Palette, w: number, h: number, seed: number) => string> = {
  apartment,
  house,
  land,
  commercial,
};

/** An SVG illustration of a property of this type; `seed` varies colours and lit windows. */
export function propertySceneSvg(type: PropertyType, seed = 0, width = 1200, height = 800): string {
  const palette = PALETTES[seed % PALETTES.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    sky(palette, width, height) +
    DRAW[type](palette, width, height, seed) +
    `</svg>`
  );
}
