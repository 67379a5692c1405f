import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { PROPERTY_STATUSES, type PropertyStatus } from "~/domain/enums";
import { ADMIN_REASON_MAX } from "~/domain/schemas/admin";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { SelectField, TextAreaField } from "~/ui/field";
import { Modal } from "~/ui/modal";

type Target = { id: string; title: string; status: PropertyStatus; featured: boolean };
type Failure = { title: string; message: string } | null;

const cancelClass = "inline-flex h-11 items-center rounded-lg px-4 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800";

function Failed({ failure }: { failure: Failure }) {
  if (!failure) return null;
  return (
    <Alert tone="error" className="mb-4">
      <strong>{failure.title}</strong>: {failure.message}
    </Alert>
  );
}

/** Delete confirmation: the action cannot be undone (document 2 §2.5). */
export function DeletePropertyModal({ target, closeTo, failure }: { target: Target; closeTo: string; failure: Failure }) {
  const { t } = useTranslation("admin");
  const busy = useNavigation().state === "submitting";
  return (
    <Modal title={t("properties.deleteTitle")} closeTo={closeTo}>
      <Failed failure={failure} />
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("properties.deleteBody", { title: target.title })}</p>
      <Form method="post" className="mt-6 flex justify-end gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={target.id} />
        <Link to={closeTo} replace preventScrollReset className={cancelClass} data-autofocus>
          {t("common.cancel")}
        </Link>
        <Button type="submit" variant="danger" disabled={busy}>
          {t("properties.delete")}
        </Button>
      </Form>
    </Modal>
  );
}

/** Featured toggle confirmation. */
export function FeaturedModal({ target, closeTo, failure }: { target: Target; closeTo: string; failure: Failure }) {
  const { t } = useTranslation("admin");
  const busy = useNavigation().state === "submitting";
  return (
    <Modal title={target.featured ? t("properties.unfeatureTitle") : t("properties.featureTitle")} closeTo={closeTo}>
      <Failed failure={failure} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {target.featured ? t("properties.unfeatureBody", { title: target.title }) : t("properties.featureBody", { title: target.title })}
      </p>
      <Form method="post" className="mt-6 flex justify-end gap-3">
        <input type="hidden" name="intent" value="featured" />
        <input type="hidden" name="id" value={target.id} />
        <input type="hidden" name="featured" value={target.featured ? "false" : "true"} />
        <Link to={closeTo} replace preventScrollReset className={cancelClass}>
          {t("common.cancel")}
        </Link>
        <Button type="submit" variant={target.featured ? "secondary" : "gold"} disabled={busy} data-autofocus>
          {target.featured ? t("properties.unfeature") : t("properties.feature")}
        </Button>
      </Form>
    </Modal>
  );
}

/**
 * The change-status dialog (document 2 §4): any status from any status; confirm is disabled until a
 * status is chosen; the reason shows for rejected or while nothing is chosen yet.
 */
export function StatusModal({ target, closeTo, failure }: { target: Target; closeTo: string; failure: Failure }) {
  const { t } = useTranslation("admin");
  const busy = useNavigation().state === "submitting";
  const hydrated = useHydrated();
  const [status, setStatus] = useState<PropertyStatus | "">("");
  const showReason = status === "" || status === "rejected";
  return (
    <Modal title={t("properties.statusTitle")} closeTo={closeTo}>
      <Failed failure={failure} />
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
        <span className="font-semibold">{target.title}</span> · {t("properties.currentStatus", { status: t(`status.${target.status}`) })}
      </p>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={target.id} />
        <SelectField
          label={t("properties.statusLabel")}
          name="status"
          required
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value as PropertyStatus)}
          data-autofocus
        >
          <option value="" disabled>
            {t("properties.statusPlaceholder")}
          </option>
          {PROPERTY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </SelectField>
        {showReason && (
          <TextAreaField
            label={t("properties.reasonLabel")}
            name="reason"
            rows={3}
            maxLength={ADMIN_REASON_MAX}
            hint={t("properties.reasonHint")}
          />
        )}
        <div className="flex justify-end gap-3 pt-2">
          <Link to={closeTo} replace preventScrollReset className={cancelClass}>
            {t("common.cancel")}
          </Link>
          {/* Disabled until a status is chosen once JavaScript runs; without it, the select is required. */}
          <Button type="submit" disabled={(hydrated && !status) || busy}>
            {t("common.confirm")}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

/** Approve or reject, shown only while pending, with confirmation (document 2 §2.6, §4). */
export function ModerationModal({
  kind,
  target,
  closeTo,
  failure,
}: {
  kind: "approve" | "reject";
  target: Target;
  closeTo: string;
  failure: Failure;
}) {
  const { t } = useTranslation("admin");
  const busy = useNavigation().state === "submitting";
  return (
    <Modal title={kind === "approve" ? t("property.approveTitle") : t("property.rejectTitle")} closeTo={closeTo}>
      <Failed failure={failure} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {kind === "approve" ? t("property.approveBody", { title: target.title }) : t("property.rejectBody", { title: target.title })}
      </p>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value={kind} />
        <input type="hidden" name="id" value={target.id} />
        {kind === "reject" && (
          <TextAreaField
            label={t("properties.reasonLabel")}
            name="reason"
            rows={3}
            maxLength={ADMIN_REASON_MAX}
            hint={t("properties.reasonHint")}
          />
        )}
        <div className="flex justify-end gap-3">
          <Link to={closeTo} replace preventScrollReset className={cancelClass}>
            {t("common.cancel")}
          </Link>
          <Button type="submit" variant={kind === "approve" ? "primary" : "danger"} disabled={busy} data-autofocus>
            {kind === "approve" ? t("property.approve") : t("property.reject")}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
