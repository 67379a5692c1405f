import { ChevronDown, LogOut } from "~/ui/icons";
import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { ClientUser } from "~/domain/client-user";
import { useDetailsMenu } from "~/lib/use-details-menu";
import { cx } from "~/ui/cx";
import { accountLinks } from "./account-links";

// The header's account menus, which only signed-in readers draw: loaded on their pages only
// (account-menus-slot.tsx), so an anonymous reader's pages do not carry them.

const itemClass =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

/** First name and initial; the account's links, led by what its kind does first (account-links.ts), and 'Dilni'. */
export function UserMenu({ user }: { user: ClientUser }) {
  const { t } = useTranslation();
  const ref = useDetailsMenu<HTMLDetailsElement>();
  return (
    <details ref={ref} className="relative" data-testid="user-menu">
      <summary
        aria-label={t("nav.userMenu")}
        className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
      >
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
        >
          {user.initial}
        </span>
        <span className="max-w-28 truncate">{user.first_name}</span>
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <p className="truncate px-3 py-2 text-xs text-slate-600 dark:text-slate-400">{user.email}</p>
        {accountLinks(user, "userMenu").map(({ to, key, icon: Icon }) => (
          <Link key={to} to={to} className={itemClass}>
            <Icon aria-hidden="true" className="h-4 w-4" /> {t(key)}
          </Link>
        ))}
        <Form method="post" action="/logout" className="border-t border-slate-200 pt-1 dark:border-slate-700">
          <button type="submit" className={itemClass}>
            <LogOut aria-hidden="true" className="h-4 w-4" /> {t("nav.logout")}
          </button>
        </Form>
      </div>
    </details>
  );
}

/** The phone menu's account links, led by what the account's kind does first (account-links.ts). */
export function PhoneAccountLinks({ user, linkClass }: { user: ClientUser; linkClass: string }) {
  const { t } = useTranslation();
  return (
    <>
      {accountLinks(user, "phone").map(({ to, key, icon: Icon }) => (
        <Link key={to} to={to} className={cx(linkClass, "flex items-center gap-3")}>
          <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" />
          {t(key)}
        </Link>
      ))}
    </>
  );
}
