import type { ErrorCode } from "~/domain/errors";

// A refusal's message under each field. A required field left empty names itself ("Shkruani
// titullin.") instead of repeating the form's "Ju lutemi plotësoni të gjitha fushat e detyrueshme"
// under every empty field; other codes read as the code's message.

const NAMED_FIELDS = [
  "title",
  "description",
  "price",
  "location",
  "name",
  "email",
  "password",
  "confirm_password",
  "subject",
  "message",
] as const;
type NamedField = (typeof NAMED_FIELDS)[number];

const REQUIRED_CODES: readonly ErrorCode[] = ["REQUIRED_FIELDS", "CONTACT_REQUIRED_FIELDS"];

/** The catalog key of a field's message: "common:required.<field>" for an empty required field, else the code's. */
export function fieldMessageKey(field: string, code: ErrorCode): `common:required.${NamedField | "other"}` | `errors:${ErrorCode}` {
  if (!REQUIRED_CODES.includes(code)) return `errors:${code}`;
  return (NAMED_FIELDS as readonly string[]).includes(field) ? `common:required.${field as NamedField}` : "common:required.other";
}
