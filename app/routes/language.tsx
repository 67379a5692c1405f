import { redirect } from "react-router";
import type { Route } from "./+types/language";
import { readForm } from "~/.server/web/forms";
import { LANGUAGE_COOKIE } from "~/.server/web/language";
import { safeLocalPath } from "~/.server/web/redirects";
import { isLanguage } from "~/i18n";

export function loader() {
  return redirect("/");
}

/** Stores the chosen language in a cookie and returns to the page the switch was used on. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const back = safeLocalPath(form.return_to) ?? "/";
  if (!isLanguage(form.lang)) return redirect(back);
  return redirect(back, {
    headers: { "set-cookie": `${LANGUAGE_COOKIE}=${form.lang}; Path=/; Max-Age=31536000; SameSite=Lax` },
  });
}
