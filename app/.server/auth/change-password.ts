import { changePasswordSchema } from "~/domain/schemas/auth";
import { parseInput } from "~/domain/schemas/parse";
import { mapAuthError } from "./errors";
import type { AccountDeps, RequestInfo } from "./types";

/**
 * Changes the signed-in user's password after checking the current one. Other sessions end; this
 * one continues with a fresh cookie (returned in the headers).
 */
export async function changePassword(deps: AccountDeps, input: unknown, request: RequestInfo): Promise<Headers> {
  const data = parseInput(changePasswordSchema, input);
  await deps.limiter.consume("loginPerAddress", request.network);
  try {
    const result = await deps.auth.api.changePassword({
      body: { currentPassword: data.current_password, newPassword: data.new_password, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    return result.headers;
  } catch (error) {
    mapAuthError(error, {
      table: { INVALID_PASSWORD: "CURRENT_PASSWORD_WRONG", UNAUTHORIZED: "UNAUTHENTICATED", PASSWORD_TOO_SHORT: "PASSWORD_TOO_SHORT" },
      refused: "PASSWORD_CHANGE_FAILED",
      failed: "PASSWORD_CHANGE_FAILED",
      logger: deps.logger,
    });
  }
}
