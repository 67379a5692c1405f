import { useLocation } from "react-router";
import type { AdminUser } from "~/.server/admin/list-users";
import { formatDate } from "~/domain/format";
import { useTranslation } from "~/i18n/react";
import { AdminBadge, PremiumBadge, useUserTypeLabel, VerifiedUserBadge } from "./badges";
import { CopyButton } from "~/ui/copy-button";
import { withParams } from "./pagination";
import { RowMenu } from "./row-menu";

/** The users table of /admin/users with its row menu (toggle premium, edit, delete). */
export function UsersTable({ users }: { users: AdminUser[] }) {
  const { t, i18n } = useTranslation("admin");
  const location = useLocation();
  const typeLabel = useUserTypeLabel();
  const open = (kind: string, id: string) => withParams(location.search, { do: kind, id, done: null }, location.pathname);
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-[760px] text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t("users.colUser")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("users.colType")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("users.colStatus")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("users.colPersonalId")}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t("users.colListings")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("users.colCreated")}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">{t("common.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {users.map((user) => (
            <tr key={user.id} className="align-middle">
              <td className="px-4 py-3">
                <div className="font-semibold">{user.name}</div>
                <div className="text-xs text-slate-600 dark:text-slate-400">{user.email}</div>
              </td>
              <td className="px-4 py-3">{typeLabel(user.user_type)}</td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap items-center gap-1.5">
                  {user.premium_active ? (
                    <PremiumBadge />
                  ) : user.is_premium ? (
                    <PremiumBadge expired />
                  ) : (
                    <span className="text-slate-600 dark:text-slate-400">{t("common.basic")}</span>
                  )}
                  {user.is_admin && <AdminBadge />}
                  {user.verified_at && <VerifiedUserBadge />}
                </div>
                {user.is_premium && user.premium_until && (
                  <div className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                    {t("users.premiumUntil", { date: formatDate(user.premium_until, i18n.language) })}
                  </div>
                )}
              </td>
              <td className="px-4 py-3">
                <CopyButton value={user.personal_id} label={t("users.colPersonalId")} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{user.property_count}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(user.created_at, i18n.language)}</td>
              <td className="px-4 py-3 text-right">
                <RowMenu
                  label={t("common.rowMenu", { name: user.name })}
                  items={[
                    { label: user.premium_active ? t("users.removePremium") : t("users.makePremium"), to: open("premium", user.id) },
                    { label: user.verified_at ? t("users.unverify") : t("users.verify"), to: open("verify", user.id) },
                    { label: t("users.edit"), to: open("edit", user.id) },
                    { label: t("users.delete"), to: open("delete", user.id), danger: true },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
