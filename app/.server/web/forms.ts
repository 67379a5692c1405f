import { data, type RouterContextProvider } from "react-router";
import { AppError } from "~/domain/errors";
import { errorBody, toAppError } from "../api/errors";
import type { RequestInfo } from "../accounts/types";
import { languageContext, requestMetaContext, servicesContext } from "./context";

/** A form post's fields as a plain object (repeated names become arrays). */
export async function readForm(request: Request): Promise<Record<string, unknown>> {
  try {
    const form = await request.formData();
    const out: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const values = form.getAll(key);
      out[key] = values.length > 1 ? values : values[0];
    }
    return out;
  } catch {
    throw new AppError("VALIDATION");
  }
}

export function requestInfoOf(request: Request, context: Readonly<RouterContextProvider>): RequestInfo {
  return { headers: request.headers, ip: context.get(requestMetaContext).ip };
}

/** The submitted text values to refill the form with; password fields are never sent back. */
export function refill(form: Record<string, unknown>, names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (typeof form[name] === "string" ? [[name, form[name]]] : [])));
}

/**
 * Runs a form action; a refusal becomes `{ error, values }` action data (the spec's message in the
 * page's language) with the refusal's status, so the form shows it. Redirects pass through.
 */
export async function formAction<T>(
  context: Readonly<RouterContextProvider>,
  run: () => Promise<T>,
  values: Record<string, string> = {},
) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) throw error;
    const appError = toAppError(error, context.get(servicesContext).logger);
    return data({ ...errorBody(appError, context.get(languageContext)), values }, { status: appError.status });
  }
}
