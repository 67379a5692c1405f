import { Moon, Sun } from "~/ui/icons";
import { useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";
import { useHydrated } from "~/lib/use-hydrated";
import { applyTheme, currentTheme, subscribeTheme, type Theme } from "./theme";

/** Dark/light switch; the choice is kept in local storage (see theme.ts). */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  // The server cannot know the theme (it lives in this browser): null there and while hydrating, the
  // real one once the page runs JavaScript (its re-render then reads it: lib/use-hydrated.ts).
  const hydrated = useHydrated();
  const theme = useSyncExternalStore<Theme | null>(
    subscribeTheme,
    () => (hydrated ? currentTheme() : null),
    () => null,
  );
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      onClick={() => applyTheme(next)}
      aria-label={next === "dark" ? t("theme.toDark") : t("theme.toLight")}
      title={next === "dark" ? t("theme.toDark") : t("theme.toLight")}
      className={cx(
        "inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
        className,
      )}
    >
      <Moon aria-hidden="true" className="h-5 w-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden h-5 w-5 dark:block" />
    </button>
  );
}
