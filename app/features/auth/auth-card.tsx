import { LogoMark } from "~/ui/logo";

/** The centred card the sign-in, sign-up and password pages share. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <main
      id="main"
      className="flex min-h-[calc(100vh-4rem)] items-start justify-center bg-slate-50 px-4 py-10 dark:bg-slate-950 sm:items-center"
    >
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900 sm:p-8">
        <div className="mb-6 space-y-2 text-center">
          <LogoMark className="mx-auto h-10 w-10" />
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
          {subtitle && <p className="text-sm text-slate-600 dark:text-slate-300">{subtitle}</p>}
        </div>
        {children}
      </div>
    </main>
  );
}
