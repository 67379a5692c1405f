import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger";
import { type MailContent, mailLinks } from "./content";

export type Mail = {
  to: string;
  /** Without the site's name: the mailer ends every subject with " – <site name>". */
  subject: string;
  /** What the mail says; rendered when sent, in Prona's layout, to HTML and plain text (render.tsx). */
  content: MailContent;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of alert e-mails, RFC 8058). */
  headers?: Record<string, string>;
};

export type Mailer = {
  send(mail: Mail): Promise<void>;
  /** Where dev mails are written, or undefined when SMTP is used. */
  outboxDir?: string;
};

const DEFAULT_SITE_NAME = "Prona";

type Rendered = { to: string; subject: string; text: string; html: string; headers?: Record<string, string>; links: string[] };

/**
 * With SMTP_URL, mail goes through nodemailer's SMTP transport. Without it, every mail is written as
 * one .eml file under DATA_DIR/outbox/ and its links are logged. Every mail is rendered in Prona's
 * layout with the site's name as the administrators set it (`siteName`, read at sending; "Prona" if it
 * cannot be read), which also ends every subject, and its logo and links under `publicUrl`.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
  publicUrl: string;
  siteName?: () => Promise<string>;
}): Mailer {
  const { smtpUrl, from, logger } = options;
  const branded = async (mail: Mail): Promise<Rendered> => {
    const siteName = (await options.siteName?.().catch(() => DEFAULT_SITE_NAME)) || DEFAULT_SITE_NAME;
    // Loaded with the first mail: React Email is not needed to start the server.
    const { renderMail } = await import("./render");
    const { html, text } = await renderMail(mail.content, { siteName, publicUrl: options.publicUrl });
    return { to: mail.to, subject: `${mail.subject} – ${siteName}`, text, html, headers: mail.headers, links: mailLinks(mail.content) };
  };
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(unbranded) {
        const mail = await branded(unbranded);
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
        logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
    };
  }
  const outboxDir = path.join(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    outboxDir,
    async send(unbranded) {
      const mail = await branded(unbranded);
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
