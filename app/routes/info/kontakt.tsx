import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "~/features/shell/placeholder-page";

export default function Page() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t("pages.contact")} />;
}
