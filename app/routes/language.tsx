import { redirect } from "react-router";
import type { Route } from "./+types/language";
import { readForm } from "~/.server/web/forms";
import { LANGUAGE_COOKIE } from "~/.server/web/language";
import { localTarget, safeLocalPath } from "~/.server/web/redirects";
import { isLanguage } from "~/i18n";
import { LANGUAGE_PARAM } from "~/domain/seo";

export function loader() {
  return redirect("/");
}

/** Stores the chosen language in a cookie and returns to the page the switch was used on. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const back = withoutLanguageParam(safeLocalPath(form.return_to) ?? "/");
  if (!isLanguage(form.lang)) return redirect(back);
  return redirect(back, {
    headers: { "set-cookie": `${LANGUAGE_COOKIE}=${form.lang}; Path=/; Max-Age=31536000; SameSite=Lax` },
  });
}

/**
 * The page without a language named in its address, which would outrank the new choice. Rebuilt, the
 * address goes through the check again: what is sent is what was checked.
 */
function withoutLanguageParam(path: string): string {
  const url = new URL(path, "http://prona.invalid");
  url.searchParams.delete(LANGUAGE_PARAM);
  return localTarget(`${url.pathname}${url.search}${url.hash}`, "/");
}
