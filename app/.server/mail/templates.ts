import { RESET_TOKEN_MINUTES } from "~/domain/limits";
import { serverT } from "../i18n";
import type { Mail } from "./mailer";

/** The password-reset mail, in Albanian (the language of the product). */
export function resetPasswordMail({ to, name, link }: { to: string; name: string; link: string }): Mail {
  const t = serverT("sq");
  const subject = t("auth:mail.resetSubject");
  return {
    to,
    subject,
    content: {
      language: "sq",
      title: subject,
      greeting: t("auth:mail.resetGreeting", { name }),
      blocks: [
        { kind: "text", text: t("auth:mail.resetBody", { count: RESET_TOKEN_MINUTES }) },
        { kind: "button", link: { label: t("auth:mail.resetAction"), url: link } },
        { kind: "fallback", text: t("auth:mail.linkFallback"), url: link },
        { kind: "note", text: t("auth:mail.resetIgnore") },
      ],
      signature: t("auth:mail.signature"),
      footer: { why: t("auth:mail.resetWhy"), links: [] },
    },
  };
}
