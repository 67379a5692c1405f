import type { PropertyType } from "~/domain/enums";
import { propertySceneSvg } from "./scenes";

// The demo listings' photos (issue 14 §6): no freely licensed photographs can be shipped here, so each
// listing gets illustrations that fit it: an exterior of its kind (block or tower, house or villa,
// building land or fields, shop or office), then rooms inside (living room, kitchen, bedroom, or a
// workspace). Drawn as SVG at seed time and stored as JPEG/WebP like uploaded photos: nothing is kept
// in the repository.

export type DemoScene =
  | "apartment"
  | "tower"
  | "residence"
  | "house"
  | "villa"
  | "land"
  | "farmland"
  | "shop"
  | "office"
  | "living"
  | "kitchen"
  | "bedroom"
  | "workspace";

const W = 1200;
const H = 800;

type Palette = { wall: string; accent: string; soft: string; wood: string; sky: [string, string] };

const PALETTES: Palette[] = [
  { wall: "#efe6d8", accent: "#2f5d7c", soft: "#c9a27e", wood: "#b88a5a", sky: ["#86b7ee", "#dcebfb"] },
  { wall: "#e6ebef", accent: "#7a3e3e", soft: "#9fb8a4", wood: "#a7744a", sky: ["#f3ad72", "#fde6c9"] },
  { wall: "#f4f1ea", accent: "#335c4a", soft: "#d8b46a", wood: "#c49a6c", sky: ["#6d9edb", "#cfe1f7"] },
  { wall: "#e9e2ef", accent: "#4a4e7a", soft: "#d99a8b", wood: "#9b6b43", sky: ["#9cc5ea", "#eef5fb"] },
];

/**
 * The photos of one demo listing: its exterior first (the cover), then what is inside. Flats whose
 * title says nothing of the building take one of three kinds by `variant`, so neighbouring cards differ.
 */
export function demoScenesFor(listing: { type: PropertyType; title: string }, count: number, variant = 0): DemoScene[] {
  const title = listing.title.toLocaleLowerCase("sq");
  const blocks: DemoScene[] = ["apartment", "residence", "tower"];
  const exterior: Record<PropertyType, DemoScene> = {
    apartment: /penthouse|e re|luksoze/.test(title) ? "tower" : blocks[variant % blocks.length]!,
    house: /vilë|pishinë|e re/.test(title) ? "villa" : "house",
    land: /bujqësore/.test(title) ? "farmland" : "land",
    commercial: /zyre|afariste/.test(title) ? "office" : "shop",
  };
  const inside: Record<PropertyType, DemoScene[]> = {
    apartment: ["living", "kitchen", "bedroom"],
    house: ["living", "kitchen", "bedroom"],
    land: [exterior.land === "land" ? "farmland" : "land"],
    commercial: ["workspace"],
  };
  const rest = inside[listing.type];
  return Array.from({ length: count }, (_, i) => (i === 0 ? exterior[listing.type] : rest[(i - 1) % rest.length]!));
}

/** One illustration as SVG; `seed` picks the colours. */
export function demoSceneSvg(scene: DemoScene, seed: number): string {
  if (scene === "apartment" || scene === "house" || scene === "land") return propertySceneSvg(scene, seed, W, H);
  if (scene === "shop") return propertySceneSvg("commercial", seed, W, H);
  const p = PALETTES[seed % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(p)}${DRAW[scene](p, seed)}</svg>`;
}

function defs(p: Palette) {
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>` +
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9cc3e6"/><stop offset="0.5" stop-color="#5f8fba"/><stop offset="1" stop-color="#b8d4ec"/></linearGradient>` +
    `<linearGradient id="light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.wood}"/><stop offset="1" stop-color="${shade(p.wood)}"/></linearGradient></defs>`
  );
}

/** A darker tone of a #rrggbb colour. */
function shade(hex: string, factor = 0.78): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 255) * factor);
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

function outdoors(ground: string) {
  return (
    rect(0, 0, W, H, "url(#sky)") +
    `<circle cx="980" cy="130" r="55" fill="#fff6d5" opacity="0.9"/>` +
    `<path d="M0 520 Q 300 430 600 500 T 1200 470 V 800 H 0 Z" fill="#a9c2d9" opacity="0.55"/>` +
    rect(0, 640, W, 160, ground)
  );
}

