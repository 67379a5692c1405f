import { useLocation } from "react-router";
import type { AdminUser } from "~/.server/admin/list-users";
import { formatDate } from "~/domain/format";
import { useTranslation } from "~/i18n/react";
import { AdminBadge, PremiumBadge, useUserTypeLabel, VerifiedUserBadge } from "../shared/badges";
import { CopyButton } from "~/ui/copy-button";
import { cx } from "~/ui/cx";
import { CardTableFrame, CellLabel, cardTable } from "../shared/list-parts";
import { withParams } from "../shared/pagination";
import { RowActions } from "../shared/row-menu";

/** The users table of /admin/users with its row menu (toggle premium, edit, delete); cards with visible actions on a phone. */
export function UsersTable({ users }: { users: AdminUser[] }) {
  const { t, i18n } = useTranslation("admin");
  const location = useLocation();
  const typeLabel = useUserTypeLabel();
  const open = (kind: string, id: string) => withParams(location.search, { do: kind, id, done: null }, location.pathname);
  const cell = cx(cardTable.cell, "@4xl:px-4");
  return (
    <CardTableFrame>
      <table className={cx(cardTable.table, "@4xl:min-w-[760px]")}>
        <thead className={cardTable.head}>
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
        <tbody className={cardTable.body}>
          {users.map((user) => (
            <tr key={user.id} className={cx(cardTable.row, cardTable.plain)}>
              <td className={cx(cell, cardTable.wide)}>
                <div className="font-semibold">{user.name}</div>
                <div className="text-xs text-slate-600 dark:text-slate-400">{user.email}</div>
              </td>
              <td className={cell}>
                <CellLabel>{t("users.colType")}</CellLabel>
                {typeLabel(user.user_type)}
              </td>
              <td className={cell}>
                <CellLabel>{t("users.colStatus")}</CellLabel>
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
              <td className={cx(cell, "whitespace-nowrap")}>
                <CellLabel>{t("users.colPersonalId")}</CellLabel>
                <CopyButton value={user.personal_id} label={t("users.colPersonalId")} />
              </td>
              <td className={cx(cell, "tabular-nums @4xl:text-right")}>
                <CellLabel>{t("users.colListings")}</CellLabel>
                {user.property_count}
              </td>
              <td className={cx(cell, "whitespace-nowrap")}>
                <CellLabel>{t("users.colCreated")}</CellLabel>
                {formatDate(user.created_at, i18n.language)}
              </td>
              <td className={cx(cardTable.actions, "@4xl:px-4")}>
                <RowActions
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
    </CardTableFrame>
  );
}
