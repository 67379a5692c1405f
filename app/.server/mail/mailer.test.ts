import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startSmtpSink } from "../../../tests/support/smtp-sink";
import { createLogger } from "../logger";
import { createMailer } from "./mailer";
import { resetPasswordMail } from "./templates";

const logger = createLogger("silent");
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("mailer", () => {
  it("without SMTP_URL writes each mail as one .eml file in DATA_DIR/outbox", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "prona-mail-"));
    dirs.push(dataDir);
    const mailer = createMailer({ from: "Prona <no-reply@prona.local>", dataDir, logger });
    await mailer.send(resetPasswordMail({ to: "arta@example.com", name: "Arta", link: "http://x/reset-password#access_token=abc" }));
    const files = fs.readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = fs.readFileSync(path.join(dataDir, "outbox", files[0]!), "utf8");
    expect(raw).toContain("To: arta@example.com");
    expect(raw).toContain("Subject: =?UTF-8?"); // Albanian subject, encoded
  });

  it("with SMTP_URL hands the mail to the SMTP server", async () => {
    const sink = await startSmtpSink();
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${sink.port}`,
        from: "Prona <no-reply@prona.local>",
        dataDir: os.tmpdir(),
        logger,
      });
      expect(mailer.outboxDir).toBeUndefined();
      await mailer.send(resetPasswordMail({ to: "arta@example.com", name: "Arta", link: "http://x/reset-password#access_token=abc" }));
      expect(sink.mails).toHaveLength(1);
      expect(sink.mails[0]!.to.join()).toContain("arta@example.com");
      expect(sink.mails[0]!.data).toContain("access_token=3Dabc"); // quoted-printable '='
    } finally {
      await sink.close();
    }
  });
});
