import { parseInput } from "~/domain/schemas/parse";
import { registerSchema } from "~/domain/schemas/auth";
import { registrationContext } from "./registration-context";
import { getSettingsGroup } from "../platform/settings";
import { mapAuthError } from "./errors";
import { findProfile, toSessionUser } from "./session-user";
import type { SessionUser } from "~/domain/session-user";
import type { AccountDeps, RequestInfo } from "./types";

/**
 * Registering as seller or landlord grants is_admin (document 1 §1) only while an administrator has
 * switched `system.sellers_become_admins` on; it is off by default (docs/decisions/0008).
 */
async function grantsAdmin(deps: Pick<AccountDeps, "db">, userType: string): Promise<boolean> {
  if (userType !== "seller" && userType !== "landlord") return false;
  return (await getSettingsGroup(deps.db, "system")).sellers_become_admins;
}

/** Creates an account and signs it in. Returns the new user and the Set-Cookie headers. */
export async function registerAccount(
  deps: AccountDeps,
  input: unknown,
  request: RequestInfo,
): Promise<{ user: SessionUser; headers: Headers }> {
  const data = parseInput(registerSchema, input);
  try {
    await deps.limiter.consume("register", request.network);
    const decision = { isAdmin: await grantsAdmin(deps, data.user_type) };
    const result = await registrationContext.run(decision, () =>
      deps.auth.api.signUpEmail({
        body: { name: data.name, email: data.email, password: data.password, user_type: data.user_type, rememberMe: true },
        headers: request.headers,
        returnHeaders: true,
      }),
    );
    const row = await findProfile(deps.db, result.response.user.id);
    if (!row) throw new Error("Profile missing right after sign-up");
    deps.logger.info({ userId: row.id, userType: row.user_type }, "account registered");
    return { user: toSessionUser(row), headers: result.headers };
  } catch (error) {
    mapAuthError(error, {
      table: {
        USER_ALREADY_EXISTS: "EMAIL_TAKEN",
        USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "EMAIL_TAKEN",
        INVALID_EMAIL: "INVALID_EMAIL",
        PASSWORD_TOO_SHORT: "PASSWORD_TOO_SHORT",
        PASSWORD_TOO_LONG: "PASSWORD_TOO_LONG",
      },
      refused: "REGISTRATION_FAILED",
      failed: "REGISTRATION_FAILED",
      logger: deps.logger,
    });
  }
}
