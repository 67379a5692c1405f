// The browser's files compressed once, at build time, at the strongest settings: Brotli at quality 11
// is smaller than gzip for our JavaScript (the home page's figures: docs/performance.md), too
// slow to run per request but free when done once. The server sends the .br or .gz file beside each
// asset (express-static-gzip) to a browser that accepts it; compression() per request stays for pages
// and API answers.
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html)$/;
/** compression()'s own threshold: smaller answers are sent as they are. */
const MIN_BYTES = 1024;

async function writeIfSmaller(file: string, original: Buffer, compressed: Buffer) {
  if (compressed.length < original.length) await fs.writeFile(file, compressed);
}

/** Writes `name.br` and `name.gz` beside each compressible file of at least 1 KB in `dir` (recursively). */
export async function precompressDirectory(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => path.join(e.parentPath, e.name));
  let written = 0;
  // zlib's asynchronous calls run on libuv's thread pool: all files at once use every core.
  await Promise.all(
    files.map(async (file) => {
      const original = await fs.readFile(file);
      if (original.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(original, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeIfSmaller(`${file}.br`, original, br), writeIfSmaller(`${file}.gz`, original, gz)]);
      written += 1;
    }),
  );
  return written;
}

/** Vite plugin: precompresses the client build's assets once they are written. */
export function precompressAssets(): Plugin {
  return {
    name: "prona:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (options.dir) await precompressDirectory(path.join(options.dir, "assets"));
    },
  };
}
