import { AppError } from "~/domain/errors";
import { contactRequestSchema } from "~/domain/schemas/listings";
import { parseInput } from "~/domain/schemas/parse";
import type { SessionUser } from "~/domain/session-user";
import type { Db } from "../db/client";
import { contactRequests } from "../db/schema/index";
import { serverT } from "../i18n";
import type { Logger } from "../logger";
import { notifySafely } from "../notifications/create-notification";
import type { EventBus } from "../realtime/events";
import type { RateLimiter } from "../security/rate-limit";
import { findVisibleProperty } from "../listings/get-property";

export type ContactRequestRow = typeof contactRequests.$inferSelect;

/**
 * A signed-in reader asks the owner about a listing (document 1 §2 contact form, §5): stored as
 * pending, and the owner gets a notification of type `message`. Owners cannot contact themselves;
 * only public (active) listings take requests. Empty phone and e-mail are stored as null.
 */
export async function createContactRequest(
  deps: { db: Db; events: EventBus; logger: Logger; limiter: RateLimiter },
  { user, propertyId, rawInput }: { user: SessionUser | null; propertyId: string; rawInput: unknown },
): Promise<ContactRequestRow> {
  if (!user) throw new AppError("CONTACT_LOGIN_REQUIRED");
  const property = await findVisibleProperty(deps, user, propertyId);
  if (property.owner_id === user.id) throw new AppError("CONTACT_OWN_PROPERTY");
  if (property.status !== "active") throw new AppError("CONTACT_NOT_AVAILABLE");
  const input = parseInput(contactRequestSchema, rawInput);
  await deps.limiter.consume("formPerAddress", `contact:${user.id}`);

  const [row] = await deps.db
    .insert(contactRequests)
    .values({
      property_id: property.id,
      requester_id: user.id,
      owner_id: property.owner_id,
      message: input.message,
      contact_type: input.contact_type,
      phone_number: input.phone_number ?? null,
      email: input.email ?? null,
    })
    .returning();
  if (!row) throw new AppError("CONTACT_FAILED");

  // Notifications are stored in Albanian, the platform's language (as the admin's are).
  const t = serverT("sq");
  await notifySafely(deps, {
    user_id: property.owner_id,
    type: "message",
    title: t("listings:notification.title"),
    message: t("listings:notification.message", {
      name: user.name,
      kind: t(`listings:contact.types.${input.contact_type}`),
      title: property.title,
    }),
    property_id: property.id,
  });
  return row;
}
