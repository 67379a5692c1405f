import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { DEFAULT_LANGUAGE, type Language } from "~/domain/enums";
import { AppError } from "~/domain/errors";
import { isLanguage } from "~/i18n";
import { type AdminActor, asAdminActor } from "../auth/admin-actor";
import { toRequestInfo } from "../auth/request-info";
import type { RequestInfo } from "../auth/types";
import type { SessionUser } from "~/domain/session-user";
import { getCurrentSession } from "../auth/session-user";
import { refuseControlCharactersInBody, refuseControlCharactersInUrl } from "../security/control-characters";
import type { Services } from "../services";

export type ApiEnv = {
  /** Given by whoever calls the API: the HTTP shell (from the socket) or an in-process test client. */
  Bindings: ApiBindings;
  Variables: {
    services: Services;
    lang: Language;
    /** undefined: not looked up yet; null: no session. */
    user: SessionUser | null | undefined;
  };
};

export type ApiContext = Context<ApiEnv>;

type ApiBindings = {
  /** The client's address as the HTTP shell resolved it (server/client-address.ts). */
  clientAddress: string;
};

const LANGUAGE_COOKIE = "lang";

export function languageOf(c: ApiContext): Language {
  const value = getCookie(c, LANGUAGE_COOKIE);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The request as account services see it. The client address comes from the caller of the API (the
 * HTTP shell read it from the socket), never from a request header.
 */
export function requestInfo(c: ApiContext): RequestInfo {
  const address = (c.env as Partial<ApiBindings> | undefined)?.clientAddress;
  if (!address) throw new Error("The API was called without the client's address (env.clientAddress)");
  return toRequestInfo(c.req.raw.headers, address);
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

/** An administrator, or 401/403: the only way API routes get the AdminActor that admin services take. */
export async function requireAdmin(c: ApiContext): Promise<AdminActor> {
  return asAdminActor(await requireUser(c));
}

/**
 * Reads a JSON or form body as a plain object; anything unreadable is a validation error, and text
 * holding control characters is refused (400) before any service sees it.
 */
export async function readBody(c: ApiContext): Promise<Record<string, unknown>> {
  const body = await parseBody(c);
  refuseControlCharactersInBody(body);
  return body;
}

async function parseBody(c: ApiContext): Promise<Record<string, unknown>> {
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

/**
 * Control characters are refused where input enters (400, the field named), for every route: in the
 * URL, and in JSON and form bodies (photo uploads are checked when their route reads them).
 */
export const refuseControlCharacters: MiddlewareHandler<ApiEnv> = async (c, next) => {
  refuseControlCharactersInUrl(new URL(c.req.url));
  const type = c.req.header("content-type") ?? "";
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && !type.includes("multipart/form-data")) {
    // Parsed bodies are cached by Hono: the route's readBody() does not read the stream again.
    // An unreadable body is the route's to refuse (or to ignore, if it takes none).
    const body = await parseBody(c).catch(() => ({}));
    refuseControlCharactersInBody(body);
  }
  await next();
};

/** Copies Set-Cookie headers from an auth operation onto the response. */
export function forwardCookies(c: ApiContext, headers: Headers): void {
  for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
}
