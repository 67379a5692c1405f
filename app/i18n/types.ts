import type { ErrorCode } from "~/domain/errors";
import type { PluralCategory } from "./translate";

/**
 * The shape of a catalog with any strings as values: en and de must have exactly sq's keys, and may
 * add the plural forms their grammar needs beside each counted key (`key_other` → `key_one`, ...).
 */
export type Translation<T> = { -readonly [K in keyof T]: NonNullable<T[K]> extends string ? string : Translation<T[K]> } & {
  -readonly [K in keyof T as K extends `${infer B}_other` ? `${B}_${Exclude<PluralCategory, "other">}` : never]?: string;
};

/** Error messages that take a `count` (minutes to wait, photos allowed): stored as plural forms. */
type CountedError = "RATE_LIMITED" | "IMAGE_LIMIT_REACHED" | "PROPERTY_LIMIT_REACHED";

/** One message per error code (the "errors" namespace); counted ones as `CODE_other` (+ `CODE_one`, ...). */
export type ErrorMessages = { [C in Exclude<ErrorCode, CountedError>]: string } & { [C in CountedError as `${C}_other`]: string } & {
  [C in CountedError as `${C}_${Exclude<PluralCategory, "other">}`]?: string;
};
