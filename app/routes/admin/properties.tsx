import { Search } from "lucide-react";
import { Form, redirect, useLocation, useSearchParams, useSubmit } from "react-router";
import type { Route } from "./+types/properties";
import { getAdminProperty } from "~/.server/admin/get-property";
import { listAdminProperties } from "~/.server/admin/list-properties";
import { doneParams, runPropertyIntent } from "~/.server/admin/property-actions";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm, refill } from "~/.server/web/forms";
import { requireAdminPage } from "~/.server/web/guards";
import { pageUrl } from "~/.server/web/page-url";
import { pageMessages } from "~/.server/web/messages";
import { LISTING_TYPES, PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyStatus } from "~/domain/enums";
import { Flash } from "~/ui/flash";
import { HintBanner } from "~/features/admin/hint-banner";
import { Pagination, withParams } from "~/features/admin/pagination";
import { PropertiesTable } from "~/features/admin/properties-table";
import { DeletePropertyModal, FeaturedModal, StatusModal } from "~/features/admin/property-modals";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/i18n/react";
import { Button } from "~/ui/button";
import { SelectField, TextField } from "~/ui/field";

const MODALS = ["delete", "featured", "status"] as const;
const DONE = ["status", "statusNotNotified", "feature", "unfeature", "delete"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireAdminPage(context);
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const list = await listAdminProperties(services, actor, Object.fromEntries(url.searchParams));
  const kind = MODALS.find((m) => m === url.searchParams.get("do")) ?? null;
  const id = url.searchParams.get("id");
  const found = kind && id ? await getAdminProperty(services, actor, id).catch(() => null) : null;
  const doneStatus = PROPERTY_STATUSES.find((s) => s === url.searchParams.get("status")) ?? null;
  const t = serverT(context.get(languageContext));
  return {
    title: t("admin:properties.metaTitle"),
    list,
    modal: found ? kind : null,
    target: found ? { id: found.id, title: found.title, status: found.status, featured: found.featured } : null,
    done: DONE.find((d) => d === url.searchParams.get("done")) ?? null,
    doneStatus,
    messages: pageMessages(context, "admin"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.title, loaderData.title) : []);

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdminPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  return formAction(
    context,
    async () => {
      const outcome = await runPropertyIntent(services, actor, form);
      const url = pageUrl(request);
      return redirect(withParams(url.searchParams, { do: null, id: null, done: null, status: null, ...doneParams(outcome) }, url.pathname));
    },
    refill(form, ["intent"]),
  );
}

function Filters() {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  const submit = useSubmit();
  const auto = (e: React.ChangeEvent<HTMLSelectElement>) => void submit(e.currentTarget.form, { preventScrollReset: true });
  return (
    <Form method="get" role="search" className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900 md:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_1fr_auto] xl:items-end">
      <TextField label={t("properties.searchLabel")} name="q" type="search" defaultValue={params.get("q") ?? ""} placeholder={t("properties.searchPlaceholder")} />
      <SelectField label={t("properties.typeFilter")} name="type" defaultValue={params.get("type") ?? ""} onChange={auto}>
        <option value="">{t("common.all")}</option>
        {PROPERTY_TYPES.map((v) => (
          <option key={v} value={v}>
            {t(`types.${v}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("properties.listingTypeFilter")} name="listing_type" defaultValue={params.get("listing_type") ?? ""} onChange={auto}>
        <option value="">{t("common.all")}</option>
        {LISTING_TYPES.map((v) => (
          <option key={v} value={v}>
            {t(`listingTypes.${v}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("properties.statusFilter")} name="status" defaultValue={params.get("status") ?? ""} onChange={auto}>
        <option value="">{t("common.all")}</option>
        {PROPERTY_STATUSES.map((v) => (
          <option key={v} value={v}>
            {t(`status.${v}`)}
          </option>
        ))}
      </SelectField>
      <Button type="submit">
        <Search aria-hidden="true" className="h-4 w-4" />
        {t("common.search")}
      </Button>
    </Form>
  );
}

export default function AdminPropertiesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { list, modal, target, done, doneStatus } = loaderData;
  const location = useLocation();
  const closeTo = withParams(location.search, { do: null, id: null }, location.pathname);
  const statusLabel = doneStatus ? t(`status.${doneStatus as PropertyStatus}`) : "";
  const doneText = {
    status: t("properties.statusDone", { status: statusLabel }),
    statusNotNotified: t("properties.statusDoneNotNotified", { status: statusLabel }),
    feature: t("properties.featureDone"),
    unfeature: t("properties.unfeatureDone"),
    delete: t("properties.deleteDone"),
  };
  const failureTitle = actionData?.values?.intent === "delete" ? t("properties.deleteFailed") : t("properties.updateFailed");
  const failure = actionData && "error" in actionData && actionData.error ? { title: failureTitle, message: actionData.error.message } : null;
  const from = list.total ? (list.page - 1) * list.page_size + 1 : 0;
  const to = Math.min(list.total, list.page * list.page_size);
  return (
    <div className="space-y-6">
      {done && <Flash key={`${done}-${doneStatus}`} tone={done === "statusNotNotified" ? "error" : "success"}>{doneText[done]}</Flash>}
      {failure && !modal && <Flash key={failure.message} tone="error">{`${failure.title}: ${failure.message}`}</Flash>}
      <HintBanner storageKey="prona-admin-properties-hint">{t("properties.hint")}</HintBanner>
      <Filters />
      <section aria-labelledby="properties-table" className="space-y-4">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="properties-table" className="text-base font-semibold">
            {t("properties.heading")}
          </h2>
          {list.total > 0 && <p className="text-sm text-slate-600 dark:text-slate-300">{t("common.showing", { from, to, total: list.total })}</p>}
        </div>
        {list.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
            {t("properties.empty")}
          </p>
        ) : (
          <PropertiesTable rows={list.items} />
        )}
        <Pagination page={list.page} pageCount={list.page_count} hrefFor={(page) => withParams(location.search, { page, done: null, status: null }, location.pathname)} />
      </section>
      {modal === "delete" && target && <DeletePropertyModal target={target} closeTo={closeTo} failure={failure} />}
      {modal === "featured" && target && <FeaturedModal target={target} closeTo={closeTo} failure={failure} />}
      {modal === "status" && target && <StatusModal target={target} closeTo={closeTo} failure={failure} />}
    </div>
  );
}

/** A loader failure keeps the admin frame and offers a retry. */
export { AdminErrorBoundary as ErrorBoundary } from "~/features/admin/error-boundary";
