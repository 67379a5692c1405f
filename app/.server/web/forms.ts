import { data, type RouterContextProvider } from "react-router";
import { AppError } from "~/domain/errors";
import { errorBody, toAppError } from "../errors";
import { toRequestInfo } from "../auth/request-info";
import type { RequestInfo } from "../auth/types";
import { refuseControlCharactersInBody } from "../security/control-characters";
import { languageContext, requestMetaContext, servicesContext } from "./context";
import { languageFromCookieHeader } from "./language";
import { serverT } from "../i18n";

/**
 * A form post's fields as a plain object (repeated names become arrays). Its size was capped by the
 * HTTP shell as it streamed in; an unreadable body, or text holding control characters, is refused
 * with a 400 response (the page's error boundary shows the message) before any service sees it.
 */
export async function readForm(request: Request): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  try {
    const form = await request.formData();
    for (const key of new Set(form.keys())) {
      const values = form.getAll(key);
      out[key] = values.length > 1 ? values : values[0];
    }
    refuseControlCharactersInBody(out);
  } catch (error) {
    throw refusalResponse(request, error instanceof AppError ? error : new AppError("VALIDATION"));
  }
  return out;
}

/** A refusal thrown from a loader, an action or a middleware: the error body, in the reader's language. */
export function refusalResponse(request: Request, error: AppError): Response {
  const language = languageFromCookieHeader(request.headers.get("cookie"));
  // The page's title comes along: when a middleware refuses, no translations reach the page.
  return Response.json({ ...errorBody(error, language), title: serverT(language)("refused.title") }, { status: error.status });
}

export function requestInfoOf(request: Request, context: Readonly<RouterContextProvider>): RequestInfo {
  return toRequestInfo(request.headers, context.get(requestMetaContext).ip);
}

/** The submitted text values to refill the form with; password fields are never sent back. */
export function refill(form: Record<string, unknown>, names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (typeof form[name] === "string" ? [[name, form[name]]] : [])));
}

/**
 * Runs a form action; a refusal becomes `{ error, values }` action data (the spec's message in the
 * page's language) with the refusal's status, so the form shows it. Redirects pass through.
 */
export async function formAction<T>(context: Readonly<RouterContextProvider>, run: () => Promise<T>, values: Record<string, string> = {}) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) throw error;
    const appError = toAppError(error, context.get(servicesContext).logger);
    return data({ ...errorBody(appError, context.get(languageContext)), values }, { status: appError.status });
  }
}
