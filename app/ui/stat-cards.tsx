import { Crown, Lock, type IconComponent } from "~/ui/icons";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button";

const card = "rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900";

/** One figure of an activity summary (dashboard, profile). */
export function StatCard({
  icon: Icon,
  label,
  value,
  sub,
  testId,
}: {
  icon: IconComponent;
  label: string;
  value: string;
  sub?: string;
  testId: string;
}) {
  return (
    <div data-testid={testId} className={card}>
      <div className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-300">
        <Icon aria-hidden="true" className="h-4 w-4" />
        {label}
      </div>
      <p className="mt-2 text-2xl font-bold sm:text-3xl">{value}</p>
      {sub && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{sub}</p>}
    </div>
  );
}

/**
 * Views and favourites for a free user (document 1 §1): blurred placeholders behind the upgrade link
 * to /premium. The figures themselves are never sent to them, so nothing real is behind the blur.
 */
export function LockedStats({ labels, message, upgrade }: { labels: string[]; message: string; upgrade: string }) {
  return (
    <div data-testid="stats-locked" className="relative overflow-hidden rounded-2xl sm:col-span-2">
      <div aria-hidden="true" className="grid select-none gap-4 blur-sm sm:grid-cols-2">
        {labels.map((label) => (
          <div key={label} className={card}>
            <p className="text-sm text-slate-600">{label}</p>
            <p className="mt-2 text-3xl font-bold">•••</p>
          </div>
        ))}
      </div>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white/70 p-4 text-center dark:bg-slate-950/70">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-100">
          <Lock aria-hidden="true" className="h-4 w-4 shrink-0" />
          {message}
        </p>
        <Link to="/premium" className={buttonClass("gold", "sm")}>
          <Crown aria-hidden="true" className="h-4 w-4" />
          {upgrade}
        </Link>
      </div>
    </div>
  );
}
