import { ArrowLeft, Crown } from "~/ui/icons";
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/add-property";
import { serverT } from "~/.server/i18n";
import { getOwnerLimits } from "~/.server/properties/owner-limits";
import { getSettingsGroup } from "~/.server/platform/settings";
import { languageContext, servicesContext } from "~/.server/web/context";
import { requireUserPage } from "~/.server/web/guards";
import { mapTilesOf } from "~/.server/web/map";
import type { RouteHandle } from "~/i18n/route-texts";
import { addPropertyAction } from "~/.server/web/property-form";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { FREE_PROPERTY_LIMIT } from "~/domain/limits";
import { PositionPicker } from "~/features/map/position-picker";
import { PropertyForm } from "~/features/properties/property-form";
import { Alert } from "~/ui/alert";
import { buttonClass } from "~/ui/button";
import { usePromises } from "~/lib/use-promises";

export const handle: RouteHandle = { texts: ["properties", "map"] };

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const [limits, propertySettings] = await Promise.all([getOwnerLimits(services, user), getSettingsGroup(services.db, "properties")]);
  const t = serverT(context.get(languageContext));
  return {
    title: `${t("properties:add.heading")} – Prona`,
    description: t("meta.description"),
    limits,
    requireApproval: propertySettings.require_approval,
    limitMessage: t("errors:PROPERTY_LIMIT_REACHED", { count: FREE_PROPERTY_LIMIT }),
    mapTiles: mapTilesOf(context),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)) : [];

export async function action({ request, context }: Route.ActionArgs) {
  return addPropertyAction(request, context);
}

export default function AddPropertyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("properties");
  const promises = usePromises();
  const { limits } = loaderData;
  // A free user already at 3 properties is told before typing anything (the server refuses anyway).
  // Judged when the page opens: saving the 3rd property must not swap its success message away.
  const [openedAtLimit] = useState(!limits.canCreate);
  const atLimit = openedAtLimit && !(actionData && "ok" in actionData);
  return (
    <main id="main" className="max-w-3xl">
      <Link
        to="/my-properties"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t("add.back")}
      </Link>
      <h1 className="mt-3 text-3xl font-bold">{t("add.heading")}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{loaderData.requireApproval ? t("add.intro") : t("add.introNoApproval")}</p>
      {!atLimit && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("form.requiredNote")}</p>}
      <div className="mt-6">
        {atLimit ? (
          <Alert tone="info">
            <p className="font-semibold">{t("add.limitTitle")}</p>
            <p className="mt-1">{loaderData.limitMessage}</p>
            {promises.premiumOffered && (
              <Link to="/premium" className={buttonClass("gold", "sm", "mt-3")}>
                <Crown aria-hidden="true" className="h-4 w-4" />
                {t("add.premiumLink")}
              </Link>
            )}
          </Alert>
        ) : (
          <PropertyForm
            mode="create"
            action="/add-property"
            limits={limits}
            actionData={actionData}
            positionPicker={({ values, errors }) => (
              <PositionPicker
                latitude={values.latitude}
                longitude={values.longitude}
                approximate={values.location_approximate === "true"}
                tiles={loaderData.mapTiles}
                errors={errors}
              />
            )}
            note={loaderData.requireApproval ? t("form.pendingNote") : undefined}
          />
        )}
      </div>
    </main>
  );
}
