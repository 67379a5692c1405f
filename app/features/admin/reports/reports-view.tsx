import { Ban, ExternalLink, ImageOff, Mail, XCircle } from "~/ui/icons";
import { Form, Link, useLocation, useNavigation } from "react-router";
import type { listReportQueue } from "~/.server/reports/list-reports";
import { formatDateTime } from "~/domain/format";
import { imageVariantUrl } from "~/domain/images";
import type { ReportResolution } from "~/domain/enums";
import { REPORT_OWNER_MESSAGE_MAX } from "~/domain/limits";
import { useTranslation } from "~/i18n/react";
import type { FormActionData } from "~/lib/form-errors";
import { Alert } from "~/ui/alert";
import { Button, buttonClass } from "~/ui/button";
import { cx } from "~/ui/cx";
import { TextAreaField } from "~/ui/field";
import { Flash } from "~/ui/flash";
import { Modal } from "~/ui/modal";
import { StatusBadge } from "../shared/badges";
import { EmptyList, filterTabClass } from "../shared/list-parts";
import { Pagination, withParams } from "../shared/pagination";

type Queue = Awaited<ReturnType<typeof listReportQueue>>;
type Listing = Queue["listings"][number];

/** The dialogs the address can ask for (?do=…&id=<listing>), one per answer. */
export const REPORT_MODALS = ["dismiss", "deactivate", "contact_owner"] as const;
type ReportModal = (typeof REPORT_MODALS)[number];
export const REPORTS_DONE = ["dismissed", "deactivated", "owner_contacted"] as const;

const REPORT_TABS = ["open", "handled"] as const;

const REPORT_STATUS_TONE = {
  open: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  dismissed: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  actioned: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
} as const;

const cancelClass = "inline-flex h-11 items-center rounded-lg px-4 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800";

type ReportsViewProps = {
  queue: Queue;
  modal: ReportModal | null;
  /** The listing the dialog is about. */
  target: { id: string; title: string } | null;
  done: ReportResolution | null;
  actionData?: FormActionData;
};

/**
 * /admin/reports (issue 14 §5): the reported listings, each as a card with its photo, status and owner
 * beside its reports; the answers (dismiss, deactivate, write to the owner) confirm in a dialog.
 */
export function ReportsView({ queue, modal, target, done, actionData }: ReportsViewProps) {
  const { t } = useTranslation("reports");
  const location = useLocation();
  const closeTo = withParams(location.search, { do: null, id: null }, location.pathname);
  const failure = actionData?.error ? actionData.error.message : null;
  return (
    <div className="space-y-6">
      {done && (
        <Flash key={`${done}-${location.key}`} tone="success">
          {t(`admin.done.${done}`)}
        </Flash>
      )}
      {failure && !modal && <Flash key={failure} tone="error">{`${t("admin.failed")}: ${failure}`}</Flash>}

      <section aria-labelledby="reports-title" className="space-y-4">
        <div>
          <h2 id="reports-title" className="text-xl font-bold">
            {t("admin.title")}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-slate-600 dark:text-slate-300">{t("admin.intro")}</p>
        </div>
        <nav aria-label={t("admin.filterLabel")} className="flex flex-wrap gap-2">
          {REPORT_TABS.map((tab) => (
            <Link
              key={tab}
              to={withParams(location.search, { status: tab === "open" ? null : tab, page: null, done: null }, location.pathname)}
              aria-current={queue.status === tab ? "page" : undefined}
              className={filterTabClass(queue.status === tab)}
            >
              {t("admin.tab", { label: t(`admin.tabs.${tab}`), count: queue.counts[tab] })}
            </Link>
          ))}
        </nav>

        {queue.listings.length === 0 ? (
          <EmptyList>{t(`admin.empty.${queue.status}`)}</EmptyList>
        ) : (
          <ul className="space-y-4">
            {queue.listings.map((listing) => (
              <ReportedListing key={listing.property.id} listing={listing} open={queue.status === "open"} />
            ))}
          </ul>
        )}
        <Pagination
          page={queue.page}
          pageCount={queue.pages}
          hrefFor={(p) => withParams(location.search, { page: p, done: null }, location.pathname)}
        />
      </section>

      {modal && target && <AnswerModal kind={modal} target={target} closeTo={closeTo} failure={failure} />}
    </div>
  );
}

