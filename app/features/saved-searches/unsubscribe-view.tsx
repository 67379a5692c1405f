import { BellOff } from "~/ui/icons";
import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";
import { buttonClass } from "~/ui/button";
import { Container } from "~/ui/container";

type Props = { state: "invalid" } | { state: "confirm" | "done" | "already"; name: string; token: string };

/**
 * The page an alert e-mail's unsubscribe link opens (no sign-in needed). Opening it changes nothing
 * (mail scanners follow links): the button posts the signed token, and only that stops the e-mails.
 */
export function UnsubscribeView(props: Props) {
  const { t } = useTranslation("saved-searches");
  return (
    <main id="main">
      <Container className="max-w-xl py-12">
        <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
          <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900 dark:text-slate-100">
            <BellOff aria-hidden="true" className="h-6 w-6" />
            {t("unsubscribe.title")}
          </h1>
          {props.state === "invalid" ? (
            <Alert tone="error">
              <p role="alert">{t("unsubscribe.invalid")}</p>
            </Alert>
          ) : props.state === "confirm" ? (
            <Form method="post" className="space-y-4">
              <p className="text-slate-800 dark:text-slate-200">{t("unsubscribe.confirm", { name: props.name })}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t("unsubscribe.hint")}</p>
              <input type="hidden" name="token" value={props.token} />
              <button type="submit" className={buttonClass("primary", "md")}>
                {t("unsubscribe.submit")}
              </button>
            </Form>
          ) : (
            <Alert tone="success">
              <p role="status">{t(props.state === "done" ? "unsubscribe.done" : "unsubscribe.already", { name: props.name })}</p>
            </Alert>
          )}
          <Link to="/" className="inline-block font-semibold text-brand-700 underline dark:text-brand-300">
            {t("unsubscribe.home")}
          </Link>
        </div>
      </Container>
    </main>
  );
}
