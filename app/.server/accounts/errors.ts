import { isAPIError } from "better-auth/api";
import { AppError, type ErrorCode } from "~/domain/errors";

/** better-auth's error code, if the error is one of its refusals. */
export function authErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === "string" ? body.code : undefined;
}

/**
 * Maps a better-auth refusal to our code with a table, falling back to `otherwise`.
 * Anything that is not a better-auth refusal (a bug, a database outage) is rethrown.
 */
export function mapAuthError(error: unknown, table: Record<string, ErrorCode>, otherwise: ErrorCode): never {
  if (error instanceof AppError) throw error;
  const code = authErrorCode(error);
  if (code === undefined) throw error;
  throw new AppError(table[code] ?? otherwise);
}
