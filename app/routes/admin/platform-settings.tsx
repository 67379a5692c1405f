import { data } from "react-router";
import { formatLongDateTime } from "~/domain/format";
import type { Route } from "./+types/platform-settings";
import { saveAllSettings } from "~/.server/admin/save-settings";
import { settingsFromForm } from "~/.server/admin/settings-form";
import { serverT } from "~/.server/i18n";
import { getSettings, settingsForForm } from "~/.server/platform/settings";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm } from "~/.server/web/forms";
import { requireAdminPage } from "~/.server/web/guards";
import type { RouteHandle } from "~/i18n/route-texts";
import type { PlatformSettings } from "~/domain/settings";
import { PlatformSettingsView, SETTINGS_TABS } from "~/features/admin/platform-settings/platform-settings-view";
import { useTranslation } from "~/i18n/react";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { Alert } from "~/ui/alert";

export const handle: RouteHandle = { texts: ["admin"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdminPage(context);
  const services = context.get(servicesContext);
  const t = serverT(context.get(languageContext));
  const tab = SETTINGS_TABS.find((x) => x === new URL(request.url).searchParams.get("tab")) ?? "site";
  try {
    const settings = await getSettings(services.db);
    // sq-AL as the spec says; formatted here so server and browser show the same text.
    // sq-AL on Albanian pages as the spec says; formatted here so server and browser show the same text.
    const lastBackup = settings.system.last_backup ? formatLongDateTime(settings.system.last_backup, context.get(languageContext)) : null;
    return { title: t("admin:settings.metaTitle"), settings: settingsForForm(settings), lastBackup, tab };
  } catch (error) {
    services.logger.error({ err: error }, "settings could not be loaded");
    return data({ title: t("admin:settings.metaTitle"), settings: null, lastBackup: null, tab }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.title, siteNameOf(matches)) : [];

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdminPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  return formAction(context, async () => {
    await saveAllSettings(services, actor, settingsFromForm(form));
    return { ok: true as const, at: Date.now() };
  });
}

export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const settings = loaderData.settings as PlatformSettings | null;
  if (!settings) return <Alert tone="error">{t("settings.loadFailed")}</Alert>;
  return (
    <PlatformSettingsView settings={settings} lastBackup={loaderData.lastBackup} initialTab={loaderData.tab} actionData={actionData} />
  );
}

/** A loader failure keeps the admin frame and offers a retry. */
export { AdminErrorBoundary as ErrorBoundary } from "~/features/admin/shell/error-boundary";
