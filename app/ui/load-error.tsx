import { RotateCw } from "~/ui/icons";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";

/** A list that could not be loaded: the spec's message and a retry button that reloads the page. */
export function LoadError({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <p>{message ?? t("status.dataLoadError")}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" className="h-4 w-4" />
        {t("status.retry")}
      </Button>
    </Alert>
  );
}
