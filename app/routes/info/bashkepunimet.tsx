import { useTranslation } from "~/i18n/react";
import { PlaceholderPage } from "~/features/shell/placeholder-page";

export default function Page() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t("pages.partners")} />;
}
