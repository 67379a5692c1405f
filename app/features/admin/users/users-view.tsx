import { Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import type { AdminUser } from "~/.server/admin/list-users";
import type { Page } from "~/.server/db/paging";
import { addMonths } from "~/domain/admin";
import { USER_TYPES } from "~/domain/enums";
import type { ApiErrorBody } from "~/domain/errors";
import { formatDate } from "~/domain/format";
import { PREMIUM_GRANT_MONTHS } from "~/domain/limits";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Checkbox, SelectField, TextField } from "~/ui/field";
import { Flash } from "~/ui/flash";
import { Modal } from "~/ui/modal";
import { GrantPanel } from "./grant-panel";
import { AdminListFilters, AdminListSection, useSubmitOnChange } from "../shared/list-page";
import { withParams } from "../shared/pagination";
import { UsersTable } from "./users-table";

export const USER_MODALS = ["premium", "verify", "delete", "edit", "bulk"] as const;
export const USER_DONE = ["premiumOn", "premiumOff", "verified", "unverified", "edit", "delete", "bulk"] as const;

/** The page's answers: the grant panel's success, or a refusal with the values of its form. */
type ActionData = { granted: string; intent: string } | (Partial<ApiErrorBody> & { values?: Record<string, string> }) | undefined;
/** Which form an answer belongs to: a refusal carries its form's values, a success its intent. */
function intentOf(actionData: ActionData): string | undefined {
  if (!actionData) return undefined;
  return "intent" in actionData ? actionData.intent : actionData.values?.intent;
}

