import { formatLongDate } from "~/domain/format";
import { serverT } from "../i18n";
import type { Mail } from "../mail/mailer";
import { escapeHtml } from "../mail/templates";

/**
 * The reminder that a listing ends soon (issue 14), in Albanian like the other notification e-mails:
 * the end date, a one-click renewal link (signed, works without signing in) and the owner's list.
 */
export function expiryReminderMail(input: {
  to: string;
  name: string;
  title: string;
  expiresAt: Date;
  renewUrl: string;
  myPropertiesUrl: string;
  settingsUrl: string;
}): Mail {
  const t = serverT("sq");
  const date = formatLongDate(input.expiresAt, "sq");
  const greeting = t("notifications:mail.greeting", { name: input.name });
  const body = t("properties:lifecycle.mail.body", { title: input.title, date });
  const renew = t("properties:lifecycle.mail.renew");
  const manage = t("properties:lifecycle.mail.manage");
  const why = t("notifications:mail.why");
  const signature = t("auth:mail.signature");
  return {
    to: input.to,
    subject: t("properties:lifecycle.mail.subject", { title: input.title }),
    text: `${greeting}\n\n${body}\n\n${renew}: ${input.renewUrl}\n${manage}: ${input.myPropertiesUrl}\n\n${why} ${input.settingsUrl}\n\n${signature}`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(input.renewUrl)}"><strong>${escapeHtml(renew)}</strong></a></p>` +
      `<p><a href="${escapeHtml(input.myPropertiesUrl)}">${escapeHtml(manage)}</a></p>` +
      `<p style="color:#555">${escapeHtml(why)} <a href="${escapeHtml(input.settingsUrl)}">${escapeHtml(input.settingsUrl)}</a></p>` +
      `<p>${escapeHtml(signature)}</p>`,
    links: [input.renewUrl, input.myPropertiesUrl],
  };
}
