import { AppError } from "~/domain/errors";
import { fieldWithControlCharacters, urlPartWithControlCharacters } from "~/domain/text";

/** Refuses (400, with the field named) a body holding a control character; the value is never logged. */
export function refuseControlCharactersInBody(fields: Record<string, unknown>): void {
  const field = fieldWithControlCharacters(Object.entries(fields));
  if (field !== undefined) throw new AppError("CONTROL_CHARACTERS", {}, { [field]: "CONTROL_CHARACTERS" });
}

/** Refuses (400, with the parameter named, or "path") a URL holding a control character. */
export function refuseControlCharactersInUrl(url: URL): void {
  const part = urlPartWithControlCharacters(url);
  if (part !== undefined) throw new AppError("CONTROL_CHARACTERS", {}, { [part]: "CONTROL_CHARACTERS" });
}
