import { AppError } from "~/domain/errors";
import { readForm } from "../web/forms";

/** The informational pages' forms are a few text fields: 64 KB is far more than they can hold. */
export const INFO_FORM_MAX_BYTES = 64 * 1024;

/**
 * Reads a page form post of at most `maxBytes` (PAYLOAD_TOO_LARGE beyond), whether or not the sender
 * declared its length, so an oversized post is refused before it is held in memory.
 */
export async function readSmallForm(request: Request, maxBytes = INFO_FORM_MAX_BYTES): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE");
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new AppError("PAYLOAD_TOO_LARGE");
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return readForm(new Request(request.url, { method: "POST", headers: request.headers, body }));
}
