import { and, eq } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { messageIdSchema, messageUpdateSchema } from "~/domain/schemas/messages";
import { parseInput } from "~/domain/schemas/parse";
import type { Db } from "../db/client";
import { contactRequests, profiles, properties } from "../db/schema/index";
import type { Logger } from "../logger";
import { notifySafely } from "../notifications/create-notification";
import type { EventBus } from "../realtime/events";
import { serverT } from "../i18n";

/**
 * The owner of the listing marks a received request handled (or pending again). Only the owner may:
 * the requester and anyone else get 'not found'. When a request becomes handled, its sender is
 * notified (type message), so they see the answer live on their bell.
 */
export async function updateMessageStatus(
  deps: { db: Db; events: EventBus; logger: Logger },
  { userId, id, input }: { userId: string; id: unknown; input: unknown },
): Promise<{ id: string; status: "pending" | "handled" }> {
  const parsedId = messageIdSchema.safeParse(id);
  if (!parsedId.success) throw new AppError("REQUEST_NOT_FOUND");
  const { status } = parseInput(messageUpdateSchema, input);
  const [before] = await deps.db
    .select({
      status: contactRequests.status,
      requester_id: contactRequests.requester_id,
      property_id: contactRequests.property_id,
      title: properties.title,
      owner_name: profiles.name,
    })
    .from(contactRequests)
    .innerJoin(properties, eq(properties.id, contactRequests.property_id))
    .innerJoin(profiles, eq(profiles.id, contactRequests.owner_id))
    .where(and(eq(contactRequests.id, parsedId.data), eq(contactRequests.owner_id, userId)))
    .limit(1);
  if (!before) throw new AppError("REQUEST_NOT_FOUND");
  if (before.status === status) return { id: parsedId.data, status };

  const [row] = await deps.db
    .update(contactRequests)
    .set({ status, updated_at: new Date() })
    .where(and(eq(contactRequests.id, parsedId.data), eq(contactRequests.owner_id, userId)))
    .returning({ id: contactRequests.id, status: contactRequests.status });
  if (!row) throw new AppError("REQUEST_NOT_FOUND");

  if (status === "handled") {
    const t = serverT("sq");
    await notifySafely(deps, {
      user_id: before.requester_id,
      type: "message",
      title: t("messages:handledNotification.title"),
      message: t("messages:handledNotification.message", { owner: before.owner_name, title: before.title }),
      property_id: before.property_id,
    });
  }
  return row;
}
