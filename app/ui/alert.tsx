import { AlertCircle, CheckCircle2, Info } from "~/ui/icons";
import { cx } from "./cx";

type Tone = "error" | "success" | "info";

const TONES: Record<Tone, string> = {
  error: "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200",
  success: "border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950/60 dark:text-green-200",
  info: "border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-900 dark:bg-brand-950/60 dark:text-brand-100",
};
const ICONS = { error: AlertCircle, success: CheckCircle2, info: Info };

/** A message box. Errors are announced at once (role=alert); others politely (role=status). */
export function Alert({ tone, children, className }: { tone: Tone; children: React.ReactNode; className?: string }) {
  const Icon = ICONS[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={cx("flex gap-3 rounded-lg border p-3 text-sm", TONES[tone], className)}>
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
