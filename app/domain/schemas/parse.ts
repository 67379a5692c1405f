import type { z } from "zod";
import { AppError, ERROR_STATUS, type ErrorCode } from "../errors";

function asCode(message: string): ErrorCode {
  return message in ERROR_STATUS ? (message as ErrorCode) : "VALIDATION";
}

/** The first error code per field (schemas use error codes as their issue messages). */
export function fieldErrors(error: z.ZodError): Record<string, ErrorCode> {
  const fields: Record<string, ErrorCode> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "_";
    fields[key] ??= asCode(issue.message);
  }
  return fields;
}

/** Parses input or throws an AppError whose code is the first problem found, with every field's code. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = asCode(result.error.issues[0]?.message ?? "VALIDATION");
  throw new AppError(first, {}, fields);
}

/** Checkbox and JSON booleans: true, "true", "on", "1". */
export function toBoolean(value: unknown): boolean {
  return value === true || value === "true" || value === "on" || value === "1";
}
