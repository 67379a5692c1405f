/** LIKE treats % and _ as wildcards and \ as the escape: a search for "50%" means the text "50%". */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for LIKE, with the pattern characters of the text escaped. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
