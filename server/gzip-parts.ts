import { promisify } from "node:util";
import zlib from "node:zlib";

// A gzip stream put together from parts compressed ahead of time and a few short parts sent as they
// are, so a page that differs between readers in a few values is not compressed again for each one
// (signed-in-pages.ts; a fraction of Brotli's time: see docs/performance.md). Deflate allows it: a part
// compressed on its own and ended with a sync flush stops on a byte boundary without closing the
// stream, and refers back only into itself, so such parts can follow one another (zlib's gzjoin).
// The result is one ordinary gzip member.

const deflateRaw = promisify(zlib.deflateRaw);

/** `bytes` as raw deflate blocks that end on a byte boundary and leave the stream open. */
export function deflatePart(bytes: Buffer): Promise<Buffer> {
  // Nothing to compress. (Node 20's asynchronous deflate of an empty buffer also leaves that buffer
  // unusable: its CRC then comes out as 0.)
  if (bytes.length === 0) return Promise.resolve(Buffer.alloc(0));
  return deflateRaw(bytes, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
}

/** `bytes` as stored (uncompressed) deflate blocks, none of them the last. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += 0xffff) {
    const chunk = bytes.subarray(start, start + 0xffff);
    const header = Buffer.alloc(5);
    // BFINAL 0, BTYPE 00 (stored), then LEN and its complement, little-endian.
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block marked last: the end of the deflate stream. */
const LAST_BLOCK = Buffer.from([0x01, 0, 0, 0xff, 0xff]);

export type Part = { bytes: Buffer; deflated?: Buffer };

/** One gzip member of the parts in order: each part's deflated form where it has one, else stored. */
export function gzipParts(parts: Part[]): Buffer {
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const part of parts) {
    if (part.bytes.length === 0) continue;
    crc = zlib.crc32(part.bytes, crc);
    size += part.bytes.length;
    if (part.deflated) pieces.push(part.deflated);
    else pieces.push(...storedBlocks(part.bytes));
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(LAST_BLOCK, trailer);
  return Buffer.concat(pieces);
}
