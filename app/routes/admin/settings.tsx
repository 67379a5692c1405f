import { useTranslation } from "~/i18n/react";

export default function Page() {
  const { t } = useTranslation();
  return <p className="text-slate-600 dark:text-slate-300">{t("placeholder.comingInIssue")}</p>;
}
