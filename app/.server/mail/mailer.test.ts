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
    const mailer = createMailer({ from: "Prona <no-reply@prona.local>", dataDir, logger, publicUrl: "http://x" });
    await mailer.send(resetPasswordMail({ to: "arta@example.com", name: "Arta", link: "http://x/reset-password#access_token=abc" }));
    const files = fs.readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = fs.readFileSync(path.join(dataDir, "outbox", files[0]!), "utf8");
    expect(raw).toContain("To: arta@example.com");
    expect(raw).toContain("Subject: =?UTF-8?"); // Albanian subject, encoded
  });

  it("renders each mail in Prona's layout: a plain-text and an HTML part, the site's name as set, every link in both", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "prona-mail-"));
    dirs.push(dataDir);
    const mailer = createMailer({
      from: "Prona <no-reply@prona.local>",
      dataDir,
      logger,
      publicUrl: "http://prona.test",
      siteName: async () => "Shtëpia Ime",
    });
    const link = "http://prona.test/reset-password#access_token=abc";
    await mailer.send(resetPasswordMail({ to: "arta@example.com", name: "Arta <b>", link }));
    const [file] = fs.readdirSync(path.join(dataDir, "outbox"));
    const raw = fs.readFileSync(path.join(dataDir, "outbox", file!), "utf8");
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    const boundary = /boundary="?([^"\s;]+)"?/.exec(raw)![1]!;
    const parts = raw.split(`--${boundary}`).filter((part) => /Content-Type: text\/(plain|html)/.test(part));
    expect(parts.map((part) => /Content-Type: (text\/\w+)/.exec(part)![1])).toEqual(["text/plain", "text/html"]);
    const [text, html] = parts.map((part) => {
      const body = part.slice(part.search(/\r?\n\r?\n/)).trim();
      return /Content-Transfer-Encoding: base64/.test(part)
        ? Buffer.from(body, "base64").toString("utf8")
        : Buffer.from(
            body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ).toString("utf8");
    });
    expect(text).toContain(`Vendosni fjalëkalimin e ri: ${link}`);
    expect(text).toContain("Përshëndetje Arta <b>,");
    expect(text).toContain("Shtëpia Ime · http://prona.test");
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain("Përshëndetje Arta &lt;b&gt;,");
    expect(html).toContain('src="http://prona.test/mail/logo.png"');
    expect(html).toContain("Shtëpia Ime</span>");
  });

  it("with SMTP_URL hands the mail to the SMTP server", async () => {
    const sink = await startSmtpSink();
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${sink.port}`,
        from: "Prona <no-reply@prona.local>",
        dataDir: os.tmpdir(),
        logger,
        publicUrl: "http://x",
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
