import { forgotPasswordSchema, resetPasswordSchema } from "~/domain/schemas/auth";
import { parseInput } from "~/domain/schemas/parse";
import { mapAuthError } from "./errors";
import type { AccountDeps, RequestInfo } from "./types";

/**
 * Sends a reset link if the address has an account. The answer is the same either way, so the form
 * cannot be used to find out who has an account.
 */
export async function requestPasswordReset(deps: AccountDeps, input: unknown, request: RequestInfo): Promise<void> {
  const { email } = parseInput(forgotPasswordSchema, input);
  await deps.limiter.consume("forgotPerAddress", request.network);
  // Someone else asking for this account's reset mails cannot block the owner: past the budget the
  // answer stays the same and no mail is sent (the owner's inbox already holds valid links).
  if (!(await deps.limiter.allows("forgotPerAccount", email))) return;
  try {
    await deps.auth.api.requestPasswordReset({ body: { email }, headers: request.headers });
  } catch (error) {
    mapAuthError(error, { refused: "FORGOT_FAILED", failed: "INTERNAL", logger: deps.logger });
  }
}

/** Sets a new password with a single-use token; every session of the account ends. */
export async function resetPassword(deps: AccountDeps, input: unknown, request: RequestInfo): Promise<void> {
  const data = parseInput(resetPasswordSchema, input);
  await deps.limiter.consume("resetPerAddress", request.network);
  try {
    await deps.auth.api.resetPassword({ body: { token: data.access_token, newPassword: data.password } });
  } catch (error) {
    mapAuthError(error, {
      table: { INVALID_TOKEN: "RESET_TOKEN_INVALID", USER_NOT_FOUND: "RESET_TOKEN_INVALID", PASSWORD_TOO_SHORT: "PASSWORD_TOO_SHORT" },
      refused: "RESET_FAILED",
      failed: "RESET_FAILED",
      logger: deps.logger,
    });
  }
}
