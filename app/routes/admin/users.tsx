import { Search } from "lucide-react";
import { Form, Link, redirect, useLocation, useNavigation, useSearchParams, useSubmit } from "react-router";
import type { Route } from "./+types/users";
import { deleteUserAsAdmin } from "~/.server/admin/delete-user";
import { editUser } from "~/.server/admin/edit-user";
import { findAdminUser } from "~/.server/admin/find-user";
import { grantAdmin, grantAdminToSellersAndLandlords } from "~/.server/admin/grant-admin";
import { listUsers } from "~/.server/admin/list-users";
import { setUserPremium } from "~/.server/admin/set-premium";
import { serverT } from "~/.server/i18n";
import { languageContext, servicesContext } from "~/.server/web/context";
import { formAction, readForm, refill } from "~/.server/web/forms";
import { requireAdminPage } from "~/.server/web/guards";
import { pageUrl } from "~/.server/web/page-url";
import { pageMessages } from "~/.server/web/messages";
import { addMonths } from "~/domain/admin";
import { AppError } from "~/domain/errors";
import { USER_TYPES } from "~/domain/enums";
import { formatDate } from "~/domain/format";
import { PREMIUM_GRANT_MONTHS } from "~/domain/limits";
import { GrantPanel } from "~/features/admin/grant-panel";
import { Flash } from "~/ui/flash";
import { Modal } from "~/ui/modal";
import { Pagination, withParams } from "~/features/admin/pagination";
import { UsersTable } from "~/features/admin/users-table";
import { pageMeta } from "~/lib/meta";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Checkbox, SelectField, TextField } from "~/ui/field";

