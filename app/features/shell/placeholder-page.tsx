import { useTranslation } from "~/i18n/react";
import { Container } from "~/ui/container";

/** A page whose content a later issue builds; it exists so the route table and its guards are whole. */
export function PlaceholderPage({ title, bare = false }: { title: string; bare?: boolean }) {
  const { t } = useTranslation();
  const body = (
    <>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t("placeholder.comingInIssue")}</p>
    </>
  );
  return <main id="main">{bare ? body : <Container className="py-10">{body}</Container>}</main>;
}
