import { Form, useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { LANGUAGES } from "~/domain/enums";
import { cx } from "~/ui/cx";

/** Three buttons posting to /language; works without JavaScript, and reloads into the chosen catalog. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/language" reloadDocument className="flex items-center gap-1" aria-label={t("language.label")}>
      <input type="hidden" name="return_to" value={location.pathname + location.search} />
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="submit"
          name="lang"
          value={lang}
          lang={lang}
          aria-current={i18n.language === lang ? "true" : undefined}
          className={cx(
            "rounded-md px-2 py-1 text-xs font-medium",
            i18n.language === lang
              ? "bg-slate-700 text-white dark:bg-slate-200 dark:text-slate-900"
              : "text-slate-300 hover:bg-slate-800 hover:text-white",
          )}
        >
          {t(`language.${lang}`)}
        </button>
      ))}
    </Form>
  );
}
