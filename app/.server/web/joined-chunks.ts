import { Transform, type TransformCallback } from "node:stream";

const HEAD_END = "</head>";

/** Where the document's start ends: after the body's opening tag, which follows the head; -1 before it has come. */
function startEnd(text: Buffer): number {
  const head = text.indexOf(HEAD_END);
  if (head === -1) return -1;
  const body = text.indexOf("<body", head);
  if (body === -1) return -1;
  const close = text.indexOf(">", body);
  return close === -1 ? -1 : close + 1;
}

/**
 * React writes a page in hundreds of small pieces; each one passed on costs a step through the web
 * stream to the HTTP shell and a separate call into the compressor (joined, a signed-in /listings page
 * sent with Brotli goes faster: docs/performance.md). Pieces written in
 * one go are joined and passed on together once React
 * pauses (the next turn of the event loop), so a page still streams: what is ready goes out at once,
 * a suspended part follows when it resolves.
 *
 * `rewriteStart`, when given, sees the document's start (its head, and the body's opening tag that
 * follows) once, whole, before it is passed on. React writes them in one go, so holding them back until
 * the body's tag delays nothing.
 */
export class JoinedChunks extends Transform {
  private chunks: Buffer[] = [];
  private size = 0;
  private scheduled = false;
  /** What came before the end of the document's start, held until it arrives. */
  private head: Buffer | null = null;

  constructor(private rewriteStart?: (start: string) => string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.chunks.push(chunk);
    this.size += chunk.length;
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.passOn(false);
      });
    }
    done();
  }

  override _flush(done: TransformCallback) {
    this.passOn(true);
    done();
  }

  private passOn(last: boolean) {
    if (this.size === 0 && !(last && this.head)) return;
    let joined = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.size);
    this.chunks = [];
    this.size = 0;
    if (this.rewriteStart) {
      const sofar = this.head ? Buffer.concat([this.head, joined]) : joined;
      const end = startEnd(sofar);
      if (end === -1 && !last) {
        this.head = sofar;
        return;
      }
      // A document without a head and body (an error's plain text) is passed on as it came.
      joined =
        end === -1 ? sofar : Buffer.concat([Buffer.from(this.rewriteStart(sofar.subarray(0, end).toString("utf8"))), sofar.subarray(end)]);
      this.rewriteStart = undefined;
      this.head = null;
    }
    this.push(joined);
  }
}
