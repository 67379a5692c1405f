import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/enums";
import { AppError } from "~/domain/errors";
import { isLanguage } from "~/i18n";
import type { RequestInfo, SessionUser } from "../accounts/types";
import { getCurrentSession } from "../accounts/session-user";
import type { Services } from "../services";

export type ApiEnv = {
  Variables: {
    services: Services;
    lang: Language;
    /** undefined: not looked up yet; null: no session. */
    user: SessionUser | null | undefined;
  };
};

export type ApiContext = Context<ApiEnv>;

export const CLIENT_IP_HEADER = "x-prona-client-ip";
export const LANGUAGE_COOKIE = "lang";

export function languageOf(c: ApiContext): Language {
  const value = getCookie(c, LANGUAGE_COOKIE);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The request as account services see it. The client address is resolved by the HTTP shell. */
export function requestInfo(c: ApiContext): RequestInfo {
  return { headers: c.req.raw.headers, ip: c.req.header(CLIENT_IP_HEADER) ?? "unknown" };
}

/** The signed-in user, looked up once per request. */
export async function currentUser(c: ApiContext): Promise<SessionUser | null> {
  let user = c.get("user");
  if (user === undefined) {
    const session = await getCurrentSession(c.get("services"), c.req.raw.headers);
    user = session?.user ?? null;
    c.set("user", user);
  }
  return user;
}

export async function requireUser(c: ApiContext): Promise<SessionUser> {
  const user = await currentUser(c);
  if (!user) throw new AppError("UNAUTHENTICATED");
  return user;
}

export async function requireAdmin(c: ApiContext): Promise<SessionUser> {
  const user = await requireUser(c);
  if (!user.is_admin) throw new AppError("FORBIDDEN");
  return user;
}

/** Reads a JSON or form body as a plain object; anything unreadable is a validation error. */
export async function readBody(c: ApiContext): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await c.req.json();
      if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
      throw new AppError("VALIDATION");
    }
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
      const form = await c.req.parseBody({ all: true });
      return form as Record<string, unknown>;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("VALIDATION");
  }
  return {};
}

/** Copies Set-Cookie headers from an auth operation onto the response. */
export function forwardCookies(c: ApiContext, headers: Headers): void {
  for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
}
