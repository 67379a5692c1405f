import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium";
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ baseURL: "http://localhost:3111" });
const rows: [string, number][] = [];
page.on("requestfinished", async (r) => { if (r.resourceType() === "script") rows.push([r.url().replace(/.*\//, ""), (await r.sizes()).responseBodySize]); });
await page.goto("/", { waitUntil: "networkidle" });
rows.sort((a, b) => b[1] - a[1]).forEach(([u, s]) => console.log((s / 1024).toFixed(1).padStart(6), u));
await browser.close();
