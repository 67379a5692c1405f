import { useTranslation } from "~/i18n/react";
import { cx } from "~/ui/cx";

type Month = { month: string; users: number; properties: number; views: number; favorites: number };
const SERIES = [
  { key: "views", color: "fill-brand-600 dark:fill-brand-400", swatch: "bg-brand-600 dark:bg-brand-400" },
  { key: "properties", color: "fill-gold-500", swatch: "bg-gold-500" },
  { key: "users", color: "fill-green-600 dark:fill-green-400", swatch: "bg-green-600 dark:bg-green-400" },
  { key: "favorites", color: "fill-red-600 dark:fill-red-400", swatch: "bg-red-600 dark:bg-red-400" },
] as const;

/** "2026-06" → "06.2026" (the admin area's dd.mm.yyyy style; the same text on server and browser). */
function monthLabel(month: string): string {
  const [y, m] = month.split("-");
  return `${m}.${y}`;
}

/**
 * The monthly trend as grouped SVG bars (each series scaled to its own maximum, so small series stay
 * visible), with the exact figures in a table beside it for screen readers and for reading off.
 */
export function TrendChart({ months }: { months: Month[] }) {
  const { t } = useTranslation("admin");
  const width = 640;
  const height = 200;
  const group = width / months.length;
  const bar = Math.min(14, (group - 12) / SERIES.length);
  const max = Object.fromEntries(SERIES.map((s) => [s.key, Math.max(1, ...months.map((m) => m[s.key]))])) as Record<
    (typeof SERIES)[number]["key"],
    number
  >;
  const label = {
    views: t("analytics.views"),
    properties: t("analytics.properties"),
    users: t("analytics.users"),
    favorites: t("analytics.favorites"),
  };
  return (
    <div className="space-y-4">
      <ul className="flex flex-wrap gap-4 text-xs" aria-hidden="true">
        {SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span className={`h-2.5 w-2.5 rounded-sm ${s.swatch}`} /> {label[s.key]}
          </li>
        ))}
      </ul>
      <div>
        {/* Taller than its proportions on a phone (stretched, not scaled down), so small bars stay visible. */}
        <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" className="block h-40 w-full sm:h-auto" aria-hidden="true">
          <line
            x1="0"
            y1={height - 0.5}
            x2={width}
            y2={height - 0.5}
            vectorEffect="non-scaling-stroke"
            className="stroke-slate-300 dark:stroke-slate-600"
          />
          {months.map((m, i) => {
            const x0 = i * group + (group - bar * SERIES.length) / 2;
            return (
              <g key={m.month}>
                {SERIES.map((s, j) => {
                  const h = (m[s.key] / max[s.key]) * (height - 8);
                  return <rect key={s.key} x={x0 + j * bar} y={height - h} width={bar - 2} height={h} rx="2" className={s.color} />;
                })}
              </g>
            );
          })}
        </svg>
        {/* The months as HTML under the bars, not SVG text: the SVG shrinks to a phone's width and its
            text with it, while these keep their size. On a phone, past four months, every other month is
            left out (counted from the latest), so a label has two columns' room. */}
        <ol aria-hidden="true" className="mt-1.5 flex text-[11px] leading-tight text-slate-600 sm:text-xs dark:text-slate-300">
          {months.map((m, i) => (
            <li
              key={m.month}
              className={cx(
                "flex min-w-0 flex-1 justify-center whitespace-nowrap",
                months.length > 4 && (months.length - 1 - i) % 2 === 1 && "max-sm:invisible",
              )}
            >
              {monthLabel(m.month)}
            </li>
          ))}
        </ol>
      </div>
      <div className="relative overflow-x-auto">
        <table className="w-full text-xs sm:text-sm">
          <caption className="mb-2 text-left font-medium text-slate-700 dark:text-slate-300">{t("analytics.trendTable")}</caption>
          {/* The headers wrap between words and keep a gap between columns; capitals only where there is room. */}
          <thead className="text-[11px] text-slate-600 sm:text-xs sm:uppercase sm:tracking-wide dark:text-slate-300">
            <tr>
              <th scope="col" className="py-1 pr-2 text-left align-bottom">
                {t("analytics.month")}
              </th>
              {SERIES.map((s) => (
                <th key={s.key} scope="col" className="py-1 pl-1.5 text-right align-bottom sm:pl-2">
                  {/* A phone shows the short word with the series' colour; screen readers hear the full one. */}
                  <span aria-hidden="true" className="inline-flex items-center gap-1 whitespace-nowrap sm:hidden">
                    <span className={`h-2 w-2 rounded-sm ${s.swatch}`} />
                    {t(`analytics.short.${s.key}`)}
                  </span>
                  <span className="max-sm:sr-only">{label[s.key]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row" className="py-1.5 pr-2 text-left font-medium whitespace-nowrap">
                  {monthLabel(m.month)}
                </th>
                {SERIES.map((s) => (
                  <td key={s.key} className="py-1.5 pl-1.5 text-right tabular-nums sm:pl-2">
                    {m[s.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
