import { RESET_TOKEN_MINUTES } from "~/domain/limits";
import { serverT } from "../i18n";
import type { Mail } from "./mailer";

/** Text for an HTML e-mail body or attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** The password-reset mail, in Albanian (the language of the product). */
export function resetPasswordMail({ to, name, link }: { to: string; name: string; link: string }): Mail {
  const t = serverT("sq");
  const greeting = t("auth:mail.resetGreeting", { name });
  const body = t("auth:mail.resetBody", { count: RESET_TOKEN_MINUTES });
  const ignore = t("auth:mail.resetIgnore");
  const signature = t("auth:mail.signature");
  return {
    to,
    subject: t("auth:mail.resetSubject"),
    text: `${greeting}\n\n${body}\n\n${link}\n\n${ignore}\n\n${signature}`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p>${escapeHtml(ignore)}</p><p>${escapeHtml(signature)}</p>`,
    links: [link],
  };
}
