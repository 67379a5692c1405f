import { uploadBodyMaxBytes } from "~/domain/limits";
import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/property-edit";
import { editPropertyAsAdmin, getPropertyForAdminEdit, ownerLimitsFor } from "~/.server/admin/edit-property";
import { errorBody, toAppError } from "~/.server/errors";
import { serverT } from "~/.server/i18n";
import { textValues, uploadedFiles } from "~/.server/properties/owner-rules";
import { languageContext, servicesContext } from "~/.server/web/context";
import { readForm } from "~/.server/web/forms";
import { requireAdminPage } from "~/.server/web/guards";
import { pageMessages } from "~/.server/web/messages";
import { AppError } from "~/domain/errors";
import { normalizeFeatures } from "~/domain/schemas/property-form";
import { StatusBadge } from "~/features/admin/badges";
import { pageMeta } from "~/lib/meta";
import { PropertyForm } from "~/features/properties/property-form";
import { valuesOf, type PropertyFormSaved } from "~/domain/property-form";
import { useTranslation } from "~/i18n/react";
import { buttonClass } from "~/ui/button";

export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = requireAdminPage(context);
  const services = context.get(servicesContext);
  const t = serverT(context.get(languageContext));
  const messages = pageMessages(context, "admin", "owner");
  try {
    const { property, limits } = await getPropertyForAdminEdit(services, actor, params.id);
    return { title: t("admin:edit.metaTitle"), property, limits, messages };
  } catch (error) {
    const notFound = error instanceof AppError && error.code === "ADMIN_PROPERTY_NOT_FOUND";
    if (!notFound) services.logger.error({ err: error, id: params.id }, "admin edit page could not be loaded");
    return data({ title: t("admin:property.notFound"), property: null, limits: null, messages }, { status: notFound ? 404 : 500 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.title, loaderData.title) : []);

/** Saves the form as the owner's own edit would (same rules and limits), recorded as the administrator's. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = requireAdminPage(context);
  const services = context.get(servicesContext);
  let form: Record<string, unknown> = {};
  try {
    const limits = await ownerLimitsFor(services, actor, params.id);
    const length = Number(request.headers.get("content-length") ?? "0");
    if (length > uploadBodyMaxBytes(limits.imageLimit, limits.maxUploadMb)) throw new AppError("PAYLOAD_TOO_LARGE");
    form = await readForm(request);
    const row = await editPropertyAsAdmin(services, actor, params.id, form, { remove: textValues(form.remove_images), files: uploadedFiles(form.images) });
    return { ok: true, id: row.id, mode: "edit", status: row.status, imagesFailed: false } satisfies PropertyFormSaved;
  } catch (error) {
    const appError = toAppError(error, services.logger);
    const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
    const features = normalizeFeatures(form.features);
    const values = {
      title: text("title"),
      description: text("description"),
      price: text("price"),
      location: text("location"),
      type: text("type") || "apartment",
      listing_type: text("listing_type") || "rent",
      rooms: text("rooms"),
      bathrooms: text("bathrooms"),
      area: text("area"),
      features: Array.isArray(features) ? (features as string[]) : [],
    };
    return data({ ...errorBody(appError, context.get(languageContext)), values }, { status: appError.status });
  }
}

export default function AdminPropertyEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { property, limits } = loaderData;
  if (!property || !limits) {
    return (
      <div className="mx-auto max-w-lg space-y-4 rounded-2xl border border-slate-200 bg-white p-5 text-center dark:border-slate-800 dark:bg-slate-900">
        <h2 className="text-xl font-bold">{t("property.notFound")}</h2>
        <p className="text-slate-600 dark:text-slate-300">{t("property.notFoundBody")}</p>
        <Link to="/admin/properties" className={buttonClass("secondary", "md")}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t("property.back")}
        </Link>
      </div>
    );
  }
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
          limits={limits}
          actionData={actionData}
        />
      </div>
    </div>
  );
}

/** A loader failure keeps the admin frame and offers a retry. */
export { AdminErrorBoundary as ErrorBoundary } from "~/features/admin/error-boundary";
