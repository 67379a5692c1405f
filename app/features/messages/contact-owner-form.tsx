import { Send, X } from "~/ui/icons";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { CONTACT_TYPES } from "~/domain/enums";
import { CONTACT_AUTO_CLOSE_MS, CONTACT_REQUEST_MESSAGE_MAX } from "~/domain/limits";
import { type FormActionData, useSchemaForm } from "~/lib/form-errors";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";
import { Button, buttonClass } from "~/ui/button";
import { SelectField, TextAreaField, TextField } from "~/ui/field";
import { useHydrated } from "~/lib/use-hydrated";

/** The listing page loads the validation code when the reader moves into the form (see useSchemaForm). */
const loadContactSchema = () => import("~/domain/schemas/listings").then((module) => module.contactRequestSchema);

export type ContactActionData = FormActionData & { contact?: { ok: true } };

/**
 * The contact-request form (document 1 §2): message (required), kind, phone and e-mail (prefilled).
 * A modal dialog with JavaScript; without it the page shows the form inline (?contact=1) and the post
 * reloads the page with the answer. After success the dialog closes itself after 3 seconds.
 */
export function ContactOwner({
  propertyId,
  email,
  openInline,
  noJsResult,
  openRef,
}: {
  propertyId: string;
  email: string;
  openInline: boolean;
  noJsResult?: ContactActionData;
  /** Set to what opens the dialog once there is one (the phone's contact bar opens it too). */
  openRef?: React.RefObject<(() => void) | null>;
}) {
  const { t } = useTranslation("listings");
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const [formKey, setFormKey] = useState(0);
  const open = () => {
    setFormKey((k) => k + 1);
    dialog.current?.showModal();
  };
  const inline = !hydrated && openInline;
  useEffect(() => {
    if (!openRef || inline) return;
    openRef.current = () => {
      setFormKey((k) => k + 1);
      dialog.current?.showModal();
    };
    return () => {
      openRef.current = null;
    };
  }, [openRef, inline]);

  if (inline) {
    return (
      <section id="contact" aria-labelledby="contact-title" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <h3 id="contact-title" className="mb-3 text-lg font-semibold">
          {t("contact.title")}
        </h3>
        <ContactForm propertyId={propertyId} email={email} initial={noJsResult} />
      </section>
    );
  }
  return (
    <>
      <a
        href="?contact=1#contact"
        className={buttonClass("primary", "lg", "w-full")}
        onClick={(e) => {
          e.preventDefault();
          open();
        }}
      >
        <Send aria-hidden="true" className="h-5 w-5" />
        {t("contact.open")}
      </a>
      <dialog
        ref={dialog}
        aria-labelledby="contact-dialog-title"
        className="m-auto w-[min(36rem,calc(100%-2rem))] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4 dark:border-slate-800">
          <h3 id="contact-dialog-title" className="text-lg font-semibold">
            {t("contact.title")}
          </h3>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={t("contact.close")}
            className="rounded-lg p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <div className="p-5">
          {hydrated && <ContactForm key={formKey} propertyId={propertyId} email={email} onDone={() => dialog.current?.close()} />}
        </div>
      </dialog>
    </>
  );
}

function ContactForm({
  propertyId,
  email,
  onDone,
  initial,
}: {
  propertyId: string;
  email: string;
  onDone?: () => void;
  initial?: ContactActionData;
}) {
  const { t } = useTranslation("listings");
  const fetcher = useFetcher<ContactActionData>();
  const result = fetcher.data ?? initial;
  const { errors, onSubmit, onFocus } = useSchemaForm(loadContactSchema, result);
  const submitting = fetcher.state !== "idle";
  const sent = Boolean(result?.contact?.ok);

  useEffect(() => {
    if (!sent || !onDone) return;
    const timer = setTimeout(onDone, CONTACT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent, onDone]);

  if (sent) return <Alert tone="success">{t("contact.success")}</Alert>;
  return (
    <fetcher.Form
      method="post"
      action={`/property/${propertyId}?contact=1`}
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="contact" />
      {errors.message && <Alert tone="error">{errors.message}</Alert>}
      <TextAreaField
        label={t("contact.message")}
        name="message"
        rows={5}
        required
        maxLength={CONTACT_REQUEST_MESSAGE_MAX}
        placeholder={t("contact.messagePlaceholder")}
        defaultValue={result?.values?.message}
        error={errors.fields.message}
      />
      <SelectField
        label={t("contact.type")}
        name="contact_type"
        defaultValue={result?.values?.contact_type ?? "viewing"}
        error={errors.fields.contact_type}
      >
        {CONTACT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`contact.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("contact.phone")}
          name="phone_number"
          type="tel"
          autoComplete="tel"
          defaultValue={result?.values?.phone_number}
          error={errors.fields.phone_number}
          hint={t("contact.optional")}
        />
        <TextField
          label={t("contact.email")}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={result?.values?.email ?? email}
          error={errors.fields.email}
          hint={t("contact.optional")}
        />
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t("contact.sending") : t("contact.send")}
      </Button>
    </fetcher.Form>
  );
}
