import { isAPIError } from "better-auth/api";
import { AppError, type ErrorCode } from "~/domain/errors";
import type { Logger } from "../logger";

/** better-auth's error code, if the error is one of its refusals. */
export function authErrorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === "string" ? body.code : undefined;
}

type Mapping = {
  /** better-auth's codes → ours. */
  table?: Record<string, ErrorCode>;
  /** A better-auth refusal not in the table. */
  refused: ErrorCode;
  /** Anything else (a bug, the database down): logged, and answered with the spec's failure text. */
  failed: ErrorCode;
  logger: Logger;
};

/** Turns whatever an auth operation threw into an AppError; our own refusals pass unchanged. */
export function mapAuthError(error: unknown, { table = {}, refused, failed, logger }: Mapping): never {
  if (error instanceof AppError) throw error;
  const code = authErrorCode(error);
  if (code !== undefined) throw new AppError(table[code] ?? refused);
  logger.error({ err: error }, "auth operation failed");
  throw new AppError(failed);
}
