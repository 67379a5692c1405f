import type { Language } from "~/domain/enums";
import type { ReportResolution } from "~/domain/enums";
import { isLanguage } from "~/i18n";
import { serverT } from "../i18n";
import type { Mail } from "../mail/mailer";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/**
 * The outcome e-mail to a visitor who left an address with their report, in the language of the page
 * they reported from. Signed-in reporters get a notification instead (and the usual notification
 * e-mail, as their preferences ask).
 */
export function reportOutcomeMail(input: {
  to: string;
  language: string;
  resolution: ReportResolution;
  title: string;
  propertyId: string;
  publicUrl: string;
}): Mail {
  const language: Language = isLanguage(input.language) ? input.language : "sq";
  const t = serverT(language);
  const link = `${input.publicUrl}/property/${input.propertyId}`;
  const subject = t("reports:outcome.title");
  const body = t(`reports:outcome.${input.resolution}`, { title: input.title });
  const greeting = t("reports:mail.greeting");
  const open = t("reports:mail.open");
  const why = t("reports:mail.why");
  const signature = t("auth:mail.signature");
  return {
    to: input.to,
    subject,
    text: `${greeting}\n\n${body}\n\n${open}: ${link}\n\n${why}\n\n${signature}`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>` +
      `<p style="color:#555">${escapeHtml(why)}</p><p>${escapeHtml(signature)}</p>`,
    links: [link],
  };
}