function tree(x: number, y: number, r: number, leaf = "#4f7d3a") {
  return (
    rect(x - 5, y, 10, r * 1.4, "#6b4a2b") +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${leaf}"/><circle cx="${x - r * 0.45}" cy="${y + r * 0.3}" r="${r * 0.7}" fill="${leaf}"/>`
  );
}

/** A window onto the sky, with a frame and mullion. */
function window(x: number, y: number, w: number, h: number, frame = "#ffffff") {
  return (
    rect(x - 8, y - 8, w + 16, h + 16, frame) +
    rect(x, y, w, h, "url(#sky)") +
    `<path d="M${x} ${y + h * 0.75} Q ${x + w * 0.4} ${y + h * 0.6} ${x + w} ${y + h * 0.7} V ${y + h} H ${x} Z" fill="#8fb07a" opacity="0.8"/>` +
    rect(x + w / 2 - 3, y, 6, h, frame) +
    rect(x, y, w, h, "url(#light)")
  );
}

function planks(y: number) {
  let lines = rect(0, y, W, H - y, "url(#floor)");
  for (let i = 1; i < 6; i++)
    lines += `<line x1="0" y1="${y + i * ((H - y) / 6)}" x2="${W}" y2="${y + i * ((H - y) / 6)}" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>`;
  return lines;
}

function plant(x: number, y: number, seed: number) {
  const leaf = seed % 2 ? "#3f7a4a" : "#4d8a3c";
  return (
    `<path d="M${x - 30} ${y} h60 l-8 70 h-44 Z" fill="#d7d0c4"/>` +
    `<ellipse cx="${x - 25}" cy="${y - 40}" rx="18" ry="45" fill="${leaf}" transform="rotate(-25 ${x - 25} ${y - 40})"/>` +
    `<ellipse cx="${x + 25}" cy="${y - 45}" rx="18" ry="48" fill="${leaf}" transform="rotate(25 ${x + 25} ${y - 45})"/>` +
    `<ellipse cx="${x}" cy="${y - 60}" rx="16" ry="55" fill="${shade(leaf, 1.1)}"/>`
  );
}

function living(p: Palette, seed: number) {
  return (
    rect(0, 0, W, 560, p.wall) +
    window(640, 110, 380, 300) +
    planks(560) +
    rect(0, 552, W, 12, shade(p.wall, 0.85)) +
    // A picture on the wall and a floor lamp.
    rect(150, 150, 200, 140, "#fff") +
    rect(162, 162, 176, 116, p.soft) +
    `<circle cx="290" cy="200" r="22" fill="#fff6d5" opacity="0.8"/>` +
    rect(520, 300, 6, 300, "#3a3a3a") +
    `<path d="M480 300 h86 l-18 -70 h-50 Z" fill="#f7e7c1"/>` +
    // Sofa, cushions and a rug with a low table.
    `<ellipse cx="420" cy="700" rx="380" ry="60" fill="${p.soft}" opacity="0.55"/>` +
    rect(110, 430, 560, 110, p.accent, 'rx="26"') +
    rect(90, 500, 600, 110, shade(p.accent, 0.85), 'rx="22"') +
    rect(140, 455, 120, 70, shade(p.soft, 1.05), 'rx="14"') +
    rect(500, 455, 120, 70, p.soft, 'rx="14"') +
    rect(110, 606, 14, 30, "#3a2a1a") +
    rect(656, 606, 14, 30, "#3a2a1a") +
    rect(300, 650, 240, 22, shade(p.wood, 0.7), 'rx="6"') +
    rect(320, 672, 12, 44, shade(p.wood, 0.6)) +
    rect(508, 672, 12, 44, shade(p.wood, 0.6)) +
    `<circle cx="380" cy="640" r="14" fill="#fff"/>` +
    plant(1090, 560, seed)
  );
}

