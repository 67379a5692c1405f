import { Trash2 } from "~/ui/icons";
import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";
import { Button, buttonClass } from "~/ui/button";
import { Modal } from "~/ui/modal";

/**
 * The owner's delete confirmation (document 1 §6: delete after confirmation). Opened by the URL
 * (`?delete={id}`), so it works without JavaScript; the post goes to the page's action.
 */
export function DeletePropertyModal({
  target,
  closeTo,
  error,
}: {
  target: { id: string; title: string };
  closeTo: string;
  error: string | null;
}) {
  const { t } = useTranslation("properties");
  const busy = useNavigation().state === "submitting";
  return (
    <Modal title={t("list.deleteTitle")} closeTo={closeTo}>
      {error && (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("list.deleteBody", { title: target.title })}</p>
      <Form method="post" className="mt-6 flex flex-wrap justify-end gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={target.id} />
        <Link to={closeTo} replace preventScrollReset className={buttonClass("ghost", "md")} data-autofocus>
          {t("list.deleteCancel")}
        </Link>
        <Button type="submit" variant="danger" disabled={busy}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t("list.deleteConfirm")}
        </Button>
      </Form>
    </Modal>
  );
}
