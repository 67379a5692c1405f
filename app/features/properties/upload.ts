import type { PropertyStatus } from "~/domain/enums";
import { UPLOAD_RETRIES, UPLOAD_RETRY_BASE_MS } from "~/domain/limits";
import { waitsForEditReview } from "~/domain/moderation";

/** A stored photo, and whether the listing now waits for review (new photos may take it back: decisions/0034). */
export type UploadOutcome = { ok: true; inReview?: boolean } | { ok: false; status: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Refusals that another attempt cannot change (a retry would fail the same way). */
function isFinal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * Uploads one photo (document 1 §7, §9): up to 3 attempts, waiting 500 ms, then 1000 ms between them.
 * Network failures and server errors are retried; a refusal (not signed in, not an image, too large,
 * over the limit) is not.
 */
export async function uploadWithRetry(
  url: string,
  file: File,
  options: { attempts?: number; baseMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<UploadOutcome> {
  const { attempts = UPLOAD_RETRIES, baseMs = UPLOAD_RETRY_BASE_MS, fetchImpl = fetch } = options;
  let status = 0;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(baseMs * 2 ** (attempt - 1));
    const body = new FormData();
    body.append("images", file, file.name);
    try {
      const response = await fetchImpl(url, { method: "POST", body, credentials: "same-origin" });
      if (response.ok) {
        const body = (await response.json().catch(() => null)) as {
          property?: { status: PropertyStatus; review_changes?: string[] | null };
        } | null;
        return { ok: true, inReview: body?.property ? waitsForEditReview({ review_changes: null, ...body.property }) : undefined };
      }
      status = response.status;
      if (isFinal(status)) break;
    } catch {
      status = 0;
    }
  }
  console.warn(`Photo "${file.name}" could not be uploaded (status ${status}); skipped.`);
  return { ok: false, status };
}
