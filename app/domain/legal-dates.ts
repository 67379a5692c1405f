// When the text of each legal page last changed, shown as its "last updated" date (issue 17 §3: a real
// date, not the placeholder the spec shows). Change the date in the same commit as the text.
export const LEGAL_TEXTS_UPDATED = {
  terms: "2026-11-22",
  privacy: "2026-11-22",
  legal: "2026-11-22",
} as const;
