import { LogOut } from "~/ui/icons";
import { useEffect, useRef } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";
import { accountLinks } from "./account-links";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    "flex shrink-0 items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap",
    isActive
      ? "bg-brand-700 text-white dark:bg-brand-600"
      : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
  );

/**
 * The signed-in area's menu: a column on wide screens, a scrollable row on phones. Every account page,
 * in the order the account's kind uses them (account-links.ts).
 */
export function AccountSidebar({ reader }: { reader: { user_type: string; is_admin: boolean } }) {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // On a phone the menu is a row wider than the screen: bring the current page's link into view.
  useEffect(() => {
    const container = row.current;
    const active = container?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!container || !active || container.scrollWidth <= container.clientWidth) return;
    container.scrollLeft = active.offsetLeft - (container.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav aria-label={t("account.sidebar")} className="lg:w-60 lg:shrink-0">
      <div
        ref={row}
        className="relative -mx-4 flex gap-1 overflow-x-auto px-4 pb-2 lg:sticky lg:top-20 lg:mx-0 lg:flex-col lg:overflow-visible lg:rounded-2xl lg:border lg:border-slate-200 lg:bg-white lg:p-3 lg:dark:border-slate-800 lg:dark:bg-slate-900"
      >
        {accountLinks(reader, "sidebar").map(({ to, key, icon: Icon }) => (
          <NavLink key={to} to={to} className={itemClass}>
            <Icon aria-hidden="true" className="h-4 w-4" />
            {t(key)}
          </NavLink>
        ))}
        <Form method="post" action="/logout" className="lg:mt-2 lg:border-t lg:border-slate-200 lg:pt-2 lg:dark:border-slate-800">
          <button type="submit" className={itemClass({ isActive: false })}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t("nav.logout")}
          </button>
        </Form>
      </div>
    </nav>
  );
}
