import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, contactMessageSchema } from "~/domain/schemas/contact";
import { type FormActionData, useSchemaForm } from "~/lib/form-errors";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/field";

/**
 * The site contact form: validated in the browser with the server's schema, then posted to the page's
 * action (works without JavaScript). Success clears the form and shows the 24-hour promise.
 */
export function ContactForm({
  actionData,
  defaults,
}: {
  actionData?: FormActionData & { failed?: true };
  defaults: { name: string; email: string; subject: string };
}) {
  const { t } = useTranslation(["contact", "errors"]);
  const navigation = useNavigation();
  const { errors, onSubmit } = useSchemaForm(contactMessageSchema, actionData);
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = navigation.state === "submitting" && navigation.formAction === "/kontakt";
  const sent = actionData?.ok === true;

  useEffect(() => {
    if (sent) formRef.current?.reset();
  }, [actionData, sent]);

  const values = sent ? undefined : actionData?.values;
  return (
    <Form
      ref={formRef}
      method="post"
      action="/kontakt"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-describedby="contact-intro"
    >
      <p id="contact-intro" className="text-sm text-slate-600 dark:text-slate-300">
        {t("formIntro")}
      </p>
      {sent && !submitting && <Alert tone="success">{t("success")}</Alert>}
      {actionData?.failed && !errors.message && !submitting && <Alert tone="error">{t("errors:CONTACT_SEND_FAILED")}</Alert>}
      {errors.message && !submitting && <Alert tone="error">{errors.message}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("name")}
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          placeholder={t("namePlaceholder")}
          defaultValue={values?.name ?? defaults.name}
          error={errors.fields.name}
        />
        <TextField
          label={t("email")}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          placeholder={t("emailPlaceholder")}
          defaultValue={values?.email ?? defaults.email}
          error={errors.fields.email}
        />
      </div>
      <TextField
        label={t("subject")}
        name="subject"
        maxLength={CONTACT_SUBJECT_MAX}
        placeholder={t("subjectPlaceholder")}
        defaultValue={values?.subject ?? defaults.subject}
        error={errors.fields.subject}
      />
      <TextAreaField
        label={t("message")}
        name="message"
        rows={6}
        required
        maxLength={CONTACT_MESSAGE_MAX}
        placeholder={t("messagePlaceholder")}
        defaultValue={values?.message}
        error={errors.fields.message}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? t("submitting") : t("submit")}
      </Button>
    </Form>
  );
}
