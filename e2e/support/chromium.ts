import fs from "node:fs";
import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium, launched as this machine allows (no sandbox as root, no network chatter). */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * The features Playwright 1.65 turns off (its own --disable-features). Chromium keeps only the last
 * --disable-features on its command line, so ours must repeat them; launchChromium checks that it does.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Every browser context is a window, and Chromium 156 gives each window an address-bar popup rendered by
 * a web page of its own (chrome://omnibox-popup) in a renderer process of its own, loaded in advance.
 * No test sees it, yet it cost about as much processor time as the test's own page: each context
 * costs half as much without it.
 */
const UNUSED_BROWSER_UI = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup", "PreloadTopChromeWebUI"];

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(",")}`,
];

/** Chromium with CHROMIUM_ARGS; fails should Playwright turn off a feature that our list would turn back on. */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: sharedMemoryArgs() });
  const dropped = playwrightFeaturesOverridden();
  if (dropped.length > 0) {
    await browser.close();
    throw new Error(`Add Playwright's disabled features to e2e/support/chromium.ts: ${dropped.join(", ")}`);
  }
  return browser;
}

/**
 * Playwright tells Chromium to keep its shared memory in /tmp (--disable-dev-shm-usage), for containers
 * whose /dev/shm holds 64 MB. Here /tmp is on disk and /dev/shm is a large tmpfs: frames and IPC buffers
 * written to disk cost system time on every page (see docs/performance.md). Kept where
 * /dev/shm is small.
 */
function sharedMemoryArgs(): string[] {
  try {
    const { bsize, blocks } = fs.statfsSync("/dev/shm");
    return bsize * blocks >= 1024 ** 3 ? ["--disable-dev-shm-usage"] : [];
  } catch {
    return [];
  }
}

/** Features an earlier --disable-features of our Chromium names and the last one (the one in force) does not. */
function playwrightFeaturesOverridden(): string[] {
  const missing = new Set<string>();
  // The browser process is a child of this one (Debian's wrapper script execs it); Linux only.
  for (const pid of fs.existsSync("/proc") ? fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name)) : []) {
    let args: string[];
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) !== process.pid) continue;
      args = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    } catch {
      continue; // the process ended meanwhile
    }
    const lists = args.filter((arg) => arg.startsWith("--disable-features=")).map((arg) => arg.slice(19).split(","));
    const inForce = new Set(lists.at(-1));
    for (const feature of lists.slice(0, -1).flat()) if (!inForce.has(feature)) missing.add(feature);
  }
  return [...missing];
}
