import { AppError } from "~/domain/errors";
import { adminLoginSchema, loginSchema } from "~/domain/schemas/auth";
import { parseInput } from "~/domain/schemas/parse";
import { mapAuthError } from "./errors";
import { logout } from "./logout";
import { findProfile, toSessionUser } from "./session-user";
import type { AccountDeps, RequestInfo, SessionUser } from "./types";

type Credentials = { email: string; password: string; remember_me: boolean };

async function signIn(deps: AccountDeps, data: Credentials, request: RequestInfo) {
  const accountKey = `${request.ip}|${data.email}`;
  try {
    await deps.limiter.consume("loginPerAddress", request.ip);
    await deps.limiter.consume("loginPerAccount", accountKey);
    const result = await deps.auth.api.signInEmail({
      // Without 'remember me' the cookie lasts only as long as the browser session.
      body: { email: data.email, password: data.password, rememberMe: data.remember_me },
      headers: request.headers,
      returnHeaders: true,
    });
    await deps.limiter.reset("loginPerAccount", accountKey);
    const row = await findProfile(deps.db, result.response.user.id);
    if (!row) throw new AppError("PROFILE_MISSING");
    return { user: toSessionUser(row), headers: result.headers };
  } catch (error) {
    // The spec's mapping (document 1 §5, §8): bad credentials, unconfirmed e-mail, any other refusal,
    // and the 'login exception' text for failures.
    mapAuthError(error, {
      table: {
        INVALID_EMAIL_OR_PASSWORD: "INVALID_CREDENTIALS",
        INVALID_EMAIL: "INVALID_CREDENTIALS",
        PASSWORD_TOO_LONG: "INVALID_CREDENTIALS",
        EMAIL_NOT_VERIFIED: "EMAIL_NOT_CONFIRMED",
      },
      refused: "AUTH_FAILED",
      failed: "LOGIN_FAILED",
      logger: deps.logger,
    });
  }
}

/** Signs in with e-mail and password. Returns the user and the Set-Cookie headers. */
export async function login(
  deps: AccountDeps,
  input: unknown,
  request: RequestInfo,
): Promise<{ user: SessionUser; headers: Headers }> {
  return signIn(deps, parseInput(loginSchema, input), request);
}

/**
 * The admin login (document 2 §4): succeeds only for administrators; anyone else is signed out
 * again at once and refused with NOT_ADMIN.
 */
export async function adminLogin(
  deps: AccountDeps,
  input: unknown,
  request: RequestInfo,
): Promise<{ user: SessionUser; headers: Headers }> {
  const data = parseInput(adminLoginSchema, input);
  const result = await signIn(deps, { ...data, remember_me: false }, request);
  if (!result.user.is_admin) {
    const cookie = result.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    await logout(deps, { ...request, headers: new Headers({ cookie }) });
    throw new AppError("NOT_ADMIN");
  }
  return result;
}
