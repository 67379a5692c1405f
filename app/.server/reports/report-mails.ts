import type { Language } from "~/domain/enums";
import type { ReportResolution } from "~/domain/enums";
import { isLanguage } from "~/i18n";
import { serverT } from "../i18n";
import type { Mail } from "../mail/mailer";

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
  const subject = t("reports:outcome.title");
  return {
    to: input.to,
    subject,
    content: {
      language,
      title: subject,
      greeting: t("reports:mail.greeting"),
      blocks: [
        { kind: "text", text: t(`reports:outcome.${input.resolution}`, { title: input.title }) },
        { kind: "button", link: { label: t("reports:mail.open"), url: `${input.publicUrl}/property/${input.propertyId}` } },
      ],
      signature: t("auth:mail.signature"),
      footer: { why: t("reports:mail.why"), links: [] },
    },
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
  const subject = t("reports:confirm.mailSubject");
  return {
    to: input.to,
    subject,
    content: {
      language,
      title: subject,
      greeting: t("reports:mail.greeting"),
      blocks: [
        { kind: "text", text: t("reports:confirm.mailBody", { title: input.title }) },
        { kind: "button", link: { label: t("reports:confirm.submit"), url: input.confirmUrl } },
        { kind: "fallback", text: t("auth:mail.linkFallback"), url: input.confirmUrl },
        { kind: "note", text: t("reports:confirm.mailIgnore") },
      ],
      signature: t("auth:mail.signature"),
      footer: { why: t("reports:confirm.mailWhy"), links: [] },
    },
  };
}

/**
 * An administrator's message to the owner of a reported listing (handle-reports.ts), in Albanian like
 * the notification it comes with: always sent, whatever the owner's preferences (it is about their
 * listing, not news they may turn off).
 */
export function ownerContactedMail(input: {
  to: string;
  name: string;
  title: string;
  message: string;
  propertyId: string;
  publicUrl: string;
}): Mail {
  const t = serverT("sq");
  const subject = t("reports:owner.contactTitle");
  return {
    to: input.to,
    subject,
    content: {
      language: "sq",
      title: subject,
      preview: input.message,
      greeting: t("notifications:mail.greeting", { name: input.name }),
      blocks: [
        { kind: "text", text: t("reports:owner.mailIntro", { title: input.title }) },
        { kind: "quote", text: input.message },
        { kind: "button", link: { label: t("reports:mail.open"), url: `${input.publicUrl}/property/${input.propertyId}` } },
        { kind: "links", links: [{ label: t("properties:lifecycle.mail.manage"), url: `${input.publicUrl}/my-properties` }] },
      ],
      signature: t("auth:mail.signature"),
      footer: { why: t("reports:owner.mailWhy"), links: [] },
    },
  };
}