function kitchen(p: Palette, seed: number) {
  let tiles = "";
  for (let x = 0; x < 860; x += 60) for (let y = 300; y < 430; y += 40) tiles += rect(x + 2, y + 2, 56, 36, "#ffffff", 'opacity="0.55"');
  return (
    rect(0, 0, W, 600, p.wall) +
    rect(0, 300, 860, 130, shade(p.wall, 0.92)) +
    tiles +
    // Upper cabinets, a window over the sink, the fridge.
    rect(0, 80, 380, 190, p.accent) +
    [0, 1, 2].map((i) => rect(10 + i * 125, 90, 115, 170, shade(p.accent, 1.12)) + rect(60 + i * 125, 230, 20, 6, "#d9d9d9")).join("") +
    window(460, 110, 300, 170) +
    rect(880, 100, 220, 520, "#dfe3e8") +
    rect(880, 300, 220, 6, "#b8bec6") +
    rect(1070, 160, 8, 90, "#9aa1aa") +
    rect(1070, 340, 8, 120, "#9aa1aa") +
    planks(600) +
    // Counter with doors, sink and hob; a bowl of fruit.
    rect(0, 430, 860, 26, "#3b3f46") +
    rect(0, 456, 860, 170, p.accent) +
    [0, 1, 2, 3, 4, 5]
      .map((i) => rect(12 + i * 142, 470, 130, 140, shade(p.accent, 1.12)) + rect(70 + i * 142, 488, 20, 6, "#d9d9d9"))
      .join("") +
    rect(540, 422, 160, 12, "#c7ccd2", 'rx="6"') +
    `<path d="M610 422 v-50 q0 -18 18 -18 h12" stroke="#9aa1aa" stroke-width="8" fill="none"/>` +
    rect(120, 424, 180, 8, "#23262b") +
    `<circle cx="170" cy="428" r="20" fill="#2d3036"/><circle cx="250" cy="428" r="20" fill="#2d3036"/>` +
    `<ellipse cx="400" cy="420" rx="55" ry="16" fill="#f2f2f2"/>` +
    `<circle cx="380" cy="405" r="16" fill="#d9534f"/><circle cx="410" cy="400" r="16" fill="#f0ad4e"/><circle cx="430" cy="410" r="14" fill="#7cb342"/>` +
    // Pendant lamps.
    [250, 560]
      .map(
        (x) =>
          rect(x - 2, 0, 4, 40 + (seed % 2) * 10, "#333") +
          `<path d="M${x - 30} ${70 + (seed % 2) * 10} h60 l-10 -30 h-40 Z" fill="${p.soft}"/>`,
      )
      .join("")
  );
}

function bedroom(p: Palette, seed: number) {
  return (
    rect(0, 0, W, 580, p.wall) +
    rect(0, 0, W, 580, shade(p.soft, 1.15), 'opacity="0.25"') +
    window(820, 120, 260, 280) +
    // Curtains.
    `<path d="M790 95 h50 q-20 160 0 340 h-50 Z" fill="${p.soft}"/>` +
    `<path d="M1060 95 h50 v340 h-50 q20 -180 0 -340 Z" fill="${p.soft}"/>` +
    planks(580) +
    // Headboard, bed, pillows, blanket; bedside tables with lamps; a picture.
    rect(170, 250, 480, 260, shade(p.wood, 0.8), 'rx="18"') +
    rect(140, 450, 540, 170, "#f6f4ef", 'rx="16"') +
    rect(200, 400, 180, 80, "#ffffff", 'rx="24"') +
    rect(440, 400, 180, 80, "#ffffff", 'rx="24"') +
    rect(140, 500, 540, 130, p.accent, 'rx="16"') +
    rect(140, 500, 540, 28, shade(p.accent, 1.2), 'rx="10"') +
    rect(160, 630, 14, 40, "#3a2a1a") +
    rect(646, 630, 14, 40, "#3a2a1a") +
    [40, 700]
      .map(
        (x) =>
          rect(x, 470, 90, 110, shade(p.wood, 0.9)) +
          rect(x + 40, 420, 8, 50, "#444") +
          `<path d="M${x + 14} 420 h62 l-12 -48 h-38 Z" fill="#f7e7c1"/>`,
      )
      .join("") +
    rect(300, 110, 220, 110, "#fff") +
    rect(312, 122, 196, 86, p.sky[0]) +
    `<path d="M312 208 l60 -50 l40 30 l50 -45 l46 65 Z" fill="${p.accent}" opacity="${0.6 + (seed % 3) * 0.1}"/>`
  );
}

