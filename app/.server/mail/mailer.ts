import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links the mail carries; logged in development so they can be followed without a mail server. */
  links?: string[];
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of alert e-mails, RFC 8058). */
  headers?: Record<string, string>;
};

export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** Where dev mails are written, or undefined when SMTP is used. */
  outboxDir?: string;
};

/**
 * With SMTP_URL, mail goes through nodemailer's SMTP transport. Without it, every mail is written as
 * one .eml file under DATA_DIR/outbox/ and its links are logged.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; logger: Logger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
        logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
    };
  }
  const outboxDir = path.join(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    outboxDir,
    async send(mail) {
      const info = await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      await fs.mkdir(outboxDir, { recursive: true });
      // The name is ours alone (time + random), never derived from user input.
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ to: mail.to, subject: mail.subject, file, links: mail.links }, "mail written to the dev outbox");
    },
  };
}
