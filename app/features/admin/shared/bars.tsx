/**
 * Horizontal bars drawn as SVG, each with its label and number as text, so the figures are read
 * the same way with or without sight (no chart library).
 */
export function BarList({ items, label }: { items: { label: string; value: number; note?: string }[]; label: string }) {
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <ul aria-label={label} className="space-y-3">
      {items.map((item) => (
        <li key={item.label}>
          <div className="mb-1 flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium">{item.label}</span>
            <span className="tabular-nums text-slate-700 dark:text-slate-300">
              {item.value}
              {item.note ? <span className="ml-1 text-xs text-slate-500 dark:text-slate-400">{item.note}</span> : null}
            </span>
          </div>
          {/* An SVG's width attribute, not an inline style: the CSP allows no inline styles. */}
          <svg
            aria-hidden="true"
            className="block h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
            viewBox="0 0 100 1"
            preserveAspectRatio="none"
          >
            <rect width={(item.value / max) * 100} height="1" className="fill-brand-600 dark:fill-brand-400" />
          </svg>
        </li>
      ))}
    </ul>
  );
}
