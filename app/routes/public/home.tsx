import { Search } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/home";
import { serverT } from "~/.server/i18n";
import { languageContext } from "~/.server/web/context";
import { pageMeta } from "~/features/auth/meta";
import { buttonClass } from "~/ui/button";
import { Container } from "~/ui/container";

export function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.get(languageContext));
  return { title: `${t("brand")} – ${t("tagline")}`, description: t("meta.description") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.title, loaderData.description) : []);

export default function Home() {
  const { t } = useTranslation();
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand-800 to-brand-950 text-white">
        <Container className="py-20">
          <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl">{t("tagline")}</h1>
          <p className="mt-4 max-w-xl text-lg text-brand-100">{t("footer.about")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/listings" className={buttonClass("gold", "lg")}>
              <Search aria-hidden="true" className="h-5 w-5" />
              {t("nav.listings")}
            </Link>
            <Link to="/register" className={buttonClass("secondary", "lg")}>
              {t("nav.register")}
            </Link>
          </div>
        </Container>
      </section>
    </main>
  );
}
