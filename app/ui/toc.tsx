import { useTranslation } from "~/i18n/react";

/** A sticky table of contents of in-page anchors (plain links: they work without JavaScript). */
export function Toc({ items }: { items: readonly { id: string; label: string }[] }) {
  const { t } = useTranslation("common");
  return (
    <nav
      aria-labelledby="toc-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900 lg:sticky lg:top-24 print:hidden"
    >
      <h2 id="toc-title" className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {t("toc.onThisPage")}
      </h2>
      <ol className="space-y-1 text-sm">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="block rounded-md px-2 py-1.5 text-slate-800 hover:bg-slate-100 hover:text-brand-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-brand-300"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
