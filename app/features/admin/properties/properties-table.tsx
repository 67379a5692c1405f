import { Eye, Heart, ImageOff } from "~/ui/icons";
import { Link, useLocation } from "react-router";
import type { AdminPropertyRow } from "~/.server/admin/list-properties";
import { formatDate } from "~/domain/format";
import { useTranslation } from "~/i18n/react";
import { useFormats } from "~/lib/use-formats";
import { cx } from "~/ui/cx";
import { FeaturedBadge, ReviewChanges, StatusBadge } from "../shared/badges";
import { CardTableFrame, CellLabel, cardTable } from "../shared/list-parts";
import { withParams } from "../shared/pagination";
import { RowActions } from "../shared/row-menu";

/** The small WebP variant stored beside every photo (storage: {name}.card.webp). */
export function cardImage(url: string): string {
  return url.replace(/\.(jpg|png|webp|gif)$/, ".card.webp");
}

/** The properties table of /admin/properties: pending rows highlighted, counts per row, row menu; cards with visible actions on a phone. */
export function PropertiesTable({ rows }: { rows: AdminPropertyRow[] }) {
  const { t, i18n } = useTranslation("admin");
  const f = useFormats();
  const location = useLocation();
  const open = (kind: string, id: string) => withParams(location.search, { do: kind, id, done: null, status: null }, location.pathname);
  const cell = cx(cardTable.cell, "@4xl:px-3");
  return (
    <CardTableFrame>
      <table className={cx(cardTable.table, "@4xl:min-w-[880px]")}>
        <thead className={cardTable.head}>
          <tr>
            <th scope="col" className="px-3 py-3">
              {t("properties.colProperty")}
            </th>
            <th scope="col" className="px-3 py-3">
              {t("properties.colOwner")}
            </th>
            <th scope="col" className="px-3 py-3">
              {t("properties.colType")}
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              {t("properties.colPrice")}
            </th>
            <th scope="col" className="px-3 py-3">
              {t("properties.colStatus")}
            </th>
            <th scope="col" className="px-3 py-3">
              {t("properties.colStats")}
            </th>
            <th scope="col" className="px-3 py-3">
              {t("properties.colCreated")}
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              <span className="sr-only">{t("common.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className={cardTable.body}>
          {rows.map((row) => (
            <tr
              key={row.id}
              data-status={row.status}
              className={cx(cardTable.row, row.status === "pending" ? "bg-amber-50 dark:bg-amber-950/40" : cardTable.plain)}
            >
              <td className={cx(cell, cardTable.wide)}>
                <div className="flex items-center gap-3">
                  {row.image ? (
                    <img src={cardImage(row.image)} alt="" loading="lazy" className="h-12 w-16 shrink-0 rounded-md object-cover" />
                  ) : (
                    <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded-md bg-slate-200 dark:bg-slate-800">
                      <ImageOff aria-hidden="true" className="h-4 w-4 text-slate-500" />
                    </span>
                  )}
                  <div className="min-w-0 @4xl:min-w-40 @4xl:max-w-64">
                    <Link
                      to={`/admin/properties/${row.id}`}
                      className="line-clamp-2 font-semibold text-brand-800 hover:underline dark:text-brand-300"
                    >
                      {row.title}
                    </Link>
                    <div className="text-xs text-slate-600 dark:text-slate-400">{row.location}</div>
                    {row.featured && (
                      <div className="mt-1">
                        <FeaturedBadge />
                      </div>
                    )}
                  </div>
                </div>
              </td>
              <td className={cell}>
                <CellLabel>{t("properties.colOwner")}</CellLabel>
                {row.owner_name ?? "—"}
              </td>
              <td className={cell}>
                <CellLabel>{t("properties.colType")}</CellLabel>
                <div>{t(`types.${row.type}`)}</div>
                <div className="whitespace-nowrap text-xs text-slate-600 dark:text-slate-400">{t(`listingTypes.${row.listing_type}`)}</div>
              </td>
              <td className={cx(cell, "whitespace-nowrap tabular-nums @4xl:text-right")}>
                <CellLabel>{t("properties.colPrice")}</CellLabel>
                {f.price(row.price, row.listing_type, t("common.perMonth"))}
              </td>
              <td className={cell}>
                <CellLabel>{t("properties.colStatus")}</CellLabel>
                <StatusBadge status={row.status} />
                <ReviewChanges changes={row.review_changes} />
              </td>
              <td className={cx(cell, "whitespace-nowrap text-slate-700 dark:text-slate-300")}>
                <CellLabel>{t("properties.colStats")}</CellLabel>
                <div className="flex gap-3 @4xl:flex-col @4xl:gap-1">
                  <span className="inline-flex items-center gap-1" title={t("properties.views", { count: row.view_count })}>
                    <Eye aria-hidden="true" className="h-3.5 w-3.5" />
                    <span className="sr-only">{t("properties.views", { count: row.view_count })}</span>
                    <span aria-hidden="true">{row.view_count}</span>
                  </span>
                  <span className="inline-flex items-center gap-1" title={t("properties.favorites", { count: row.favorite_count })}>
                    <Heart aria-hidden="true" className="h-3.5 w-3.5" />
                    <span className="sr-only">{t("properties.favorites", { count: row.favorite_count })}</span>
                    <span aria-hidden="true">{row.favorite_count}</span>
                  </span>
                </div>
              </td>
              <td className={cx(cell, "whitespace-nowrap")}>
                <CellLabel>{t("properties.colCreated")}</CellLabel>
                {formatDate(row.created_at, i18n.language)}
              </td>
              <td className={cx(cardTable.actions, "@4xl:px-3")}>
                <RowActions
                  label={t("common.rowMenu", { name: row.title })}
                  items={[
                    { label: t("properties.view"), to: `/admin/properties/${row.id}` },
                    { label: t("properties.edit"), to: `/admin/properties/edit/${row.id}` },
                    { label: row.featured ? t("properties.unfeature") : t("properties.feature"), to: open("featured", row.id) },
                    { label: t("properties.changeStatus"), to: open("status", row.id) },
                    { label: t("properties.delete"), to: open("delete", row.id), danger: true },
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