function Filters() {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  const auto = useSubmitOnChange();
  const userTypeLabel = (type: (typeof USER_TYPES)[number]) => t(`userTypes.${type}`);
  return (
    <AdminListFilters
      searchLabel={t("users.searchLabel")}
      searchPlaceholder={t("users.searchPlaceholder")}
      search={params.get("q") ?? ""}
      columns="sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
    >
      <SelectField label={t("users.typeFilter")} name="user_type" defaultValue={params.get("user_type") ?? ""} onChange={auto}>
        <option value="">{t("common.all")}</option>
        {USER_TYPES.map((type) => (
          <option key={type} value={type}>
            {userTypeLabel(type)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("users.premiumFilter")} name="premium" defaultValue={params.get("premium") ?? ""} onChange={auto}>
        <option value="">{t("common.all")}</option>
        <option value="true">{t("users.premiumOnly")}</option>
        <option value="false">{t("users.basicOnly")}</option>
      </SelectField>
    </AdminListFilters>
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

type AdminUsersViewProps = {
  list: Page<AdminUser>;
  /** The dialog the address asks for (?do=, ?id=) and its user; the success note (?done=, ?n=). */
  modal: (typeof USER_MODALS)[number] | null;
  target: AdminUser | null;
  done: (typeof USER_DONE)[number] | null;
  count: number;
  actionData?: ActionData;
};

/** A confirmation dialog's buttons: cancel (back to the list), or post the intent with its one field. */
function ConfirmForm(props: {
  intent: string;
  id: string;
  field: [name: string, value: string];
  closeTo: string;
  busy: boolean;
  variant: "danger" | "gold" | "primary";
  label: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <Form method="post" className="mt-6 flex justify-end gap-3">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="id" value={props.id} />
      <input type="hidden" name={props.field[0]} value={props.field[1]} />
      <Link
        to={props.closeTo}
        replace
        preventScrollReset
        className="inline-flex h-11 items-center rounded-lg px-4 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        {t("common.cancel")}
      </Link>
      <Button type="submit" variant={props.variant} disabled={props.busy} data-autofocus>
        {props.label}
      </Button>
    </Form>
  );
}

/** /admin/users (document 2 §2.4): filters, the table, premium, edit and delete dialogs, and the grant panel. */
export function AdminUsersView({ list, modal, target, done, count, actionData }: AdminUsersViewProps) {
  const { t, i18n } = useTranslation("admin");
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const closeTo = withParams(location.search, { do: null, id: null }, location.pathname);
  const doneText = {
    premiumOn: t("users.premiumOnDone"),
    premiumOff: t("users.premiumOffDone"),
    verified: t("users.verifiedDone"),
    unverified: t("users.unverifiedDone"),
    edit: t("users.editDone"),
    delete: t("users.deleteDone"),
    bulk: t("users.bulkDone", { count }),
  };

  return (
    <div className="space-y-6">
      <h2 className="sr-only">{t("users.heading")}</h2>
      {done && (
        <Flash key={done} tone="success">
          {doneText[done]}
        </Flash>
      )}
      <Filters />
      <AdminListSection id="users-table" heading={t("users.heading")} level="h3" list={list} empty={t("users.empty")} clear={["done"]}>
        {(users) => <UsersTable users={users} />}
      </AdminListSection>
      <GrantPanel
        actionData={intentOf(actionData) === "grant" ? actionData : undefined}
        bulkHref={withParams(location.search, { do: "bulk", id: null, done: null }, location.pathname)}
      />

      {modal === "premium" && target && (
        <Modal title={target.premium_active ? t("users.premiumOffTitle") : t("users.premiumOnTitle")} closeTo={closeTo}>
          <ModalError actionData={actionData} intent="premium" title={t("users.premiumFailed")} />
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {target.premium_active
              ? t("users.premiumOffBody", { name: target.name })
              : t("users.premiumOnBody", {
                  name: target.name,
                  date: formatDate(addMonths(new Date(), PREMIUM_GRANT_MONTHS), i18n.language),
                })}
          </p>
          <ConfirmForm
            intent="premium"
            id={target.id}
            field={["is_premium", target.premium_active ? "false" : "true"]}
            closeTo={closeTo}
            busy={busy}
            variant={target.premium_active ? "danger" : "gold"}
            label={target.premium_active ? t("users.removePremium") : t("users.makePremium")}
          />
        </Modal>
      )}

      {modal === "verify" && target && (
        <Modal title={target.verified_at ? t("users.unverifyTitle") : t("users.verifyTitle")} closeTo={closeTo}>
          <ModalError actionData={actionData} intent="verify" title={t("users.verifyFailed")} />
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {target.verified_at ? t("users.unverifyBody", { name: target.name }) : t("users.verifyBody", { name: target.name })}
          </p>
          <ConfirmForm
            intent="verify"
            id={target.id}
            field={["verified", target.verified_at ? "false" : "true"]}
            closeTo={closeTo}
            busy={busy}
            variant={target.verified_at ? "danger" : "primary"}
            label={target.verified_at ? t("users.unverify") : t("users.verify")}
          />
        </Modal>
      )}

      {modal === "delete" && target && (
        <Modal title={t("users.deleteTitle")} closeTo={closeTo}>
          <ModalError actionData={actionData} intent="delete" title={t("users.deleteFailed")} />
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t("users.deleteBody", { name: target.name, count: target.property_count })}
          </p>
          <Form method="post" className="mt-6 flex justify-end gap-3">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={target.id} />
            <Link
              to={closeTo}
              replace
              preventScrollReset
              className="inline-flex h-11 items-center rounded-lg px-4 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
              data-autofocus
            >
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
              {!(USER_TYPES as readonly string[]).includes(target.user_type) && (
                <option value={target.user_type}>{target.user_type}</option>
              )}
              {USER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`userTypes.${type}`)}
                </option>
              ))}
            </SelectField>
            <Checkbox label={t("users.adminLabel")} name="is_admin" value="true" defaultChecked={target.is_admin} />
            <div className="flex justify-end gap-3 pt-2">
              <Link
                to={closeTo}
                replace
                preventScrollReset
                className="inline-flex h-11 items-center rounded-lg px-4 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
              >
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
            <Link
              to={closeTo}
              replace
              preventScrollReset
              className="inline-flex h-11 items-center rounded-lg px-4 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
              data-autofocus
            >
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
