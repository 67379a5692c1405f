import { Wrench } from "~/ui/icons";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { LogoMark } from "~/ui/logo";
import { ThemeToggle } from "~/features/shell/theme-toggle";

/** What everyone but administrators sees while maintenance mode is on (platform settings, system group). */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="relative flex min-h-screen flex-col items-center justify-center gap-5 px-6 text-center">
      <div className="absolute right-4 top-4">
        <ThemeToggle />
      </div>
      <LogoMark className="h-12 w-12" />
      <Wrench aria-hidden="true" className="h-10 w-10 text-gold-500" />
      <h1 className="text-2xl font-bold">{t("maintenance.title")}</h1>
      <p className="max-w-md text-slate-600 dark:text-slate-300">{t("maintenance.body")}</p>
      <Link to="/admin/login" className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
        {t("nav.admin")}
      </Link>
    </main>
  );
}
