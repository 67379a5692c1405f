import type { IconComponent } from "~/ui/icons";

/** A headline figure with its secondary line (dashboard and analytics). */
export function StatCard({
  icon: Icon,
  label,
  value,
  sub,
  tone = "brand",
}: {
  icon: IconComponent;
  label: string;
  value: string;
  sub?: React.ReactNode;
  tone?: "brand" | "gold" | "green" | "red";
}) {
  const tones = {
    brand: "bg-brand-100 text-brand-800 dark:bg-brand-950 dark:text-brand-200",
    gold: "bg-gold-100 text-gold-700 dark:bg-amber-950 dark:text-amber-200",
    green: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200",
    red: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
  };
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</p>
        <span className={`flex h-9 w-9 items-center justify-center rounded-xl ${tones[tone]}`}>
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
      </div>
      <p className="mt-2 text-3xl font-bold tabular-nums">{value}</p>
      {sub && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{sub}</p>}
    </div>
  );
}
