import { AppError } from "~/domain/errors";
import { adminLoginSchema, loginSchema } from "~/domain/schemas/auth";
import { parseInput } from "~/domain/schemas/parse";
import { getSettingsGroup } from "../platform/settings";
import { authErrorCode, mapAuthError } from "./errors";
import { knownDeviceCookie, knownDeviceId } from "./known-device";
import { logout } from "./logout";
import { findProfile, toSessionUser } from "./session-user";
import type { SessionUser } from "~/domain/session-user";
import type { AccountDeps, RequestInfo } from "./types";

type Credentials = { email: string; password: string; remember_me: boolean };

/**
 * better-auth's sign-in behind the login rate limits (security/rate-limit.ts): per address, per address
 * and account, and per account for browsers the account was never signed in on (a known browser has
 * its own budget, so guesses from elsewhere cannot lock the owner out). Its refusals are left to the
 * caller to word.
 */
async function authenticate(deps: AccountDeps, data: Credentials, request: RequestInfo) {
  const email = data.email.toLowerCase();
  const device = knownDeviceId(deps.secret, email, request.headers.get("cookie"));
  const addressKey = `${request.network}|${email}`;
  await deps.limiter.consume("loginPerAddress", request.network);
  await deps.limiter.consume("loginPerAddressAccount", addressKey);
  if (device) await deps.limiter.consume("loginPerKnownDevice", `${device}|${email}`);
  else await deps.limiter.consume("loginPerAccount", email);
  const result = await deps.auth.api.signInEmail({
    // Without 'remember me' the cookie lasts only as long as the browser session.
    body: { email: data.email, password: data.password, rememberMe: data.remember_me },
    headers: request.headers,
    returnHeaders: true,
  });
  await Promise.all([
    deps.limiter.reset("loginPerAddressAccount", addressKey),
    device ? deps.limiter.reset("loginPerKnownDevice", `${device}|${email}`) : deps.limiter.reset("loginPerAccount", email),
  ]);
  if (!device) result.headers.append("set-cookie", knownDeviceCookie(deps.secret, email, deps.publicUrl.startsWith("https://")));
  return result;
}

/** Request headers carrying the session cookies a sign-in just set (to end that session again). */
function cookieHeadersOf(setCookies: Headers): Headers {
  return new Headers({
    cookie: setCookies
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  });
}

/** better-auth's codes that mean "wrong e-mail or password" (the user login's table says the same). */
const BAD_CREDENTIALS = new Set(["INVALID_EMAIL_OR_PASSWORD", "INVALID_EMAIL", "PASSWORD_TOO_LONG"]);

async function signIn(deps: AccountDeps, data: Credentials, request: RequestInfo) {
  try {
    const result = await authenticate(deps, data, request);
    const row = await findProfile(deps.db, result.response.user.id);
    if (!row) throw new AppError("PROFILE_MISSING");
    // In maintenance only administrators get in; anyone else's new session ends at once.
    if (!row.is_admin && (await getSettingsGroup(deps.db, "system")).maintenance_mode) {
      await logout(deps, { ...request, headers: cookieHeadersOf(result.headers) });
      throw new AppError("MAINTENANCE");
    }
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
export async function login(deps: AccountDeps, input: unknown, request: RequestInfo): Promise<{ user: SessionUser; headers: Headers }> {
  return signIn(deps, parseInput(loginSchema, input), request);
}

/**
 * The admin login (document 2 §4, §8): succeeds only for administrators; anyone else is signed out
 * again at once. Its messages are the admin login's own: bad credentials, 'Authentication error:
 * {message}' for any other refusal, 'Authentication failed' without a user, 'Error verifying admin
 * status' (signed out) when the profile cannot be read, NOT_ADMIN (signed out), and the unexpected-error
 * text for anything else.
 */
export async function adminLogin(
  deps: AccountDeps,
  input: unknown,
  request: RequestInfo,
): Promise<{ user: SessionUser; headers: Headers }> {
  const data = parseInput(adminLoginSchema, input);
  let result: Awaited<ReturnType<typeof authenticate>>;
  try {
    result = await authenticate(deps, { ...data, remember_me: false }, request);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = authErrorCode(error);
    if (code !== undefined && BAD_CREDENTIALS.has(code)) throw new AppError("INVALID_CREDENTIALS");
    if (code !== undefined) throw new AppError("ADMIN_AUTH_ERROR", { message: (error as Error).message || code });
    deps.logger.error({ err: error }, "admin login failed");
    throw new AppError("ADMIN_LOGIN_UNEXPECTED");
  }
  const signOut = () => logout(deps, { ...request, headers: cookieHeadersOf(result.headers) });
  const userId = (result.response as { user?: { id?: string } } | null)?.user?.id;
  if (!userId) {
    await signOut();
    throw new AppError("AUTH_FAILED");
  }
  let row: Awaited<ReturnType<typeof findProfile>>;
  try {
    row = await findProfile(deps.db, userId);
  } catch (error) {
    deps.logger.error({ err: error, userId }, "admin status could not be read");
    row = undefined;
  }
  if (!row) {
    await signOut();
    throw new AppError("ADMIN_VERIFY_FAILED");
  }
  if (!row.is_admin) {
    await signOut();
    throw new AppError("NOT_ADMIN");
  }
  return { user: toSessionUser(row), headers: result.headers };
}
