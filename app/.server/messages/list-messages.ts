import { and, count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ContactRequestStatus, ContactType, PropertyStatus } from "~/domain/enums";
import { messageListSchema, type MessageBox } from "~/domain/schemas/messages";
import { parseInput } from "~/domain/schemas/parse";
import type { DbOrTx } from "../db/client";
import { contactRequests, profiles, properties } from "../db/schema/index";

const MESSAGES_PAGE_SIZE = 20;
const MAX_PAGES = 25;

/** A contact request as its owner or its sender sees it. */
export type MessageItem = {
  id: string;
  property: { id: string; title: string; location: string; status: PropertyStatus };
  /** The other person: the requester (received) or the owner (sent). */
  counterpart: { id: string; name: string };
  message: string;
  contact_type: ContactType;
  phone_number: string | null;
  email: string | null;
  status: ContactRequestStatus;
  created_at: string;
  updated_at: string;
};

export type MessagePage = {
  box: MessageBox;
  items: MessageItem[];
  page: number;
  has_more: boolean;
  /** Received requests still pending (the owner's to-do count). */
  pending_received: number;
};

const counterpart = alias(profiles, "counterpart");

/**
 * The box /messages opens on when none was asked for: the one that has something in it. A buyer's
 * received box is always empty, so they see what they sent; an owner sees what they received.
 */
async function boxWithContent(deps: { db: DbOrTx }, userId: string): Promise<MessageBox> {
  const received = await deps.db
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(eq(contactRequests.owner_id, userId))
    .limit(1);
  if (received.length > 0) return "received";
  const sent = await deps.db
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(eq(contactRequests.requester_id, userId))
    .limit(1);
  return sent.length > 0 ? "sent" : "received";
}

/**
 * /messages: the contact requests received for the user's listings (who, which listing, type,
 * message, the phone and e-mail they gave, date, status) or the ones the user sent, newest first.
 * `page` n answers pages 1..n together (load more works without JavaScript).
 */
export async function listMessages(deps: { db: DbOrTx }, userId: string, input: unknown): Promise<MessagePage> {
  const asked = (input as { box?: unknown } | undefined)?.box;
  const box = asked === undefined || asked === "" ? await boxWithContent(deps, userId) : parseInput(messageListSchema, input).box;
  const rawPage = Number((input as { page?: unknown } | undefined)?.page);
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? Math.min(rawPage, MAX_PAGES) : 1;
  const size = page * MESSAGES_PAGE_SIZE;
  const mine = box === "received" ? eq(contactRequests.owner_id, userId) : eq(contactRequests.requester_id, userId);
  const other = box === "received" ? contactRequests.requester_id : contactRequests.owner_id;
  const rows = await deps.db
    .select({
      id: contactRequests.id,
      message: contactRequests.message,
      contact_type: contactRequests.contact_type,
      phone_number: contactRequests.phone_number,
      email: contactRequests.email,
      status: contactRequests.status,
      created_at: contactRequests.created_at,
      updated_at: contactRequests.updated_at,
      property_id: properties.id,
      property_title: properties.title,
      property_location: properties.location,
      property_status: properties.status,
      counterpart_id: counterpart.id,
      counterpart_name: counterpart.name,
    })
    .from(contactRequests)
    .innerJoin(properties, eq(properties.id, contactRequests.property_id))
    .innerJoin(counterpart, eq(counterpart.id, other))
    .where(mine)
    .orderBy(desc(contactRequests.created_at), desc(contactRequests.id))
    .limit(size + 1);
  const [pending] = await deps.db
    .select({ n: count() })
    .from(contactRequests)
    .where(and(eq(contactRequests.owner_id, userId), eq(contactRequests.status, "pending")));
  return {
    box,
    page,
    has_more: rows.length > size,
    pending_received: pending?.n ?? 0,
    items: rows.slice(0, size).map((r) => ({
      id: r.id,
      property: { id: r.property_id, title: r.property_title, location: r.property_location, status: r.property_status },
      counterpart: { id: r.counterpart_id, name: r.counterpart_name },
      message: r.message,
      contact_type: r.contact_type,
      phone_number: r.phone_number,
      email: r.email,
      status: r.status,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    })),
  };
}
