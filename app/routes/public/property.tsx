import { useRef } from "react";
import { data, redirect, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/property";
import type { RouteHandle } from "~/i18n/route-texts";
import { createContactRequest } from "~/.server/messages/create-contact-request";
import { createReport } from "~/.server/reports/create-report";
import { addFavorite, removeFavorite } from "~/.server/favorites/favorites";
import { getPropertyDetail } from "~/.server/listings/get-property";
import { withListingDates } from "~/.server/listings/listing-dates";
import { revealPhone } from "~/.server/owners/reveal-phone";
import { listingJsonLd } from "~/.server/seo/listing-json-ld";
import { getPropertyStatistics, type PropertyStatistics } from "~/.server/listings/statistics";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext, userContext } from "~/.server/web/context";
import { formAction, readForm, refill, requestInfoOf } from "~/.server/web/forms";
import { mapTilesOf } from "~/.server/web/map";
import { safeLocalPath } from "~/.server/web/redirects";
import { AppError, isAppError } from "~/domain/errors";
import { formatPrice } from "~/domain/format";
import { mortgageDefaults, mortgageInputFrom, type MortgageInput } from "~/domain/mortgage";
import { requestSettings } from "~/.server/web/settings";
import { PropertyDetailView, PropertyNotFound } from "~/features/listings/property-detail";
import { ReportListing, type ReportActionData } from "~/features/listings/report-listing";
import { DetailMap } from "~/features/map/detail-map";
import { ContactOwner, type ContactActionData } from "~/features/messages/contact-owner-form";
import { ContactBar } from "~/features/owners/contact-bar";
import { OwnerCard, type PhoneActionData } from "~/features/owners/owner-card";
import { pageMeta, shareMeta, siteNameOf } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";
import type { FavoriteActionData } from "~/ui/favorite-button";

export const handle: RouteHandle = { texts: ["listings", "map", "reports", "owners"] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = context.get(userContext);
  const t = serverT(context.get(languageContext));
  const url = new URL(request.url);
  try {
    const detail = await getPropertyDetail(services, user, params.id);
    // Owner analytics: numbers only for premium owners; others get the masked block and no numbers.
    let statistics: PropertyStatistics | null = null;
    if (detail.is_owner && user?.premium_active) statistics = await getPropertyStatistics(services, user, params.id);
    const p = detail.property;
    // Sale listings: the mortgage calculator, from the settings' defaults or what the reader sent; not
    // once the listing is sold (issue 34 §5).
    let mortgage: MortgageInput | null = null;
    const { site, properties: settings } = await requestSettings(context);
    if (p.listing_type === "sale" && p.status !== "sold") {
      const defaults = mortgageDefaults(p.price, {
        downPaymentPercent: settings.mortgage_down_payment_percent,
        termYears: settings.mortgage_term_years,
        ratePercent: settings.mortgage_rate,
      });
      mortgage = mortgageInputFrom(Object.fromEntries(url.searchParams), defaults) ?? defaults;
    }
    const price = formatPrice(p.price, p.listing_type, t("listings:perMonth"), {
      language: context.get(languageContext),
      currency: site.currency,
    });
    const canonical = new URL(`/property/${p.id}`, services.publicUrl).toString();
    const image = p.images[0]
      ? new URL(p.images[0], services.publicUrl).toString()
      : new URL(`/placeholders/${p.type}.svg`, services.publicUrl).toString();
    return {
      found: true as const,
      ...withListingDates(detail, context.get(languageContext)),
      statistics,
      mortgage,
      openContact: url.searchParams.get("contact") === "1",
      mapTiles: mapTilesOf(context),
      meta: {
        title: `${p.title} – ${price} | ${t("brand")}`,
        description: `${price} · ${p.location} · ${p.description}`.slice(0, 300),
        image,
        url: canonical,
        // Structured data only for what is public: an active listing (owners also see their others).
        jsonLd: p.status === "active" ? listingJsonLd(p, { url: canonical, publicUrl: services.publicUrl, currency: site.currency }) : null,
      },
    };
  } catch (error) {
    if (isAppError(error) && error.code === "PROPERTY_NOT_FOUND") {
      return data({ found: false as const, meta: { title: `${t("listings:detail.notFound")} | ${t("brand")}` } }, { status: 404 });
    }
    services.logger.error({ err: error, id: params.id }, "property page failed");
    return data({ found: false as const, failed: true, meta: { title: t("brand") } }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const site = siteNameOf(matches);
  if (!loaderData.found) return [pageMeta(loaderData.meta.title, "", site)[0]!, { name: "robots", content: "noindex" }];
  const { jsonLd, ...share } = loaderData.meta;
  return [...shareMeta(share, site), ...(jsonLd ? [{ "script:ld+json": jsonLd }] : [{ name: "robots", content: "noindex" }])];
};

/** Posts of the property page: the favourite toggle (also the cards' hearts), the contact request and a report. */
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
        const state =
          form.intent === "favorite" ? await addFavorite(services, user, params.id) : await removeFavorite(services, user, params.id);
        // Without JavaScript the post was a page load: go back to where the heart was.
        if (back) return redirect(back);
        return { favorite: state };
      });
    case "contact":
      return formAction(
        context,
        async () => {
          await createContactRequest(services, { user, propertyId: params.id, rawInput: form });
          return { contact: { ok: true as const } };
        },
        refill(form, ["message", "contact_type", "phone_number", "email"]),
      );
    case "phone":
      // 'Shfaq numrin' (issue 14 §3): with or without JavaScript, the number comes only from here.
      return formAction(
        context,
        async () => ({
          phone: await revealPhone(services, { reader: user, propertyId: params.id, request: requestInfoOf(request, context) }),
        }),
        {
          intent: "phone",
        },
      );
    case "report":
      return formAction(
        context,
        async () => {
          await createReport(services, {
            user,
            propertyId: params.id,
            input: form,
            request: requestInfoOf(request, context),
            language: context.get(languageContext),
          });
          return { report: { ok: true as const } };
        },
        { ...refill(form, ["reason", "text", "email"]), form: "report" },
      );
    default:
      return formAction(context, async () => {
        throw new AppError("VALIDATION");
      });
  }
}

