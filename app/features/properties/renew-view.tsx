import { CalendarClock } from "~/ui/icons";
import { Form, Link, useNavigation } from "react-router";
import type { PropertyStatus } from "~/domain/enums";
import { formatLongDate } from "~/domain/format";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/alert";
import { Button, buttonClass } from "~/ui/button";
import { Container } from "~/ui/container";

type Props =
  | { state: "refused"; message: string }
  | { state: "confirm"; token: string; title: string; status: PropertyStatus; expiresAt: string; days: number }
  | { state: "done"; title: string; expiresAt: string };

/**
 * The page the expiry reminder's renewal link opens (no sign-in needed). Opening it changes nothing
 * (mail scanners follow links): the button posts the signed token, and only that renews.
 */
export function RenewView(props: Props) {
  const { t, i18n } = useTranslation("properties");
  const navigation = useNavigation();
  const date = (value: string) => formatLongDate(value, i18n.language);
  return (
    <main id="main">
      <Container className="max-w-xl py-12">
        <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
          <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900 dark:text-slate-100">
            <CalendarClock aria-hidden="true" className="h-6 w-6" />
            {t("lifecycle.page.title")}
          </h1>
          {props.state === "refused" ? (
            <Alert tone="error">{props.message}</Alert>
          ) : props.state === "confirm" ? (
            <Form method="post" className="space-y-4">
              <p className="text-slate-800 dark:text-slate-200">
                {t(props.status === "expired" ? "lifecycle.page.endedOn" : "lifecycle.page.endsOn", {
                  title: props.title,
                  date: date(props.expiresAt),
                })}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t("lifecycle.page.explain", { count: props.days })}</p>
              <input type="hidden" name="token" value={props.token} />
              <Button type="submit" disabled={navigation.state === "submitting"}>
                {t("lifecycle.page.submit")}
              </Button>
            </Form>
          ) : (
            <Alert tone="success">{t("lifecycle.page.done", { date: date(props.expiresAt) })}</Alert>
          )}
          <Link to="/my-properties" className={buttonClass("secondary", "md")}>
            {t("lifecycle.page.myProperties")}
          </Link>
        </div>
      </Container>
    </main>
  );
}
