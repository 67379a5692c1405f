import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";

export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-brand-700 dark:fill-brand-500" />
      <path d="M7 16.5 16 9l9 7.5V25a1 1 0 0 1-1 1h-5.5v-6h-5v6H8a1 1 0 0 1-1-1z" fill="#fff" />
      <circle cx="23.5" cy="9" r="2.5" className="fill-gold-400" />
    </svg>
  );
}

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-slate-900 dark:text-white">
      <LogoMark />
      <span>{t("brand")}</span>
    </Link>
  );
}
