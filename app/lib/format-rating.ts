import type { Formats } from "~/domain/format";

/**
 * A rating out of five as the reader's language writes it, always with one decimal: "4,5" and "4,0" in
 * Albanian and German, "4.5" and "4.0" in English (issue 34 §10).
 */
export function formatRating(formats: Formats, rating: number): string {
  const rounded = Math.round(rating * 10) / 10;
  const text = formats.decimal(rounded, 1);
  // formats.decimal drops a trailing zero; a rating keeps it ("4,0", not "4").
  const separator = formats.decimal(0.5, 1).charAt(1);
  return text.includes(separator) ? text : `${text}${separator}0`;
}
