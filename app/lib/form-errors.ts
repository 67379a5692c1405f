import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { z } from "zod";
import type { ApiErrorBody, ErrorCode } from "~/domain/errors";
import { fieldErrors } from "~/domain/schemas/parse";
import { fieldMessageKey } from "~/i18n/field-message";

export type FormErrors = { message?: string; fields: Record<string, string> };

/** Action data of a refused form: the error plus the values to refill (never passwords). */
export type FormActionData = Partial<ApiErrorBody> & { values?: Record<string, string>; ok?: boolean };

/**
 * A form's schema, or a function that loads it. A page whose first view needs no validation code (a
 * listing's page: its contact and report forms are below the photos) passes a loader, so zod and the
 * schemas are not among the scripts that compete with the page's photo. They load when the reader
 * first moves into the form (`onFocus`, which React lets bubble from its fields): most readers of a
 * listing never write to its owner, and a phone need not download and run the validation code for
 * them (its size: see docs/performance.md); one who does is still typing when it arrives.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * Client-side validation with the shared zod schema (the server runs the same one). On an invalid
 * submit it prevents the post and shows the spec's messages; otherwise the form posts as usual.
 * A form that posts by itself (a fetcher, files sent apart) calls `check` with its values instead.
 * A new refusal from the server (`actionData`) replaces the browser's own findings. Until a loaded
 * schema has arrived, every submit goes to the server, which answers with the same messages.
 */
export function useSchemaForm<S extends z.ZodType>(source: SchemaSource<S>, actionData: Pick<FormActionData, "error" | "ok"> | undefined) {
  const { t } = useTranslation(["common", "errors"]);
  const [clientErrors, setClientErrors] = useState<FormErrors | null>(null);
  const [lastActionData, setLastActionData] = useState(actionData);
  const [schema, setSchema] = useState<S | null>(typeof source === "function" ? null : source);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (typeof source !== "function" || !wanted) return;
    let live = true;
    source()
      .then((loaded) => live && setSchema(() => loaded))
      // Offline or a newer deployment: the server still checks every submit.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [source, wanted]);

  /** The form's onFocus: a loaded schema is fetched when the reader first moves into the form. */
  function onFocus() {
    if (!wanted) setWanted(true);
  }

  // A new answer from the server replaces the browser's own findings.
  if (actionData !== lastActionData) {
    setLastActionData(actionData);
    setClientErrors(null);
  }

  /** Checks the values with the schema: true when they pass (or the schema is still loading); otherwise the messages show and false. */
  function check(data: unknown): boolean {
    if (!schema) return true;
    const result = schema.safeParse(data);
    if (result.success) {
      setClientErrors(null);
      return true;
    }
    const codes = fieldErrors(result.error);
    const first = result.error.issues[0]?.message as ErrorCode | undefined;
    setClientErrors({
      message: first ? t(`errors:${first}`) : undefined,
      fields: Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, t(fieldMessageKey(field, code))])),
    });
    return false;
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (!check(Object.fromEntries(new FormData(event.currentTarget)))) event.preventDefault();
  }

  const serverErrors: FormErrors | null = actionData?.error
    ? { message: actionData.error.message, fields: actionData.error.fields ?? {} }
    : null;
  return { errors: clientErrors ?? serverErrors ?? { fields: {} }, onSubmit, onFocus, check };
}
