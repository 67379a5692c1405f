import { z } from "zod";
import { hasControlCharacters } from "../text";

/**
 * A text field, trimmed. Control characters other than line breaks and tabs (e.g. NUL, which
 * PostgreSQL cannot store) are refused as invalid input rather than failing at the database.
 */
export const formText = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : value === undefined || value === null ? "" : value),
  z.string({ error: "VALIDATION" }).refine((v) => !hasControlCharacters(v), { error: "CONTROL_CHARACTERS" }),
);
