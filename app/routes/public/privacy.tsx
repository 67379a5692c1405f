import type { Route } from "./+types/privacy";
import { serverT } from "~/.server/i18n";
import { publicContact } from "~/.server/platform/settings";
import { requestSettings } from "~/.server/web/settings";
import { languageContext } from "~/.server/web/context";
import type { RouteHandle } from "~/i18n/route-texts";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { PrivacyPageView } from "~/features/legal/privacy-page";

export const handle: RouteHandle = { texts: ["legal"] };

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.get(languageContext));
  const { site } = await requestSettings(context);
  // Only details an administrator set: no guessed privacy@ mailbox, no sample address.
  const contact = publicContact(site);
  return {
    privacyEmail: contact.email,
    postal: contact.address && `${site.name}, ${contact.address}`,
    title: t("legal:privacy.metaTitle"),
    description: t("legal:privacy.metaDescription"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <PrivacyPageView privacyEmail={loaderData.privacyEmail} postal={loaderData.postal} />;
}
