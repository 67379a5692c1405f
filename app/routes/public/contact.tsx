import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/contact";
import { serverT } from "~/.server/i18n";
import { sendContactMessage } from "~/.server/contact/send-contact-message";
import { publicContact } from "~/.server/platform/settings";
import { requestSettings } from "~/.server/web/settings";
import { languageContext, servicesContext, userContext } from "~/.server/web/context";
import { formAction, readForm, refill, requestInfoOf } from "~/.server/web/forms";
import type { RouteHandle } from "~/i18n/route-texts";
import { formatMoney } from "~/domain/format";
import { CONTACT_SUBJECT_MAX } from "~/domain/schemas/contact";
import { ContactPageView } from "~/features/contact/contact-page";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { placeCentre } from "~/domain/position";
import { mapTilesOf } from "~/.server/web/map";
import { DetailMap } from "~/features/map/detail-map";

export const handle: RouteHandle = { texts: ["contact", "map"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = serverT(context.get(languageContext));
  const user = context.get(userContext);
  const { site, premium } = await requestSettings(context);
  const contact = publicContact(site);
  const style = { language: context.get(languageContext), currency: site.currency };
  return {
    title: t("contact:metaTitle"),
    description: t("contact:metaDescription"),
    contact,
    // The office on a real map (issue 17 §3): the centre of the place its address names, shown as an area.
    officePosition: contact.address ? placeCentre(contact.address) : null,
    mapTiles: mapTilesOf(context),
    prices: { monthly: formatMoney(premium.monthly_price, style), yearly: formatMoney(premium.yearly_price, style) },
    // A link may suggest the subject (e.g. the partners page's partnership types).
    defaults: {
      name: user?.name ?? "",
      email: user?.email ?? "",
      subject: (new URL(request.url).searchParams.get("subject") ?? "").slice(0, CONTACT_SUBJECT_MAX),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return formAction(
    context,
    async () => {
      await sendContactMessage(context.get(servicesContext), {
        user: context.get(userContext),
        input: form,
        request: requestInfoOf(request, context),
      });
      return { ok: true as const };
    },
    refill(form, ["name", "email", "subject", "message"]),
  );
}

/** A network failure (offline, server unreachable) shows the spec's send error instead of an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return { failed: true as const };
  }
}

/** After a failed send there is nothing new to load (and the network may still be down). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as { failed?: true } | undefined)?.failed ? false : defaultShouldRevalidate;
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { contact, prices, defaults, officePosition, mapTiles } = loaderData;
  return (
    <ContactPageView
      contact={contact}
      prices={prices}
      defaults={defaults}
      officeMap={
        officePosition && (
          <DetailMap latitude={officePosition.lat} longitude={officePosition.lng} approximate areaNote={false} tiles={mapTiles} />
        )
      }
      actionData={actionData}
    />
  );
}
