import { MailCheck } from "~/ui/icons";
import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";
import { buttonClass } from "~/ui/button";
import { Container } from "~/ui/container";

export type ReportConfirmProps =
  { state: "invalid"; message: string } | { state: "confirm" | "done" | "doneHandled" | "already"; title: string; token: string };

/**
 * The page a reporter's confirmation link opens (issue 33 §9). Opening it changes nothing (mail
 * scanners follow links): the button posts the signed token, and only that confirms the address.
 */
export function ReportConfirmView(props: ReportConfirmProps) {
  const { t } = useTranslation("reports");
  return (
    <main id="main">
      <Container className="max-w-xl py-12">
        <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
          <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900 dark:text-slate-100">
            <MailCheck aria-hidden="true" className="h-6 w-6" />
            {t("confirm.title")}
          </h1>
          {props.state === "invalid" ? (
            <Alert tone="error">{props.message}</Alert>
          ) : props.state === "confirm" ? (
            <Form method="post" className="space-y-4">
              <p className="text-slate-800 dark:text-slate-200">{t("confirm.body", { title: props.title })}</p>
              <input type="hidden" name="token" value={props.token} />
              <button type="submit" className={buttonClass("primary", "md")}>
                {t("confirm.submit")}
              </button>
            </Form>
          ) : (
            <Alert tone="success">{t(`confirm.${props.state}`, { title: props.title })}</Alert>
          )}
          <Link to="/" className="inline-block font-semibold text-brand-700 underline dark:text-brand-300">
            {t("confirm.home")}
          </Link>
        </div>
      </Container>
    </main>
  );
}
