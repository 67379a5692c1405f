import { ArrowLeft, SearchX, ShieldAlert, TriangleAlert } from "~/ui/icons";
import { data, Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/edit-property";
import { serverT } from "~/.server/i18n";
import { getOwnProperty } from "~/.server/properties/get-own-property";
import { getOwnerLimits } from "~/.server/properties/owner-limits";
import { languageContext, servicesContext } from "~/.server/web/context";
import { requireUserPage } from "~/.server/web/guards";
import { mapTilesOf } from "~/.server/web/map";
import type { RouteHandle } from "~/i18n/route-texts";
import { editPropertyAction } from "~/.server/web/property-form";
import { AppError } from "~/domain/errors";
import { pageMeta, siteNameOf } from "~/lib/meta";
import { PositionPicker } from "~/features/map/position-picker";
import { PropertyForm } from "~/features/properties/property-form";
import { valuesOf } from "~/domain/property-form";
import { goesBackToReview, REVIEWED_PRICE_CHANGE_SHARE } from "~/domain/moderation";
import { getSettingsGroup } from "~/.server/platform/settings";

const REVIEW_SHARE_PERCENT = Math.round(REVIEWED_PRICE_CHANGE_SHARE * 100);
import { buttonClass } from "~/ui/button";

export const handle: RouteHandle = { texts: ["properties", "map"] };

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = requireUserPage(context);
  const services = context.get(servicesContext);
  const t = serverT(context.get(languageContext));
  const base = {
    title: `${t("properties:edit.heading")} – Prona`,
    description: t("meta.description"),
    mapTiles: mapTilesOf(context),
  };
  try {
    const [property, limits, { require_approval }] = await Promise.all([
      getOwnProperty(services, user, params.id),
      getOwnerLimits(services, user),
      getSettingsGroup(services.db, "properties"),
    ]);
    return { ...base, state: "ready" as const, property, limits, reviewsChanges: goesBackToReview(property, require_approval) };
  } catch (error) {
    const code = error instanceof AppError ? error.code : "PROPERTY_LOAD_FAILED";
    const state: "not-found" | "forbidden" | "error" =
      code === "PROPERTY_NOT_FOUND" ? "not-found" : code === "NOT_PROPERTY_OWNER" ? "forbidden" : "error";
    if (state === "error" && !(error instanceof AppError)) services.logger.error({ err: error }, "edit page load failed");
    return data(
      { ...base, state, property: null, limits: null, reviewsChanges: false },
      { status: state === "not-found" ? 404 : state === "forbidden" ? 403 : 500 },
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? [...pageMeta(loaderData.title, loaderData.description, siteNameOf(matches)), { name: "robots", content: "noindex" }] : [];

export async function action({ request, context, params }: Route.ActionArgs) {
  return editPropertyAction(request, context, params.id);
}

export default function EditPropertyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("properties");
  return (
    <main id="main" className="max-w-3xl">
      <Link
        to="/my-properties"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t("edit.back")}
      </Link>
      {loaderData.state === "ready" && loaderData.property && loaderData.limits ? (
        <>
          <h1 className="mt-3 text-3xl font-bold">{t("edit.heading")}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            {loaderData.reviewsChanges
              ? t("edit.statusNoteReview", { status: t(`statuses.${loaderData.property.status}`), share: REVIEW_SHARE_PERCENT })
              : t("edit.statusNote", { status: t(`statuses.${loaderData.property.status}`) })}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("form.requiredNote")}</p>
          <div className="mt-6">
            <PropertyForm
              mode="edit"
              action={`/edit-property/${loaderData.property.id}`}
              initial={valuesOf(loaderData.property)}
              existingImages={loaderData.property.images}
              floorPlan={loaderData.property.floor_plan}
              limits={loaderData.limits}
              actionData={actionData}
              note={loaderData.reviewsChanges ? t("form.reviewNote", { share: REVIEW_SHARE_PERCENT }) : undefined}
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
        </>
      ) : (
        <EditProblem state={loaderData.state} />
      )}
    </main>
  );
}

function EditProblem({ state }: { state: "not-found" | "forbidden" | "error" | "ready" }) {
  const { t } = useTranslation("properties");
  const [Icon, title, body] =
    state === "forbidden"
      ? [ShieldAlert, t("edit.forbiddenTitle"), t("edit.forbiddenBody")]
      : state === "not-found"
        ? [SearchX, t("edit.notFoundTitle"), t("edit.notFoundBody")]
        : [TriangleAlert, t("edit.errorTitle"), t("edit.errorBody")];
  return (
    <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <Icon aria-hidden="true" className="mx-auto h-10 w-10 text-slate-500 dark:text-slate-400" />
      <h1 className="mt-3 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{body}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {state === "error" && (
          <button type="button" onClick={() => window.location.reload()} className={buttonClass("primary", "md")}>
            {t("edit.retry")}
          </button>
        )}
        <Link to="/my-properties" className={buttonClass(state === "error" ? "secondary" : "primary", "md")}>
          {t("edit.back")}
        </Link>
      </div>
    </section>
  );
}