export default function PropertyPage({ loaderData, actionData }: Route.ComponentProps) {
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
  // The contact dialog's opener, for the phone's contact bar.
  const openContact = useRef<(() => void) | null>(null);
  if (!loaderData.found) return <PropertyNotFound failed={"failed" in loaderData} />;
  const answer = actionData as (FavoriteActionData & ContactActionData & ReportActionData & PhoneActionData) | undefined;
  const favoriteError = answer?.error && !answer.contact && answer.error.code === "FAVORITE_LOGIN_REQUIRED" ? answer.error.message : null;
  // A post without JavaScript: the answer goes back to the form that sent it (the report's and the
  // reveal's refusals carry their form among the values).
  const isReport = Boolean(answer?.report || answer?.values?.form === "report");
  const phoneResult = answer?.phone || answer?.values?.intent === "phone" ? answer : undefined;
  const noJsResult = !isReport && !phoneResult && (answer?.contact || answer?.values) ? answer : undefined;
  return (
    <PropertyDetailView
      detail={loaderData}
      shareUrl={loaderData.meta.url}
      signedIn={Boolean(user)}
      favoriteError={favoriteError}
      locationMap={
        <DetailMap
          latitude={loaderData.property.latitude}
          longitude={loaderData.property.longitude}
          approximate={loaderData.property.location_approximate}
          tiles={loaderData.mapTiles}
        />
      }
      ownerCard={
        <OwnerCard
          owner={loaderData.owner}
          memberSince={loaderData.dates.memberSince}
          propertyId={loaderData.property.id}
          isOwner={loaderData.is_owner}
          open={loaderData.property.status === "active"}
          noJsResult={phoneResult}
        />
      }
      contactForm={
        user && (
          <ContactOwner
            propertyId={loaderData.property.id}
            email={user.email}
            openInline={loaderData.openContact}
            noJsResult={noJsResult}
            openRef={openContact}
          />
        )
      }
      contactBar={
        <ContactBar
          propertyId={loaderData.property.id}
          hasPhone={loaderData.owner.has_phone}
          noJsResult={phoneResult}
          // Signed in: the form (inline without JavaScript); signed out: the panel that says to log in first.
          messageHref={user ? "?contact=1#contact" : "#contact-section"}
          onMessage={() => {
            if (!openContact.current) return false;
            openContact.current();
            return true;
          }}
        />
      }
      reportForm={<ReportListing propertyId={loaderData.property.id} signedIn={Boolean(user)} noJsResult={isReport ? answer : undefined} />}
    />
  );
}
