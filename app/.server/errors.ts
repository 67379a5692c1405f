import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError, type ApiErrorBody } from "~/domain/errors";
import type { Language } from "~/domain/enums";
import { fieldMessageKey } from "~/i18n/field-message";
import { serverT } from "./i18n";
import type { Logger } from "./logger";

/** The JSON body for a refusal, with the message in the reader's language. */
export function errorBody(error: AppError, language: Language): ApiErrorBody {
  const t = serverT(language);
  const message = t(`errors:${error.code}`, error.params);
  const fields = Object.keys(error.fields).length
    ? Object.fromEntries(Object.entries(error.fields).map(([field, code]) => [field, t(fieldMessageKey(field, code), error.params)]))
    : undefined;
  return { error: { code: error.code, message, ...(fields ? { fields } : {}) } };
}

/** Any error becomes an AppError: refusals keep their code; everything else is logged as INTERNAL. */
export function toAppError(error: unknown, logger: Logger): AppError {
  if (error instanceof AppError) return error;
  logger.error({ err: error }, "unexpected error");
  return new AppError("INTERNAL");
}

export function statusOf(error: AppError): ContentfulStatusCode {
  return error.status as ContentfulStatusCode;
}
