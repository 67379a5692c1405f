import fs from "node:fs";
import path from "node:path";

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

/** Every dev-outbox mail to an address, newest first, decoded. */
export function mailsTo(outboxDir: string, to: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .sort()
    .reverse()
    .map((file) => fs.readFileSync(path.join(outboxDir, file), "utf8"))
    .filter((raw) => raw.includes(`To: ${to}`))
    .map(decodeQuotedPrintable);
}

export function resetTokenFrom(mail: string): string {
  const token = mail.match(/\/reset-password#access_token=([\w%-]+)/)?.[1];
  if (!token) throw new Error("no reset link in mail");
  return decodeURIComponent(token);
}
