import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/premium";
import { serverT } from "~/.server/i18n";
import { getPremiumOffer } from "~/.server/premium/get-premium-offer";
import { listPublicReviews } from "~/.server/reviews/list-public-reviews";
import { featuredReviews } from "~/domain/reviews";
import { languageContext, servicesContext } from "~/.server/web/context";
import { requireUserPage } from "~/.server/web/guards";
import type { RouteHandle } from "~/i18n/route-texts";
import { LoadError } from "~/ui/load-error";
import { PremiumView } from "~/features/premium/premium-view";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["premium"] };

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const t = serverT(context.get(languageContext));
  const base = {
    title: `${t("pages.premium")} – Prona`,
    description: t("premium:metaDescription"),
  };
  try {
    // Prices, bank details and the support address are platform settings; the status is the session user's.
    // What members say: published reviews (the most helpful five-star ones), never text of ours.
    const [offer, reviews] = await Promise.all([getPremiumOffer(services, user), listPublicReviews(services)]);
    const testimonials = featuredReviews(reviews, 2).map((r) => ({
      id: r.id,
      name: r.userName,
      quote: r.comment,
      place: r.propertyLocation,
    }));
    return { ...base, offer: { ...offer, testimonials } };
  } catch (error) {
    services.logger.error({ err: error, userId: user.id }, "premium page could not be loaded");
    return { ...base, offer: null };
  }
}

/** The monthly/annual toggle only changes ?plan=: nothing to reload. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) {
    const strip = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete("plan");
      return params.toString();
    };
    if (strip(currentUrl) === strip(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export default function PremiumPage({ loaderData }: Route.ComponentProps) {
  return <main id="main">{loaderData.offer ? <PremiumView data={loaderData.offer} /> : <LoadError />}</main>;
}
