import type { AppError } from "../app/domain/errors";
import type { Language } from "../app/domain/enums";
import { serverT } from "../app/.server/i18n";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The page the shell answers with when it refuses a request before the app sees it (a body too large
 * or too slow): plain, in the reader's language, with the way back home.
 */
export function refusalPage(error: AppError, language: Language): Response {
  const t = serverT(language);
  const title = escapeHtml(t(`errors:${error.code}`));
  const home = escapeHtml(t("notFound.home"));
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p><a href="/">${home}</a></p></main></body></html>`;
  return new Response(html, { status: error.status, headers: { "content-type": "text/html; charset=utf-8" } });
}
