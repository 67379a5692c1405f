import { and, eq } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { deleteAccountSchema } from "~/domain/schemas/auth";
import { parseInput } from "~/domain/schemas/parse";
import { verifyPassword } from "./password";
import { credentials } from "../db/schema/index";
import type { Services } from "../services";
import { logout } from "./logout";
import { removeUser } from "./remove-user";
import type { RequestInfo } from "./types";

/**
 * Settings → danger zone: deletes the signed-in user's account after checking their password (with
 * the login rate limit, so it cannot be used to guess passwords), removing their listings and photos,
 * favourites, requests, notifications and sessions. Returns the headers that clear the session cookie.
 */
export async function deleteOwnAccount(
  deps: Pick<Services, "db" | "storage" | "logger" | "limiter" | "auth">,
  { userId, input, request }: { userId: string; input: unknown; request: RequestInfo },
): Promise<Headers> {
  const { password } = parseInput(deleteAccountSchema, input);
  await deps.limiter.consume("loginPerAddress", request.network);
  const [credential] = await deps.db
    .select({ password: credentials.password })
    .from(credentials)
    .where(and(eq(credentials.user_id, userId), eq(credentials.provider_id, "credential")))
    .limit(1);
  if (!credential?.password || !(await verifyPassword({ hash: credential.password, password }))) {
    throw new AppError("DELETE_PASSWORD_WRONG", {}, { password: "DELETE_PASSWORD_WRONG" });
  }
  try {
    await removeUser(deps, userId);
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger.error({ err: error, userId }, "account deletion failed");
    throw new AppError("ACCOUNT_DELETE_FAILED");
  }
  // The sessions are gone with the account; this only clears the browser's cookie.
  return logout(deps, request);
}
