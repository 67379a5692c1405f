import type { Language } from "~/domain/enums";
import type { ReportResolution } from "~/domain/enums";
import { isLanguage } from "~/i18n";
import { serverT } from "../i18n";
import type { Mail } from "../mail/mailer";
import { escapeHtml } from "../mail/templates";

/**
 * The outcome e-mail to a visitor who left an address with their report and confirmed it, in the
 * language of the page they reported from. Signed-in reporters get a notification instead (and the
 * usual notification e-mail, as their preferences ask).
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

/**
 * The one e-mail a visitor's address gets before it is confirmed (issue 33 §9): a link to confirm that
 * they asked to hear the outcome. Until it is followed, nothing else is sent to the address, so a
 * report cannot make Prona write to someone who never asked.
 */
export function reporterConfirmMail(input: { to: string; language: string; title: string; confirmUrl: string }): Mail {
  const language: Language = isLanguage(input.language) ? input.language : "sq";
  const t = serverT(language);
  const greeting = t("reports:mail.greeting");
  const body = t("reports:confirm.mailBody", { title: input.title });
  const action = t("reports:confirm.submit");
  const ignore = t("reports:confirm.mailIgnore");
  const signature = t("auth:mail.signature");
  return {
    to: input.to,
    subject: t("reports:confirm.mailSubject"),
    text: `${greeting}\n\n${body}\n\n${action}: ${input.confirmUrl}\n\n${ignore}\n\n${signature}`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(input.confirmUrl)}">${escapeHtml(action)}</a></p>` +
      `<p style="color:#555">${escapeHtml(ignore)}</p><p>${escapeHtml(signature)}</p>`,
    links: [input.confirmUrl],
  };
}