const MODALS = ["premium", "delete", "edit", "bulk"] as const;
const DONE = ["premiumOn", "premiumOff", "edit", "delete", "bulk"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireAdminPage(context);
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const list = await listUsers(services, actor, Object.fromEntries(url.searchParams));
  const kind = MODALS.find((m) => m === url.searchParams.get("do")) ?? null;
  const id = url.searchParams.get("id");
  const target = kind && kind !== "bulk" && id ? await findAdminUser(services, actor, id).catch(() => null) : null;
  const t = serverT(context.get(languageContext));
  return {
    title: t("admin:users.metaTitle"),
    list,
    modal: kind === "bulk" || target ? kind : null,
    target,
    done: DONE.find((d) => d === url.searchParams.get("done")) ?? null,
    count: Number(url.searchParams.get("n") ?? 0) || 0,
    messages: pageMessages(context, "admin"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData.title, loaderData.title) : []);

/** Where to go after a row action: the same list, without the dialog, with a success note. */
function after(request: Request, done: (typeof DONE)[number], extra: Record<string, string | number> = {}) {
  const url = pageUrl(request);
  return redirect(withParams(url.searchParams, { do: null, id: null, done, n: null, ...extra }, url.pathname));
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdminPage(context);
  const services = context.get(servicesContext);
  const form = await readForm(request);
  const intent = typeof form.intent === "string" ? form.intent : "";
  const id = typeof form.id === "string" ? form.id : "";
  return formAction(
    context,
    async () => {
      switch (intent) {
        case "premium": {
          const user = await setUserPremium(services, actor, id, { is_premium: form.is_premium });
          return after(request, user.is_premium ? "premiumOn" : "premiumOff");
        }
        case "edit":
          // An unticked checkbox sends nothing: the form always says whether the user is an administrator.
          await editUser(services, actor, id, { ...form, is_admin: form.is_admin ?? "false" });
          return after(request, "edit");
        case "delete":
          await deleteUserAsAdmin(services, actor, id);
          return after(request, "delete");
        case "bulk": {
          const { count } = await grantAdminToSellersAndLandlords(services, actor);
          return after(request, "bulk", { n: count });
        }
        case "grant": {
          const user = await grantAdmin(services, actor, form);
          return { granted: user.name, intent };
        }
        default:
          throw new AppError("VALIDATION");
      }
    },
    refill(form, ["intent", "name", "user_type", "identifier", "method"]),
  );
}

type ActionData = Route.ComponentProps["actionData"];
/** Which form an answer belongs to: a refusal carries its form's values, a success its intent. */
function intentOf(actionData: ActionData): string | undefined {
  if (!actionData) return undefined;
  return "intent" in actionData ? actionData.intent : actionData.values?.intent;
}

function Filters() {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  const submit = useSubmit();
  const userTypeLabel = (type: (typeof USER_TYPES)[number]) => t(`userTypes.${type}`);
  return (
    <Form method="get" role="search" className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
      <TextField label={t("users.searchLabel")} name="q" type="search" defaultValue={params.get("q") ?? ""} placeholder={t("users.searchPlaceholder")} />
      <SelectField
        label={t("users.typeFilter")}
        name="user_type"
        defaultValue={params.get("user_type") ?? ""}
        onChange={(e) => void submit(e.currentTarget.form, { preventScrollReset: true })}
      >
        <option value="">{t("common.all")}</option>
        {USER_TYPES.map((type) => (
          <option key={type} value={type}>
            {userTypeLabel(type)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("users.premiumFilter")}
        name="premium"
        defaultValue={params.get("premium") ?? ""}
        onChange={(e) => void submit(e.currentTarget.form, { preventScrollReset: true })}
      >
        <option value="">{t("common.all")}</option>
        <option value="true">{t("users.premiumOnly")}</option>
        <option value="false">{t("users.basicOnly")}</option>
      </SelectField>
      <Button type="submit">
        <Search aria-hidden="true" className="h-4 w-4" />
        {t("common.search")}
      </Button>
    </Form>
  );
}

function ModalError({ actionData, intent, title }: { actionData: ActionData; intent: string; title: string }) {
  if (!actionData || intentOf(actionData) !== intent || !("error" in actionData) || !actionData.error) return null;
  return (
    <Alert tone="error" className="mb-4">
      <strong>{title}</strong>: {actionData.error.message}
    </Alert>
  );
}

export default function AdminUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { list, modal, target, done, count } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const closeTo = withParams(location.search, { do: null, id: null }, location.pathname);
  const doneText = {
    premiumOn: t("users.premiumOnDone"),
    premiumOff: t("users.premiumOffDone"),
    edit: t("users.editDone"),
    delete: t("users.deleteDone"),
    bulk: t("users.bulkDone", { n: count }),
  };
  const from = list.total ? (list.page - 1) * list.page_size + 1 : 0;
  const to = Math.min(list.total, list.page * list.page_size);

  return (
    <div className="space-y-6">
      <h2 className="sr-only">{t("users.heading")}</h2>
      {done && <Flash key={done} tone="success">{doneText[done]}</Flash>}
      <Filters />
      <section aria-labelledby="users-table" className="space-y-4">
        <div className="flex items-baseline justify-between gap-4">
          <h3 id="users-table" className="text-base font-semibold">
            {t("users.heading")}
          </h3>
          {list.total > 0 && <p className="text-sm text-slate-600 dark:text-slate-300">{t("common.showing", { from, to, total: list.total })}</p>}
        </div>
        {list.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
            {t("users.empty")}
          </p>
        ) : (
          <UsersTable users={list.items} />
        )}
        <Pagination page={list.page} pageCount={list.page_count} hrefFor={(page) => withParams(location.search, { page, done: null }, location.pathname)} />
      </section>
      <GrantPanel actionData={intentOf(actionData) === "grant" ? actionData : undefined} bulkHref={withParams(location.search, { do: "bulk", id: null, done: null }, location.pathname)} />

      {modal === "premium" && target && (
        <Modal title={target.premium_active ? t("users.premiumOffTitle") : t("users.premiumOnTitle")} closeTo={closeTo}>
          <ModalError actionData={actionData} intent="premium" title={t("users.premiumFailed")} />
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {target.premium_active
              ? t("users.premiumOffBody", { name: target.name })
              : t("users.premiumOnBody", { name: target.name, date: formatDate(addMonths(new Date(), PREMIUM_GRANT_MONTHS)) })}
          </p>
          <Form method="post" className="mt-6 flex justify-end gap-3">
            <input type="hidden" name="intent" value="premium" />
            <input type="hidden" name="id" value={target.id} />
            <input type="hidden" name="is_premium" value={target.premium_active ? "false" : "true"} />
            <Link to={closeTo} replace preventScrollReset className="inline-flex h-11 items-center rounded-lg px-4 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800">
              {t("common.cancel")}
            </Link>
            <Button type="submit" variant={target.premium_active ? "danger" : "gold"} disabled={busy} data-autofocus>
              {target.premium_active ? t("users.removePremium") : t("users.makePremium")}
            </Button>
          </Form>
        </Modal>
      )}

      {modal === "delete" && target && (
        <Modal title={t("users.deleteTitle")} closeTo={closeTo}>
          <ModalError actionData={actionData} intent="delete" title={t("users.deleteFailed")} />
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("users.deleteBody", { name: target.name, count: target.property_count })}</p>
          <Form method="post" className="mt-6 flex justify-end gap-3">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={target.id} />
            <Link to={closeTo} replace preventScrollReset className="inline-flex h-11 items-center rounded-lg px-4 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800" data-autofocus>
              {t("common.cancel")}
            </Link>
            <Button type="submit" variant="danger" disabled={busy}>
              {t("users.delete")}
            </Button>
          </Form>
        </Modal>
      )}

      {modal === "edit" && target && (
        <Modal title={t("users.editTitle")} closeTo={closeTo}>
          <ModalError actionData={actionData} intent="edit" title={t("users.editFailed")} />
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="edit" />
            <input type="hidden" name="id" value={target.id} />
            <TextField
              label={t("users.nameLabel")}
              name="name"
              required
              maxLength={100}
              defaultValue={intentOf(actionData) === "edit" && actionData && "values" in actionData ? actionData.values?.name : target.name}
              error={intentOf(actionData) === "edit" && actionData && "error" in actionData ? actionData.error?.fields?.name : undefined}
              data-autofocus
            />
            <SelectField label={t("users.typeLabel")} name="user_type" defaultValue={target.user_type}>
              {!(USER_TYPES as readonly string[]).includes(target.user_type) && <option value={target.user_type}>{target.user_type}</option>}
              {USER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`userTypes.${type}`)}
                </option>
              ))}
            </SelectField>
            <Checkbox label={t("users.adminLabel")} name="is_admin" value="true" defaultChecked={target.is_admin} />
            <div className="flex justify-end gap-3 pt-2">
              <Link to={closeTo} replace preventScrollReset className="inline-flex h-11 items-center rounded-lg px-4 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800">
                {t("common.cancel")}
              </Link>
              <Button type="submit" disabled={busy}>
                {t("common.save")}
              </Button>
            </div>
          </Form>
        </Modal>
      )}

      {modal === "bulk" && (
        <Modal title={t("users.bulkConfirmTitle")} closeTo={closeTo}>
          {intentOf(actionData) === "bulk" && actionData && "error" in actionData && actionData.error && (
            // The grant panel's failure (document 2 §8): 'Ndodhi një gabim: {message}', or 'Gabim i panjohur'.
            <Alert tone="error" className="mb-4">
              {actionData.error.message ? t("common.errorWith", { message: actionData.error.message }) : t("common.unknownError")}
            </Alert>
          )}
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("users.bulkConfirmBody")}</p>
          <Form method="post" className="mt-6 flex justify-end gap-3">
            <input type="hidden" name="intent" value="bulk" />
            <Link to={closeTo} replace preventScrollReset className="inline-flex h-11 items-center rounded-lg px-4 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800" data-autofocus>
              {t("common.cancel")}
            </Link>
            <Button type="submit" disabled={busy}>
              {t("common.confirm")}
            </Button>
          </Form>
        </Modal>
      )}
    </div>
  );
}

/** A loader failure keeps the admin frame and offers a retry. */
export { AdminErrorBoundary as ErrorBoundary } from "~/features/admin/error-boundary";
