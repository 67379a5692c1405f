import fs from "node:fs";
import path from "node:path";
import { inject } from "vitest";

/** Decodes a quoted-printable mail body (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  );
  return bytes.toString("utf8");
}

/** Waits for the newest dev-outbox mail to an address and returns its decoded text. */
export async function waitForMail(to: string, timeoutMs = 10_000): Promise<string> {
  const dir = path.join(inject("dataDir"), "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(dir)) {
      const files = fs.readdirSync(dir).sort().reverse();
      for (const file of files) {
        const raw = fs.readFileSync(path.join(dir, file), "utf8");
        if (raw.includes(`To: ${to}`)) return decodeQuotedPrintable(raw);
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} in ${dir}`);
}
