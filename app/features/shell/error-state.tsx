import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { LogoMark } from "~/ui/logo";

/** A full-page message (not found, unexpected error) that still offers a way home. */
export function ErrorState({ title, body, home }: { title: string; body: string; home: string }) {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <LogoMark className="h-12 w-12" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-md text-slate-600 dark:text-slate-300">{body}</p>
      <Link to="/" className={buttonClass("primary", "md")}>
        {home}
      </Link>
    </main>
  );
}
