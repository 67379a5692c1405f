import { ArrowLeft } from "~/ui/icons";
import { data, Link } from "react-router";
import type { Route } from "./+types/property-edit";
import { getPropertyForAdminEdit } from "~/.server/admin/edit-property";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext } from "~/.server/web/context";
import { requireAdminPage } from "~/.server/web/guards";
import { mapTilesOf } from "~/.server/web/map";
import type { RouteHandle } from "~/i18n/route-texts";
import { adminEditPropertyAction } from "~/.server/web/property-form";
import { AppError } from "~/domain/errors";
import { valuesOf } from "~/domain/property-form";
import { StatusBadge } from "~/features/admin/shared/badges";
import { AdminPropertyMissing } from "~/features/admin/properties/property-view";
import { PositionPicker } from "~/features/map/position-picker";
import { PropertyForm } from "~/features/properties/property-form";
import { useTranslation } from "~/i18n/react";
import { pageMeta, siteNameOf } from "~/lib/meta";

export const handle: RouteHandle = { texts: ["admin", "properties", "map"] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = requireAdminPage(context);
  const services = context.get(servicesContext);
  const t = serverT(context.get(languageContext));
  const mapTiles = mapTilesOf(context);
  try {
    const { property, limits } = await getPropertyForAdminEdit(services, actor, params.id);
    return { title: t("admin:edit.metaTitle"), property, limits, mapTiles };
  } catch (error) {
    const notFound = error instanceof AppError && error.code === "ADMIN_PROPERTY_NOT_FOUND";
    if (!notFound) services.logger.error({ err: error, id: params.id }, "admin edit page could not be loaded");
    return data({ title: t("admin:property.notFound"), property: null, limits: null, mapTiles }, { status: notFound ? 404 : 500 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.title, siteNameOf(matches)) : [];

/** Saves the form as the owner's own edit would (same rules and limits), recorded as the administrator's. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return adminEditPropertyAction(request, context, requireAdminPage(context), params.id);
}

export default function AdminPropertyEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { property, limits } = loaderData;
  if (!property || !limits) return <AdminPropertyMissing title={t("property.notFound")} />;
  const back = `/admin/properties/${property.id}`;
  return (
    <div className="max-w-3xl space-y-4">
      <Link to={back} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t("edit.back")}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-bold">{property.title}</h2>
        <StatusBadge status={property.status} />
      </div>
      {property.owner && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t("property.owner")}: <span className="font-semibold">{property.owner.name}</span> ({property.owner.email})
        </p>
      )}
      <div>
        <PropertyForm
          mode="edit"
          action={`/admin/properties/edit/${property.id}`}
          imagesUrl={(id) => `/api/admin/properties/${id}/images`}
          successTo={back}
          cancelTo={back}
          initial={valuesOf(property)}
          existingImages={property.images}
          floorPlan={property.floor_plan}
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
        />
      </div>
    </div>
  );
}

/** A loader failure keeps the admin frame and offers a retry. */
export { AdminErrorBoundary as ErrorBoundary } from "~/features/admin/shell/error-boundary";
