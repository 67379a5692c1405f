import { ArrowLeft, BarChart3, Crown, Lock, MapPin } from "lucide-react";
import { data, Link, redirect, useFetcher, useRouteLoaderData } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/property";
import { AppError, isAppError } from "~/domain/errors";
import { formatDate, formatPrice } from "~/domain/format";
import { createContactRequest } from "~/.server/messages/send-message";
import { addFavorite, removeFavorite } from "~/.server/favorites/favorites";
import { getPropertyDetail } from "~/.server/listings/get-property";
import { getPropertyStatistics, type PropertyStatistics } from "~/.server/listings/statistics";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext, userContext } from "~/.server/web/context";
import { formAction, readForm, refill } from "~/.server/web/forms";
import { pageMessages } from "~/.server/web/messages";
import { safeLocalPath } from "~/.server/web/redirects";
import { ContactOwner, type ContactActionData } from "~/features/messages/contact-owner-form";
import { FavoriteButton, type FavoriteActionData } from "~/ui/favorite-button";
import { formatArea } from "~/lib/format-area";
import { Gallery } from "~/features/listings/gallery";
import { LiveViewers, useRecordView } from "~/features/listings/live-viewers";
import type { loader as rootLoader } from "~/root";
import { Alert } from "~/ui/alert";
import { Button, buttonClass } from "~/ui/button";
import { Container } from "~/ui/container";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = context.get(userContext);
  const t = serverT(context.get(languageContext));
  const messages = pageMessages(context, "listings");
  const url = new URL(request.url);
  try {
    const detail = await getPropertyDetail(services, user, params.id);
    // Owner analytics: numbers only for premium owners; others get the masked block and no numbers.
    let statistics: PropertyStatistics | null = null;
    if (detail.is_owner && user?.premium_active) statistics = await getPropertyStatistics(services, user, params.id);
    const p = detail.property;
    const price = formatPrice(p.price, p.listing_type, t("listings:perMonth"));
    const image = p.images[0] ? new URL(p.images[0], services.publicUrl).toString() : new URL(`/placeholders/${p.type}.svg`, services.publicUrl).toString();
    return {
      found: true as const,
      ...detail,
      statistics,
      openContact: url.searchParams.get("contact") === "1",
      meta: {
        title: `${p.title} – ${price} | ${t("brand")}`,
        description: `${price} · ${p.location} · ${p.description}`.slice(0, 300),
        image,
        url: new URL(`/property/${p.id}`, services.publicUrl).toString(),
      },
      messages,
    };
  } catch (error) {
    if (isAppError(error) && error.code === "PROPERTY_NOT_FOUND") {
      return data({ found: false as const, meta: { title: `${t("listings:detail.notFound")} | ${t("brand")}` }, messages }, { status: 404 });
    }
    services.logger.error({ err: error, id: params.id }, "property page failed");
    return data({ found: false as const, failed: true, meta: { title: t("brand") }, messages }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  if (!loaderData.found) return [{ title: loaderData.meta.title }, { name: "robots", content: "noindex" }];
  const { title, description, image, url } = loaderData.meta;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Prona" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: url },
  ];
};