function workspace(p: Palette, seed: number) {
  let desks = "";
  for (let i = 0; i < 3; i++) {
    const x = 120 + i * 340;
    desks +=
      rect(x, 470, 280, 18, "#f2f2f2") +
      rect(x + 10, 488, 10, 120, "#888") +
      rect(x + 260, 488, 10, 120, "#888") +
      rect(x + 80, 370, 130, 86, "#222", 'rx="6"') +
      rect(x + 88, 378, 114, 70, i === seed % 3 ? p.soft : "#4a78a8") +
      rect(x + 140, 456, 10, 14, "#444") +
      `<path d="M${x + 110} 640 q35 -90 70 0 Z" fill="${p.accent}"/>` +
      rect(x + 105, 560, 80, 70, p.accent, 'rx="14"');
  }
  return (
    rect(0, 0, W, 600, p.wall) +
    // A glass wall onto the city, ceiling lights, the floor.
    rect(0, 60, W, 280, "url(#sky)") +
    [200, 420, 560, 800, 980].map((x, i) => rect(x, 200 - (i % 3) * 40, 120, 140 + (i % 3) * 40, "#9fb0c2", 'opacity="0.7"')).join("") +
    [0, 300, 600, 900, 1200].map((x) => rect(x - 6, 60, 12, 280, "#5a6470")).join("") +
    rect(0, 330, W, 14, "#5a6470") +
    rect(0, 60, W, 280, "url(#light)") +
    [200, 600, 1000].map((x) => rect(x - 90, 20, 180, 12, "#ffffff", 'rx="6"')).join("") +
    rect(0, 600, W, 200, "#8e959c") +
    rect(0, 600, W, 200, "url(#light)") +
    desks +
    plant(1120, 600, seed)
  );
}

function villa(p: Palette, seed: number) {
  return (
    outdoors("#6f9a4b") +
    tree(120, 430, 70) +
    tree(1100, 450, 60, "#3f6b30") +
    // Two white volumes with flat roofs and wide glazing.
    rect(230, 300, 460, 260, "#f7f7f5") +
    rect(560, 200, 420, 360, "#fbfbf9") +
    rect(540, 190, 460, 16, "#d7d7d2") +
    rect(210, 290, 500, 14, "#d7d7d2") +
    rect(270, 360, 380, 160, "url(#glass)") +
    rect(600, 250, 340, 120, "url(#glass)") +
    rect(600, 400, 340, 150, "url(#glass)") +
    [440, 770].map((x) => rect(x, 250, 6, 300, "#e2e2de")).join("") +
    rect(700, 430, 250, 120, p.wood, 'opacity="0.8"') +
    // The pool and its terrace.
    rect(160, 600, 880, 70, "#e8e2d3") +
    rect(220, 612, 560, 46, "#4fb3d9") +
    `<path d="M240 630 q40 -8 80 0 t80 0 t80 0 t80 0 t80 0 t80 0" stroke="#bde8f5" stroke-width="4" fill="none"/>` +
    rect(840, 600, 80, 20, p.accent, `opacity="${0.7 + (seed % 3) * 0.1}"`)
  );
}

function tower(p: Palette, seed: number) {
  let glass = "";
  for (let r = 0; r < 14; r++)
    for (let c = 0; c < 6; c++) glass += rect(468 + c * 46, 150 + r * 34, 38, 26, (r * 5 + c + seed) % 9 === 0 ? "#ffe3a0" : "url(#glass)");
  return (
    outdoors("#8fa07a") +
    rect(160, 360, 220, 280, "#c7ccd4") +
    rect(820, 300, 240, 340, "#b9c0ca") +
    [0, 1, 2, 3, 4].map((r) => [0, 1, 2].map((c) => rect(185 + c * 66, 385 + r * 50, 44, 30, "#8fb3d4")).join("")).join("") +
    [0, 1, 2, 3, 4, 5].map((r) => [0, 1, 2].map((c) => rect(850 + c * 70, 325 + r * 50, 48, 30, "#a6c2dc")).join("")).join("") +
    // The tower, its penthouse terrace and railing.
    rect(450, 140, 300, 500, "#e9edf2") +
    glass +
    rect(480, 96, 240, 44, "url(#glass)") +
    rect(440, 136, 320, 10, p.accent) +
    rect(440, 90, 320, 6, p.accent) +
    tree(480, 70, 16, "#4d8a3c") +
    tree(720, 70, 16, "#4d8a3c") +
    rect(560, 590, 80, 50, p.accent) +
    tree(100, 560, 40) +
    tree(1120, 560, 44, "#3f6b30")
  );
}

