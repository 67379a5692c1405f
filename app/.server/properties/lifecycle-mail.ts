import { formatLongDate } from "~/domain/format";
import { serverT } from "../i18n";
import type { Mail } from "../mail/mailer";

/**
 * The reminder that a listing ends soon (issue 14), in Albanian like the other notification e-mails:
 * the end date, a one-click renewal button (signed, works without signing in) and the owner's list.
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
  const subject = t("properties:lifecycle.mail.subject", { title: input.title });
  const body = t("properties:lifecycle.mail.body", { title: input.title, date });
  return {
    to: input.to,
    subject,
    content: {
      language: "sq",
      title: subject,
      preview: body,
      greeting: t("notifications:mail.greeting", { name: input.name }),
      blocks: [
        { kind: "text", text: body },
        { kind: "button", link: { label: t("properties:lifecycle.mail.renew"), url: input.renewUrl } },
        { kind: "fallback", text: t("auth:mail.linkFallback"), url: input.renewUrl },
        { kind: "links", links: [{ label: t("properties:lifecycle.mail.manage"), url: input.myPropertiesUrl }] },
      ],
      signature: t("auth:mail.signature"),
      footer: { why: t("notifications:mail.why"), links: [{ label: t("notifications:mail.settings"), url: input.settingsUrl }] },
    },
  };
}
