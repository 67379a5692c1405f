// Screenshots of pages in light and dark theme at phone and desktop width, for looking at them.
// Usage: npx tsx scripts/screenshots.ts <baseUrl> <outDir> <path> [<path>...]
// Prefix a path with "@email:" to sign in first, e.g. "@buyer@prona.local:/dashboard".
import fs from "node:fs";
import path from "node:path";
import { launchChromium } from "../e2e/support/chromium";

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error("usage: tsx scripts/screenshots.ts <baseUrl> <outDir> <path>...");
  process.exit(1);
}
fs.mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();
for (const spec of paths) {
  const match = spec.match(/^@([^:]+):(.*)$/);
  const email = match?.[1];
  const target = match?.[2] ?? spec;
  for (const [label, width, height] of [
    ["phone", 375, 812],
    ["desktop", 1280, 900],
  ] as const) {
    for (const scheme of ["light", "dark"] as const) {
      const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme });
      const page = await context.newPage();
      if (email) {
        await page.goto(`${base}/login`);
        await page.fill('input[name="email"]', email);
        await page.fill('input[name="password"]', "demo1234");
        await Promise.all([page.waitForURL((u) => !u.pathname.startsWith("/login")), page.click('button[type="submit"]')]);
      }
      // Not "networkidle": pages with live updates (the detail page's viewers) keep a stream open.
      await page.goto(`${base}${target}`, { waitUntil: "load" });
      await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 });
      await page.waitForTimeout(300);
      const name = `${target.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}${email ? `-${email.split("@")[0]}` : ""}-${label}-${scheme}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      await context.close();
    }
  }
}
await browser.close();