/** Posts of the property page: the favourite toggle (also the cards' hearts) and the contact request. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const services = context.get(servicesContext);
  const user = context.get(userContext);
  const back = safeLocalPath(form.redirect_to);
  switch (form.intent) {
    case "favorite":
    case "unfavorite":
      return formAction(context, async () => {
        if (!user) throw new AppError("FAVORITE_LOGIN_REQUIRED");
        const state = form.intent === "favorite" ? await addFavorite(services, user, params.id) : await removeFavorite(services, user, params.id);
        // Without JavaScript the post was a page load: go back to where the heart was.
        if (back) return redirect(back);
        return { favorite: state };
      });
    case "contact":
      return formAction(
        context,
        async () => {
          await createContactRequest(services, user, params.id, form);
          return { contact: { ok: true as const } };
        },
        refill(form, ["message", "contact_type", "phone_number", "email"]),
      );
    default:
      return formAction(context, async () => {
        throw new AppError("VALIDATION");
      });
  }
}

type Found = Extract<Route.ComponentProps["loaderData"], { found: true }>;

export default function PropertyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("listings");
  if (!loaderData.found) {
    return (
      <main id="main">
        <Container className="py-20 text-center">
          <h1 className="text-3xl font-bold text-slate-900 dark:text-slate-100">{"failed" in loaderData ? t("common:status.unexpected") : t("detail.notFound")}</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t("detail.notFoundBody")}</p>
          <Link to="/listings" className={buttonClass("primary", "md", "mt-6")}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t("detail.back")}
          </Link>
        </Container>
      </main>
    );
  }
  return <PropertyDetailView data={loaderData} actionData={actionData as (FavoriteActionData & ContactActionData) | undefined} />;
}

function PropertyDetailView({ data: d, actionData }: { data: Found; actionData?: FavoriteActionData & ContactActionData }) {
  const { t, i18n } = useTranslation("listings");
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const user = root?.user ?? null;
  const p = d.property;
  useRecordView(p.id);
  const withRooms = p.type === "apartment" || p.type === "house";
  const na = t("detail.na");

  // The favourite count follows the toggle at once, by one, never below 0 (document 1 §4).
  const favoriteFetcher = useFetcher<FavoriteActionData>({ key: `favorite-${p.id}` });
  const pending = favoriteFetcher.formData?.get("intent");
  const isFavorite = pending ? pending === "favorite" : (favoriteFetcher.data?.favorite?.is_favorite ?? d.is_favorite);
  const favoritesCount = Math.max(0, d.favorites_count + (pending ? (isFavorite === d.is_favorite ? 0 : isFavorite ? 1 : -1) : 0));
  const favoriteError = actionData?.error && !actionData.contact && actionData.error.code === "FAVORITE_LOGIN_REQUIRED";

  const details: [string, string][] = [
    [t("detail.type"), t(`type.${p.type}`)],
    ...(withRooms
      ? ([
          [t("detail.rooms"), p.rooms ?? na],
          [t("detail.bathrooms"), p.bathrooms ?? na],
        ].map(([k, v]) => [String(k), String(v)]) as [string, string][])
      : []),
    [t("detail.area"), p.area !== null ? `${formatArea(p.area)} m²` : na],
    [t("detail.posted"), p.created_at ? formatDate(p.created_at, i18n.language) : na],
    [t("detail.favorites"), String(favoritesCount)],
  ];

  return (
    <main id="main">
      <Container className="py-8">
        <Link to="/listings" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t("detail.back")}
        </Link>

        <div className="mt-4 grid gap-8 lg:grid-cols-3">
          <div className="space-y-8 lg:col-span-2">
            <header className="space-y-2">
              <div className="flex flex-wrap items-center gap-2">
                <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white dark:bg-brand-600">{t(`listingType.${p.listing_type}`)}</span>
                {p.featured && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold text-slate-950">
                    <Crown aria-hidden="true" className="h-3.5 w-3.5" /> {t("card.featured")}
                  </span>
                )}
                {p.status !== "active" && <span className="rounded-full bg-amber-300 px-3 py-1 text-xs font-semibold text-slate-950">{t(`status.${p.status}`)}</span>}
                <LiveViewers propertyId={p.id} />
              </div>
              <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">{p.title}</h1>
              <p className="flex items-center gap-1 text-slate-700 dark:text-slate-300">
                <MapPin aria-hidden="true" className="h-4 w-4" />
                {p.location}
              </p>
              <p className="text-3xl font-extrabold text-brand-800 dark:text-brand-300">{formatPrice(p.price, p.listing_type, t("perMonth"))}</p>
            </header>

            <Gallery images={p.images} type={p.type} title={p.title} />

            <section aria-labelledby="description-heading">
              <h2 id="description-heading" className="text-xl font-semibold text-slate-900 dark:text-slate-100">{t("detail.description")}</h2>
              <p className="mt-2 whitespace-pre-line text-slate-800 dark:text-slate-200">{p.description}</p>
            </section>

            {p.features && p.features.length > 0 && (
              <section aria-labelledby="features-heading">
                <h2 id="features-heading" className="text-xl font-semibold text-slate-900 dark:text-slate-100">{t("detail.features")}</h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {p.features.map((feature) => (
                    <li key={feature} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 dark:bg-brand-950 dark:text-brand-100">
                      {feature}
                    </li>
                  ))}
                </ul>
              </section>
            )}

            {d.is_owner && <OwnerAnalytics statistics={d.statistics} />}
          </div>

          <aside className="space-y-6">
            <section aria-labelledby="details-heading" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
              <h2 id="details-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-100">{t("detail.details")}</h2>
              <dl className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
                {details.map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-4 py-2 text-sm">
                    <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
                    <dd className="font-medium text-slate-900 dark:text-slate-100">{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-4">
                {user ? (
                  <FavoriteButton propertyId={p.id} active={isFavorite} size="lg" withLabel className="[&_button]:w-full" />
                ) : (
                  <form method="post" action={`/property/${p.id}`}>
                    <input type="hidden" name="intent" value="favorite" />
                    <Button type="submit" variant="secondary" className="w-full">
                      {t("card.addFavorite")}
                    </Button>
                  </form>
                )}
                {favoriteError && (
                  <Alert tone="error" className="mt-3">
                    {actionData?.error?.message}{" "}
                    <Link to="/login" className="font-semibold underline">
                      {t("detail.login")}
                    </Link>
                  </Alert>
                )}
              </div>
            </section>

            <section aria-labelledby="contact-heading" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
              <h2 id="contact-heading" className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-100">{t("detail.contactTitle")}</h2>
              {d.is_owner ? (
                <p className="text-slate-700 dark:text-slate-300">{t("detail.yourProperty")}</p>
              ) : user ? (
                <ContactOwner propertyId={p.id} email={user.email} openInline={d.openContact} noJsResult={actionData?.contact || actionData?.values ? actionData : undefined} />
              ) : (
                <p className="text-slate-700 dark:text-slate-300">
                  {t("detail.loginToContact")}{" "}
                  <Link to="/login" className="font-semibold text-brand-700 underline dark:text-brand-300">
                    {t("detail.login")}
                  </Link>
                </p>
              )}
            </section>
          </aside>
        </div>
      </Container>
    </main>
  );
}

function OwnerAnalytics({ statistics }: { statistics: PropertyStatistics | null }) {
  const { t } = useTranslation("listings");
  const items = [
    ["totalViews", t("detail.stats.totalViews")],
    ["viewsThisWeek", t("detail.stats.viewsThisWeek")],
    ["viewsThisMonth", t("detail.stats.viewsThisMonth")],
    ["totalFavorites", t("detail.stats.totalFavorites")],
    ["favoriteRatio", t("detail.stats.favoriteRatio")],
  ] as const;
  return (
    <section aria-labelledby="analytics-heading" className="relative overflow-hidden rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="analytics-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900 dark:text-slate-100">
        <BarChart3 aria-hidden="true" className="h-5 w-5" />
        {t("detail.analytics")}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-5">
        {items.map(([key, label]) => (
          <div key={key} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-900">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-slate-100">
              {statistics ? (key === "favoriteRatio" ? `${statistics.favoriteRatio.toLocaleString("de-DE")}%` : statistics[key]) : <span aria-hidden="true" className="select-none blur-sm">•••</span>}
            </dd>
          </div>
        ))}
      </dl>
      {!statistics && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-gold-100 p-4 text-slate-900">
          <p className="flex items-center gap-2 text-sm font-medium">
            <Lock aria-hidden="true" className="h-4 w-4" />
            {t("detail.statsLocked")}
          </p>
          <Link to="/premium" className={buttonClass("gold", "sm")}>
            {t("detail.upgrade")}
          </Link>
        </div>
      )}
    </section>
  );
}
