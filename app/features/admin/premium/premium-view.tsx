import { Crown, Search } from "~/ui/icons";
import { Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import type { AdminUser } from "~/.server/admin/list-users";
import type { Page } from "~/.server/db/paging";
import { premiumReference } from "~/domain/admin";
import { daysBetween, formatDate } from "~/domain/format";
import { PREMIUM_EXTEND_MONTHS } from "~/domain/schemas/admin";
import { useTranslation } from "~/i18n/react";
import { useFormats } from "~/lib/use-formats";
import type { FormActionData } from "~/lib/form-errors";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { CopyButton } from "~/ui/copy-button";
import { cx } from "~/ui/cx";
import { TextField } from "~/ui/field";
import { Flash } from "~/ui/flash";
import { Modal } from "~/ui/modal";
import { PremiumBadge, useUserTypeLabel } from "../shared/badges";
import { CardTableFrame, CellLabel, EmptyList, cardTable } from "../shared/list-parts";
import { Pagination, withParams } from "../shared/pagination";

function ExtendButtons({ user }: { user: AdminUser }) {
  const { t } = useTranslation("admin");
  const busy = useNavigation().state === "submitting";
  const labels = { 1: t("premium.extend1"), 3: t("premium.extend3"), 12: t("premium.extend12") } as const;
  return (
    <Form method="post" className="flex flex-wrap gap-1.5">
      <input type="hidden" name="intent" value="extend" />
      <input type="hidden" name="id" value={user.id} />
      {PREMIUM_EXTEND_MONTHS.map((months) => (
        <Button
          key={months}
          type="submit"
          name="months"
          value={String(months)}
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={t("premium.extendLabel", { name: user.name, count: months })}
        >
          {labels[months]}
        </Button>
      ))}
    </Form>
  );
}

function Expiry({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation("admin");
  if (!user.premium_until) return <span>{t("premium.noExpiry")}</span>;
  return (
    <span>
      {formatDate(user.premium_until, i18n.language)}
      {user.premium_active && (
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {t("premium.daysLeft", { count: daysBetween(new Date(), user.premium_until) })}
        </span>
      )}
    </span>
  );
}

type AdminPremiumViewProps = {
  list: Page<AdminUser>;
  /** The payment-reference lookup: the user found, or why not. */
  found: AdminUser | null;
  lookupError: string | null;
  /** The user whose premium the end dialog asks about (?end=). */
  ending: AdminUser | null;
  prices: { monthly: number; yearly: number };
  /** The success note of the last change (?done=extended|ended, ?until=). */
  done: string | null;
  until: string | null;
  actionData?: FormActionData;
};

/** /admin/premium: find a user by payment reference, the premium users, extend or end their premium. */
export function AdminPremiumView({ list, found, lookupError, ending, prices, done, until, actionData }: AdminPremiumViewProps) {
  const { t, i18n } = useTranslation("admin");
  const f = useFormats();
  const typeLabel = useUserTypeLabel();
  const location = useLocation();
  const [params] = useSearchParams();
  const closeTo = withParams(location.search, { end: null }, location.pathname);
  const cell = cx(cardTable.cell, "@4xl:px-4");
  const card = "rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900";
  return (
    <div className="space-y-6">
      {done === "extended" && until && (
        <Flash key={until} tone="success">
          {t("premium.extended", { date: formatDate(until, i18n.language) })}
        </Flash>
      )}
      {done === "ended" && (
        <Flash key="ended" tone="success">
          {t("premium.ended")}
        </Flash>
      )}
      {actionData?.error && !ending && (
        <Flash key={actionData.error.message} tone="error">{`${t("premium.failed")}: ${actionData.error.message}`}</Flash>
      )}

      <section className={card} aria-labelledby="lookup">
        <h2 id="lookup" className="flex items-center gap-2 font-semibold">
          <Crown aria-hidden="true" className="h-5 w-5 text-gold-500" /> {t("premium.lookupTitle")}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("premium.lookupIntro")}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t("premium.prices", { monthly: f.money(prices.monthly), yearly: f.money(prices.yearly) })}
        </p>
        <Form
          method="get"
          role="search"
          aria-label={t("premium.lookupTitle")}
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <TextField
            className="flex-1"
            label={t("premium.reference")}
            name="reference"
            defaultValue={params.get("reference") ?? ""}
            placeholder="PREMIUM-USER-XXXXXX"
            required
          />
          <Button type="submit">
            <Search aria-hidden="true" className="h-4 w-4" /> {t("premium.find")}
          </Button>
        </Form>
        {lookupError && (
          <Alert tone="error" className="mt-4">
            {lookupError}
          </Alert>
        )}
        {found && (
          <div className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700" aria-label={t("premium.found")} role="region">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <p className="font-semibold">{found.name}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {found.email} · {typeLabel(found.user_type)}
                </p>
                <CopyButton value={premiumReference(found.personal_id)} label={t("premium.reference")} className="mt-1" />
              </div>
              <div className="text-right text-sm">
                {found.premium_active ? (
                  <PremiumBadge />
                ) : found.is_premium ? (
                  <PremiumBadge expired />
                ) : (
                  <span>{t("premium.currentlyBasic")}</span>
                )}
                {found.is_premium && (
                  <div className="mt-1">
                    <Expiry user={found} />
                  </div>
                )}
              </div>
            </div>
            <div className="mt-3">
              <ExtendButtons user={found} />
            </div>
          </div>
        )}
      </section>

      <section className="space-y-4" aria-labelledby="premium-users">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="premium-users" className="font-semibold">
            {t("premium.listTitle")} ({list.total})
          </h2>
          <Form method="get" role="search" aria-label={t("premium.searchLabel")} className="flex w-full items-end gap-2 sm:w-auto">
            <TextField className="flex-1" label={t("premium.searchLabel")} name="q" type="search" defaultValue={params.get("q") ?? ""} />
            <Button type="submit" variant="secondary" aria-label={t("common.search")}>
              <Search aria-hidden="true" className="h-4 w-4" />
            </Button>
          </Form>
        </div>
        {list.items.length === 0 ? (
          <EmptyList>{t("premium.empty")}</EmptyList>
        ) : (
          <CardTableFrame>
            <table className={cx(cardTable.table, "@4xl:min-w-[760px]")}>
              <thead className={cardTable.head}>
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t("premium.colUser")}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t("premium.colStatus")}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t("premium.colUntil")}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">{t("common.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody className={cardTable.body}>
                {list.items.map((user) => (
                  <tr key={user.id} className={cx(cardTable.row, cardTable.plain)}>
                    <td className={cx(cell, cardTable.wide)}>
                      <div className="font-semibold">{user.name}</div>
                      <div className="text-xs text-slate-600 dark:text-slate-400">{user.email}</div>
                      <CopyButton value={premiumReference(user.personal_id)} label={t("premium.reference")} className="-ml-1.5" />
                    </td>
                    <td className={cell}>
                      <CellLabel>{t("premium.colStatus")}</CellLabel>
                      {user.premium_active ? <PremiumBadge /> : <PremiumBadge expired />}
                    </td>
                    <td className={cell}>
                      <CellLabel>{t("premium.colUntil")}</CellLabel>
                      <Expiry user={user} />
                    </td>
                    <td className={cx(cardTable.actions, "@4xl:px-4")}>
                      <div className="flex flex-wrap items-center gap-2 @4xl:justify-end">
                        <ExtendButtons user={user} />
                        <Link
                          to={withParams(location.search, { end: user.id, done: null, until: null }, location.pathname)}
                          preventScrollReset
                          className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
                        >
                          {t("premium.end")}
                        </Link>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardTableFrame>
        )}
        <Pagination
          page={list.page}
          pageCount={list.page_count}
          hrefFor={(page) => withParams(location.search, { page, done: null, until: null }, location.pathname)}
        />
      </section>

      {ending && (
        <Modal title={t("premium.endTitle")} closeTo={closeTo}>
          {actionData?.error && (
            <Alert tone="error" className="mb-4">
              {`${t("premium.failed")}: ${actionData.error.message}`}
            </Alert>
          )}
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("premium.endBody", { name: ending.name })}</p>
          <Form method="post" className="mt-6 flex justify-end gap-3">
            <input type="hidden" name="intent" value="end" />
            <input type="hidden" name="id" value={ending.id} />
            <Link
              to={closeTo}
              replace
              preventScrollReset
              className="inline-flex h-11 items-center rounded-lg px-4 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
              data-autofocus
            >
              {t("common.cancel")}
            </Link>
            <Button type="submit" variant="danger">
              {t("premium.end")}
            </Button>
          </Form>
        </Modal>
      )}
    </div>
  );
}