function residence(p: Palette, seed: number) {
  let floors = "";
  for (let f = 0; f < 5; f++) {
    const y = 220 + f * 80;
    floors +=
      rect(300, y, 600, 70, f % 2 ? "#f3f1ec" : "#ece8e0") +
      [0, 1, 2, 3].map((c) => rect(330 + c * 135, y + 10, 110, 50, (f * 4 + c + seed) % 5 === 0 ? "#ffe3a0" : "url(#glass)")).join("") +
      // A balcony slab with a glass railing along the front.
      rect(280, y + 62, 640, 10, "#d5d0c6") +
      rect(290, y + 36, 620, 26, "#cfe3f2", 'opacity="0.45"') +
      rect(290, y + 36, 620, 3, "#9fb0c2");
  }
  return (
    outdoors("#7fa65a") +
    rect(120, 420, 140, 220, "#c7ccd4") +
    rect(960, 380, 140, 260, "#b9c0ca") +
    rect(300, 200, 600, 440, "#ece8e0") +
    rect(280, 190, 640, 16, p.accent) +
    floors +
    rect(300, 620, 600, 20, "#d5d0c6") +
    rect(560, 580, 80, 60, p.accent) +
    rect(860, 206, 40, 414, p.wood, 'opacity="0.6"') +
    tree(230, 560, 46) +
    tree(990, 570, 40, "#3f6b30") +
    tree(440, 600, 26, "#4d8a3c")
  );
}

function office(p: Palette, seed: number) {
  let bands = "";
  for (let r = 0; r < 7; r++) bands += rect(240, 180 + r * 56, 720, 40, "url(#glass)") + rect(240, 220 + r * 56, 720, 16, "#e4e7eb");
  return (
    outdoors("#9aa3ad") +
    rect(220, 150, 760, 490, "#dfe3e8") +
    bands +
    [420, 600, 780].map((x) => rect(x, 180, 6, 392, "#c9ced5")).join("") +
    rect(220, 130, 760, 24, p.accent) +
    rect(470, 570, 260, 70, "url(#glass)") +
    rect(450, 556, 300, 16, p.accent) +
    rect(520, 140, 160, 10, "#fff", `opacity="${0.6 + (seed % 3) * 0.1}"`) +
    tree(140, 560, 44) +
    tree(1070, 560, 48, "#3f6b30")
  );
}

function farmland(p: Palette, seed: number) {
  let rows = "";
  for (let i = 0; i < 14; i++) {
    const x = -300 + i * 130;
    rows += `<path d="M600 520 L ${x} 800 L ${x + 60} 800 Z" fill="${i % 2 ? "#7aa34f" : "#93b85e"}"/>`;
  }
  return (
    rect(0, 0, W, H, "url(#sky)") +
    `<circle cx="200" cy="140" r="50" fill="#fff6d5" opacity="0.9"/>` +
    `<path d="M0 470 Q 250 360 520 450 T 1200 420 V 540 H 0 Z" fill="#7f9cb8" opacity="0.6"/>` +
    `<path d="M0 520 Q 400 480 1200 510 V 800 H 0 Z" fill="#c8b074"/>` +
    rows +
    [700, 760, 820, 880, 940].map((x, i) => tree(x, 470 - (i % 2) * 6, 22, "#3f6b30")).join("") +
    // A small barn at the field's edge.
    rect(980, 440, 110, 80, p.accent) +
    `<polygon points="970,440 1035,395 1100,440" fill="${shade(p.accent, 0.7)}"/>` +
    rect(1020, 480, 30, 40, "#f4efe6", `opacity="${0.8 + (seed % 2) * 0.1}"`)
  );
}

const DRAW: Record<Exclude<DemoScene, "apartment" | "house" | "land" | "shop">, (p: Palette, seed: number) => string> = {
  tower,
  residence,
  villa,
  farmland,
  office,
  living,
  kitchen,
  bedroom,
  workspace,
};

/** Whether a demo listing shows a floor plan: flats and houses with several photos. */
export function hasDemoFloorPlan(listing: { type: PropertyType; photos: number }): boolean {
  return (listing.type === "apartment" || listing.type === "house") && listing.photos >= 3;
}

/**
 * A floor plan as an architect's sketch (no text, so no language): outer and inner walls, door
 * swings, and furniture that names each room: beds, sofa and table, kitchen counter, bath. With three
 * rooms or more the top right is split into a second bedroom.
 */
