import type { Route } from "./+types/privatesia";
import { serverT } from "~/.server/i18n";
import { ownSiteText } from "~/.server/platform/settings";
import { requestSettings } from "~/.server/web/settings";
import { languageContext } from "~/.server/web/context";
import { pageMessages } from "~/.server/web/messages";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { PrivacyPageView } from "~/features/legal/privacy-page";

export async function loader({ context }: Route.LoaderArgs) {
  const t = serverT(context.get(languageContext));
  const { site } = await requestSettings(context);
  // The privacy mailbox is on the site's own mail domain.
  const domain = site.contact_email.split("@")[1] ?? "prona.local";
  return {
    privacyEmail: `privacy@${domain}`,
    // The postal address an administrator set, under the site's name ("" while the default: translated).
    postal: ownSiteText("contact_address", site.contact_address) && `${site.name}, ${site.contact_address.trim()}`,
    title: t("privacy:metaTitle"),
    description: t("privacy:metaDescription"),
    messages: pageMessages(context, "privacy"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <PrivacyPageView privacyEmail={loaderData.privacyEmail} postal={loaderData.postal} />;
}