function ReportedListing({ listing, open }: { listing: Listing; open: boolean }) {
  const { t, i18n } = useTranslation("reports");
  const location = useLocation();
  const { property } = listing;
  const headingId = `reported-${property.id}`;
  const dialogHref = (kind: ReportModal) => withParams(location.search, { do: kind, id: property.id, done: null }, location.pathname);
  return (
    <li
      data-testid="reported-listing"
      className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900 sm:p-5"
    >
      <article aria-labelledby={headingId} className="grid gap-4 md:grid-cols-[16rem_1fr]">
        <div className="space-y-2">
          {/* A small photo beside the title on a phone, the card's full width beside the reports on wider screens. */}
          <div className="flex items-start gap-3 md:block md:space-y-2">
            {property.image ? (
              <img
                src={imageVariantUrl(property.image, "card")}
                alt=""
                loading="lazy"
                className="h-20 w-28 shrink-0 rounded-lg object-cover md:aspect-[4/3] md:h-auto md:w-full"
              />
            ) : (
              <span className="flex h-20 w-28 shrink-0 items-center justify-center rounded-lg bg-slate-200 dark:bg-slate-800 md:aspect-[4/3] md:h-auto md:w-full">
                <ImageOff aria-hidden="true" className="h-6 w-6 text-slate-500" />
              </span>
            )}
            <h3 id={headingId} className="min-w-0 break-words font-bold">
              {property.title}
            </h3>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <StatusBadge status={property.status} />
            <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-950 dark:text-red-200">
              {t("admin.reportCount", { count: listing.count })}
            </span>
          </div>
          <p className="break-words text-sm text-slate-700 dark:text-slate-300">
            {t("admin.owner", { name: property.owner_name ?? "—" })}
            {property.owner_email && (
              <>
                {" · "}
                <a href={`mailto:${property.owner_email}`} className="break-all text-brand-700 underline dark:text-brand-300">
                  {property.owner_email}
                </a>
              </>
            )}
          </p>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
            <Link
              to={`/property/${property.id}`}
              className="inline-flex items-center gap-1 text-brand-700 hover:underline dark:text-brand-300"
            >
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              {t("admin.viewListing")}
            </Link>
            <Link to={`/admin/properties/${property.id}`} className="text-brand-700 hover:underline dark:text-brand-300">
              {t("admin.manageListing")}
            </Link>
          </div>
        </div>

        <div className="min-w-0 space-y-3">
          <ul aria-label={t("admin.reportsOf", { title: property.title })} className="space-y-2">
            {listing.reports.map((report) => (
              <li key={report.id} data-testid="listing-report" className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{t(`reasons.${report.reason}`)}</span>
                  <span className={cx("rounded-full px-2 py-0.5 text-xs font-semibold", REPORT_STATUS_TONE[report.status])}>
                    {t(`admin.status.${report.status}`)}
                  </span>
                </div>
                {report.text && <p className="mt-1 whitespace-pre-wrap break-words text-slate-800 dark:text-slate-200">{report.text}</p>}
                <p className="mt-1 break-words text-xs text-slate-600 dark:text-slate-400">
                  {report.reporter_is_user ? (report.reporter_name ?? "—") : t("admin.visitor")}
                  {report.reporter_email && ` · ${report.reporter_email}`}
                  {" · "}
                  <time dateTime={report.created_at}>{formatDateTime(report.created_at, i18n.language)}</time>
                  {report.resolution && report.handled_at && (
                    <>
                      {" · "}
                      {t("admin.handled", {
                        resolution: t(`admin.resolution.${report.resolution}`),
                        date: formatDateTime(report.handled_at, i18n.language),
                      })}
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
          {open && (
            <div className="flex flex-wrap gap-2">
              <Link
                to={dialogHref("dismiss")}
                preventScrollReset
                aria-label={t("admin.actionLabel", { action: t("admin.dismiss"), title: property.title })}
                className={buttonClass("secondary", "sm")}
              >
                <XCircle aria-hidden="true" className="h-4 w-4" />
                {t("admin.dismiss")}
              </Link>
              <Link
                to={dialogHref("contact_owner")}
                preventScrollReset
                aria-label={t("admin.actionLabel", { action: t("admin.contact"), title: property.title })}
                className={buttonClass("secondary", "sm")}
              >
                <Mail aria-hidden="true" className="h-4 w-4" />
                {t("admin.contact")}
              </Link>
              {property.status !== "inactive" && (
                <Link
                  to={dialogHref("deactivate")}
                  preventScrollReset
                  aria-label={t("admin.actionLabel", { action: t("admin.deactivate"), title: property.title })}
                  className={buttonClass("danger", "sm")}
                >
                  <Ban aria-hidden="true" className="h-4 w-4" />
                  {t("admin.deactivate")}
                </Link>
              )}
            </div>
          )}
        </div>
      </article>
    </li>
  );
}

/** The confirmation of an answer; writing to the owner asks for the message. */
function AnswerModal({
  kind,
  target,
  closeTo,
  failure,
}: {
  kind: ReportModal;
  target: { id: string; title: string };
  closeTo: string;
  failure: string | null;
}) {
  const { t } = useTranslation("reports");
  const busy = useNavigation().state === "submitting";
  const text = {
    dismiss: { title: t("admin.dismissTitle"), body: t("admin.dismissBody", { title: target.title }), confirm: t("admin.dismiss") },
    deactivate: {
      title: t("admin.deactivateTitle"),
      body: t("admin.deactivateBody", { title: target.title }),
      confirm: t("admin.deactivate"),
    },
    contact_owner: { title: t("admin.contactTitle"), body: t("admin.contactBody", { title: target.title }), confirm: t("admin.contact") },
  }[kind];
  return (
    <Modal title={text.title} closeTo={closeTo}>
      {failure && (
        <Alert tone="error" className="mb-4">
          <strong>{t("admin.failed")}</strong>: {failure}
        </Alert>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300">{text.body}</p>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value={kind} />
        <input type="hidden" name="id" value={target.id} />
        {kind === "contact_owner" && (
          <TextAreaField
            label={t("admin.message")}
            name="message"
            rows={4}
            required
            maxLength={REPORT_OWNER_MESSAGE_MAX}
            hint={t("admin.messageHint", { max: REPORT_OWNER_MESSAGE_MAX })}
            data-autofocus
          />
        )}
        <div className="flex justify-end gap-3">
          <Link
            to={closeTo}
            replace
            preventScrollReset
            className={cancelClass}
            data-autofocus={kind === "contact_owner" ? undefined : true}
          >
            {t("admin.cancel")}
          </Link>
          <Button type="submit" variant={kind === "deactivate" ? "danger" : "primary"} disabled={busy}>
            {text.confirm}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
