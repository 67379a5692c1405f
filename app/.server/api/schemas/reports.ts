import { z } from "zod";
import { PROPERTY_STATUSES } from "~/domain/enums";
import { REPORT_REASONS, REPORT_RESOLUTIONS, REPORT_STATUSES } from "~/domain/enums";
import { REPORT_OWNER_MESSAGE_MAX, REPORT_TEXT_MAX } from "~/domain/limits";

// The contracts' shapes for listing reports (issue 14 §5): the report anyone sends, the
// administrators' queue and their answers.

const timestamp = z.iso.datetime();
const count = z.int().min(0);

/** Documented here, checked by the service after the listing (a missing listing is 404 before 400). */
export const reportBody = z.object({
  reason: z.enum(REPORT_REASONS),
  text: z.string().max(REPORT_TEXT_MAX).optional().meta({ description: 'Required for "other", optional otherwise.' }),
  email: z.string().optional().meta({ description: "A visitor's address for the outcome (ignored for signed-in reporters)." }),
});

export const reportCreatedSchema = z.object({
  report: z.object({ id: z.uuid(), status: z.literal("open"), created_at: timestamp }),
});

export const ownerMessageBody = z.object({ message: z.string().max(REPORT_OWNER_MESSAGE_MAX) });

export const reportQueueSchema = z.object({
  listings: z.array(
    z
      .object({
        property: z.object({
          id: z.uuid(),
          title: z.string(),
          status: z.enum(PROPERTY_STATUSES),
          image: z.string().nullable(),
          owner_name: z.string().nullable(),
          owner_email: z.string().nullable(),
        }),
        count,
        latest_at: timestamp,
        reports: z.array(
          z.object({
            id: z.uuid(),
            reason: z.enum(REPORT_REASONS),
            text: z.string().nullable(),
            status: z.enum(REPORT_STATUSES),
            resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
            reporter_name: z.string().nullable(),
            reporter_email: z.string().nullable(),
            reporter_is_user: z.boolean(),
            handled_at: timestamp.nullable(),
            created_at: timestamp,
          }),
        ),
      })
      .meta({ id: "ReportedListing" }),
  ),
  total: count,
  counts: z.object({ open: count, handled: count }),
  page: z.int().min(1),
  pages: z.int().min(1),
  page_size: z.int().min(1),
  status: z.enum(["open", "handled"]),
});

export const handledReportsSchema = z.object({
  result: z.object({
    property_id: z.uuid(),
    resolution: z.enum(REPORT_RESOLUTIONS),
    handled: count,
    property_status: z.enum(PROPERTY_STATUSES),
  }),
});
