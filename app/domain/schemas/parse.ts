import type { z } from "zod";
import { AppError, ERROR_STATUS, type ErrorCode } from "../errors";

function asCode(message: string): ErrorCode {
  return message in ERROR_STATUS ? (message as ErrorCode) : "VALIDATION";
}

/** The first error code per field (schemas use error codes as their issue messages). */
export function fieldErrors(error: z.core.$ZodError): Record<string, ErrorCode> {
  const fields: Record<string, ErrorCode> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "_";
    fields[key] ??= asCode(issue.message);
  }
  return fields;
}

/** The refusal for a failed parse: the first problem's code, with every field's code. */
export function validationError(error: z.core.$ZodError): AppError {
  return new AppError(asCode(error.issues[0]?.message ?? "VALIDATION"), {}, fieldErrors(error));
}

/** Parses input or throws an AppError whose code is the first problem found, with every field's code. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(result.error);
}

/** Checkbox and JSON booleans: true, "true", "on", "1". */
export function toBoolean(value: unknown): boolean {
  return value === true || value === "true" || value === "on" || value === "1";
}
