import { ExternalLink, Search, Trash2 } from "~/ui/icons";
import { Form, Link, useNavigation } from "react-router";
import type { Language } from "~/domain/enums";
import { formatDate } from "~/domain/format";
import { ALERT_FREQUENCIES } from "~/domain/enums";
import { SAVED_SEARCH_NAME_MAX } from "~/domain/limits";
import { useTranslation } from "~/i18n/react";
import { filterChips } from "~/lib/search-filter-chips";
import { useFormats } from "~/lib/use-formats";
import { Alert } from "~/ui/alert";
import { buttonClass } from "~/ui/button";
import { inputClass } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";

type SavedSearchItem = {
  id: string;
  name: string;
  params: Record<string, string>;
  frequency: (typeof ALERT_FREQUENCIES)[number];
  created_at: string | Date;
};

type Props = {
  searches: SavedSearchItem[];
  limit: number;
  /** What the last action did (done), or its refusal. */
  done?: "created" | "renamed" | "frequency" | "deleted";
  error?: string;
};

function SavedSearchCard({ search }: { search: SavedSearchItem }) {
  const { t, i18n } = useTranslation("saved-searches");
  const f = useFormats();
  // Any namespace's keys, qualified: the chips above the results of /listings say the same words.
  const { t: anyT } = useTranslation();
  const chips = filterChips(search.params, anyT, f.money).map((chip) => chip.label);
  const query = new URLSearchParams(search.params).toString();
  const headingId = `saved-${search.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900 dark:text-slate-100">
            {search.name}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t("page.savedOn", { date: formatDate(search.created_at, i18n.language as Language) })}
          </p>
        </div>
        <Link
          to={`/listings${query ? `?${query}` : ""}`}
          className={buttonClass("primary", "sm")}
          aria-label={t("page.openLabel", { name: search.name })}
        >
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          {t("page.open")}
        </Link>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={t("page.title")}>
        {(chips.length ? chips : [t("page.allFilters")]).map((chip) => (
          <li key={chip} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            {chip}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-3">
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="intent" value="frequency" />
          <input type="hidden" name="id" value={search.id} />
          <label className="text-sm font-medium text-slate-800 dark:text-slate-200">
            <span className="mb-1 block">{t("save.frequency")}</span>
            <select
              name="frequency"
              defaultValue={search.frequency}
              aria-label={t("page.frequencyLabel", { name: search.name })}
              className={inputClass}
            >
              {ALERT_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {t(`frequency.${f}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass("secondary", "md")}>
            {t("page.saveFrequency")}
          </button>
        </Form>
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="id" value={search.id} />
          <label className="text-sm font-medium text-slate-800 dark:text-slate-200">
            <span className="mb-1 block">{t("page.rename")}</span>
            <input
              name="name"
              required
              maxLength={SAVED_SEARCH_NAME_MAX}
              defaultValue={search.name}
              aria-label={t("page.renameLabel", { name: search.name })}
              className={inputClass}
            />
          </label>
          <button type="submit" className={buttonClass("secondary", "md", "whitespace-nowrap")}>
            {t("page.saveName")}
          </button>
        </Form>
        <Form method="post" className="ml-auto">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={search.id} />
          <button
            type="submit"
            className={buttonClass("ghost", "md", "text-red-700 dark:text-red-400")}
            aria-label={t("page.deleteLabel", { name: search.name })}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t("page.delete")}
          </button>
        </Form>
      </div>
    </li>
  );
}

/** "Kërkimet e ruajtura": the signed-in user's saved searches, each with open, alerts, rename and delete. */
export function SavedSearchesView({ searches, limit, done, error }: Props) {
  const { t } = useTranslation("saved-searches");
  const navigation = useNavigation();
  const messages = {
    created: "page.created",
    renamed: "page.renamed",
    frequency: "page.frequencyChanged",
    deleted: "page.deleted",
  } as const;
  return (
    <main id="main" className="space-y-6" aria-busy={navigation.state !== "idle"}>
      <PageHeader
        title={t("page.title")}
        subtitle={
          <>
            {t("page.subtitle")}
            <span className="mt-1 block text-sm">{t("page.count", { count: searches.length, limit })}</span>
          </>
        }
      />
      {done && (
        <Alert tone="success">
          <p role="status">{t(messages[done])}</p>
        </Alert>
      )}
      {error && (
        <Alert tone="error">
          <p role="alert">{error}</p>
        </Alert>
      )}
      {searches.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <p className="text-lg font-semibold text-slate-900 dark:text-slate-100">{t("page.empty")}</p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t("page.emptyHint")}</p>
          <Link to="/listings" className={buttonClass("secondary", "md", "mt-4")}>
            <Search aria-hidden="true" className="h-4 w-4" />
            {t("page.browse")}
          </Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {searches.map((s) => (
            <SavedSearchCard key={s.id} search={s} />
          ))}
        </ul>
      )}
    </main>
  );
}