export function demoFloorPlanSvg(rooms: number, seed: number): string {
  const ink = "#263238";
  const wall = (x1: number, y1: number, x2: number, y2: number, width = 10) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${ink}" stroke-width="${width}" stroke-linecap="square"/>`;
  const door = (x: number, y: number, r: number, start: number) => {
    const a = (start * Math.PI) / 180;
    const b = ((start + 90) * Math.PI) / 180;
    return (
      `<path d="M${x} ${y} L${x + r * Math.cos(a)} ${y + r * Math.sin(a)} A${r} ${r} 0 0 1 ${x + r * Math.cos(b)} ${y + r * Math.sin(b)}" fill="none" stroke="${ink}" stroke-width="2"/>` +
      `<line x1="${x}" y1="${y}" x2="${x + r * Math.cos(a)}" y2="${y + r * Math.sin(a)}" stroke="#fff" stroke-width="8"/>`
    );
  };
  const thin = `fill="none" stroke="${ink}" stroke-width="3"`;
  const bed = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" ${thin}/>` +
    `<rect x="${x + 10}" y="${y + 10}" width="${w / 2 - 15}" height="36" rx="8" ${thin}/>` +
    `<rect x="${x + w / 2 + 5}" y="${y + 10}" width="${w / 2 - 15}" height="36" rx="8" ${thin}/>` +
    `<line x1="${x}" y1="${y + 70}" x2="${x + w}" y2="${y + 70}" stroke="${ink}" stroke-width="2"/>`;
  const accent = PALETTES[seed % PALETTES.length]!.accent;
  const secondBedroom = rooms >= 3;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${H}" fill="#fbfaf7"/>` +
    // Floors: wood in the rooms, tiles in kitchen and bath.
    `<rect x="100" y="100" width="1000" height="600" fill="${accent}" opacity="0.06"/>` +
    `<rect x="100" y="440" width="330" height="260" fill="#90a4ae" opacity="0.15"/>` +
    `<rect x="880" y="440" width="220" height="260" fill="#4fb3d9" opacity="0.15"/>` +
    // Outer walls with two windows, inner walls with door openings.
    wall(100, 100, 1100, 100, 16) +
    wall(1100, 100, 1100, 700, 16) +
    wall(1100, 700, 100, 700, 16) +
    wall(100, 700, 100, 100, 16) +
    `<rect x="240" y="92" width="160" height="16" fill="#fff" stroke="${ink}" stroke-width="2"/>` +
    `<rect x="700" y="92" width="160" height="16" fill="#fff" stroke="${ink}" stroke-width="2"/>` +
    `<rect x="1092" y="500" width="16" height="120" fill="#fff" stroke="${ink}" stroke-width="2"/>` +
    wall(100, 400, 330, 400) +
    wall(420, 400, 700, 400) +
    wall(560, 100, 560, 400) +
    wall(880, 440, 880, 560) +
    wall(880, 640, 880, 700) +
    wall(880, 440, 1100, 440) +
    (secondBedroom ? wall(790, 400, 960, 400) + wall(1050, 400, 1100, 400) + wall(880, 100, 880, 400) : wall(790, 400, 1100, 400)) +
    door(330, 400, 90, 0) +
    door(790, 400, 90, 180) +
    door(880, 560, 80, 90) +
    (secondBedroom ? door(1050, 400, 90, 180) : "") +
    // Bedrooms.
    bed(200, 170, 220, 180) +
    (secondBedroom ? bed(640, 150, 160, 200) + bed(920, 150, 140, 200) : bed(720, 170, 220, 180)) +
    // Living: sofa, low table, dining table with chairs.
    `<rect x="480" y="600" width="300" height="70" rx="12" ${thin}/><rect x="480" y="600" width="300" height="22" rx="8" ${thin}/>` +
    `<rect x="560" y="500" width="140" height="60" rx="6" ${thin}/>` +
    `<circle cx="760" cy="470" r="44" ${thin}/>` +
    [0, 90, 180, 270]
      .map(
        (d) => `<circle cx="${760 + 68 * Math.cos((d * Math.PI) / 180)}" cy="${470 + 68 * Math.sin((d * Math.PI) / 180)}" r="14" ${thin}/>`,
      )
      .join("") +
    // Kitchen: an L-shaped counter with a sink and a hob.
    `<path d="M110 450 H420 V500 H160 V690 H110 Z" ${thin}/>` +
    `<rect x="250" y="458" width="60" height="34" rx="8" ${thin}/>` +
    [0, 1].map((i) => `<circle cx="${118 + 22}" cy="${560 + i * 50}" r="14" ${thin}/>`).join("") +
    // Bath: tub, basin, toilet.
    `<rect x="900" y="600" width="190" height="90" rx="30" ${thin}/>` +
    `<ellipse cx="1060" cy="490" rx="26" ry="20" ${thin}/>` +
    `<rect x="1040" y="450" width="40" height="14" ${thin}/>` +
    `<ellipse cx="940" cy="500" rx="22" ry="30" ${thin}/>` +
    `</svg>`
  );
}
