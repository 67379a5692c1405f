import { BadgeCheck, BarChart3, Crown, Users } from "~/ui/icons";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/agencies";
import { serverT } from "~/.server/i18n";
import { listAgencies } from "~/.server/agencies/list-agencies";
import { agencyCities } from "~/domain/agencies";
import { languageContext, servicesContext } from "~/.server/web/context";
import type { RouteHandle } from "~/i18n/route-texts";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { AgenciesBoard } from "~/features/agencies/agencies-board";
import { LoadFailed } from "~/ui/load-failed";
import { PageHero } from "~/ui/page-hero";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";

export const handle: RouteHandle = { texts: ["agencies"] };

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.get(languageContext));
  const agencies = await listAgencies(context.get(servicesContext));
  return {
    agencies,
    // Sorted here, once: the browser may lack Albanian collation and would order them differently.
    cities: agencyCities(agencies),
    title: t("agencies:metaTitle"),
    description: t("agencies:metaDescription"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

const BENEFITS = [
  { key: "b1", icon: Users },
  { key: "b2", icon: BadgeCheck },
  { key: "b3", icon: Crown },
  { key: "b4", icon: BarChart3 },
] as const;

/** Loading failed (e.g. the connection dropped on the way here): the spec's message and a real retry. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  return <LoadFailed title={t("footer.agencies")} message={t("errors:AGENCIES_LOAD_FAILED")} />;
}

export default function AgenciesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("agencies");
  return (
    <main id="main">
      <PageHero title={t("title")} subtitle={t("subtitle")} />
      <Container className="space-y-12 py-10">
        <AgenciesBoard agencies={loaderData.agencies} cities={loaderData.cities} />

        <section
          aria-labelledby="agency-cta"
          className="grid gap-6 rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 p-8 text-white md:grid-cols-[1fr_auto] md:items-center"
        >
          <div>
            <h2 id="agency-cta" className="text-2xl font-bold">
              {t("cta.title")}
            </h2>
            <p className="mt-2 max-w-2xl text-brand-50">{t("cta.text")}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/register?user_type=agency" variant="gold" size="lg">
              {t("cta.register")}
            </ButtonLink>
            <ButtonLink to="/kontakt" variant="secondary" size="lg">
              {t("cta.contact")}
            </ButtonLink>
          </div>
        </section>

        <section aria-labelledby="agency-benefits">
          <h2 id="agency-benefits" className="mb-5 text-2xl font-bold">
            {t("benefits.title")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
                <Icon aria-hidden="true" className="h-6 w-6 text-brand-700 dark:text-brand-300" />
                <h3 className="mt-3 font-bold">{t(`benefits.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(`benefits.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </main>
  );
}
