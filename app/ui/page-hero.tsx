import { Container } from "~/ui/container";

/** The heading band every informational page opens with. */
export function PageHero({ title, subtitle, children }: { title: string; subtitle?: string; children?: React.ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-950 text-white">
      <Container className="py-12 sm:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle && <p className="mt-3 max-w-3xl text-base text-brand-50 sm:text-lg">{subtitle}</p>}
        {children}
      </Container>
    </section>
  );
}

/** A question and its answer that opens in place (works without JavaScript). */
export function Faq({ question, answer }: { question: string; answer: string }) {
  return (
    <details data-testid="faq" className="group rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
        {question}
        <span
          aria-hidden="true"
          className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45 dark:text-brand-300"
        >
          +
        </span>
      </summary>
      <p className="mt-3 text-sm leading-relaxed text-slate-700 dark:text-slate-300">{answer}</p>
    </details>
  );
}
