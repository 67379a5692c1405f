import { Search } from "~/ui/icons";
import { Form, useLocation, useSubmit } from "react-router";
import type { Page } from "~/.server/db/paging";
import { useTranslation } from "~/i18n/react";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import { cx } from "~/ui/cx";
import { EmptyList } from "./list-parts";
import { Pagination, withParams } from "./pagination";

/** A filter's select that applies itself: the list reloads in place when it changes. */
export function useSubmitOnChange() {
  const submit = useSubmit();
  return (e: React.ChangeEvent<HTMLSelectElement>) => void submit(e.currentTarget.form, { preventScrollReset: true });
}

/**
 * The filters of an admin list (/admin/users, /admin/properties): a GET form with the search box (`q`),
 * the list's own selects (`children`), and the search button. `columns` lays them out.
 */
export function AdminListFilters(props: {
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  columns: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <Form
      method="get"
      role="search"
      className={cx("grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900", props.columns)}
    >
      <TextField label={props.searchLabel} name="q" type="search" defaultValue={props.search} placeholder={props.searchPlaceholder} />
      {props.children}
      <Button type="submit">
        <Search aria-hidden="true" className="h-4 w-4" />
        {t("common.search")}
      </Button>
    </Form>
  );
}

/**
 * A page of an admin list: its heading with "showing 1–20 of 57", the rows (`children`) or the empty
 * note, and the pages. A page link drops the last change's note (`clear`: ?done= and the like).
 */
export function AdminListSection<T>(props: {
  id: string;
  heading: string;
  /** The heading's level: h3 where the page has a hidden h2 of its own. */
  level: "h2" | "h3";
  list: Page<T>;
  empty: string;
  clear: readonly string[];
  children: (items: T[]) => React.ReactNode;
}) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const { list } = props;
  const Heading = props.level;
  const from = list.total ? (list.page - 1) * list.page_size + 1 : 0;
  const to = Math.min(list.total, list.page * list.page_size);
  const cleared = Object.fromEntries(props.clear.map((name) => [name, null]));
  return (
    <section aria-labelledby={props.id} className="space-y-4">
      <div className="flex items-baseline justify-between gap-4">
        <Heading id={props.id} className="text-base font-semibold">
          {props.heading}
        </Heading>
        {list.total > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("common.showing", { from, to, total: list.total })}</p>
        )}
      </div>
      {list.items.length === 0 ? <EmptyList>{props.empty}</EmptyList> : props.children(list.items)}
      <Pagination
        page={list.page}
        pageCount={list.page_count}
        hrefFor={(page) => withParams(location.search, { page, ...cleared }, location.pathname)}
      />
    </section>
  );
}
