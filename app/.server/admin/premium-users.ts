import { and, asc, count, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { personalIdFromReference } from "~/domain/admin";
import { AppError } from "~/domain/errors";
import { ADMIN_PAGE_SIZE } from "~/domain/limits";
import { adminUsersQuerySchema, premiumReferenceSchema } from "~/domain/schemas/admin";
import { parseInput } from "~/domain/schemas/parse";
import type { DbOrTx } from "../db/client";
import { profiles } from "../db/schema";
import { adminUserColumns, withPropertyCounts, type AdminUser } from "./list-users";
import { containsPattern } from "../db/like";
import { clampPage, type Page } from "../db/paging";
import type { AdminActor } from "../auth/admin-actor";

/**
 * /admin/premium: every account with is_premium set, the soonest expiry first (expired ones, which
 * no longer count as premium, come first so they can be ended or extended), searchable by name/e-mail.
 */
export async function listPremiumUsers(deps: { db: DbOrTx }, _actor: AdminActor, input: unknown): Promise<Page<AdminUser>> {
  const query = parseInput(adminUsersQuerySchema, input);
  const conditions: SQL[] = [eq(profiles.is_premium, true)];
  if (query.q) conditions.push(or(ilike(profiles.name, containsPattern(query.q)), ilike(profiles.email, containsPattern(query.q)))!);
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(profiles).where(where);
  const { page, pageCount, offset } = clampPage(query.page, total, ADMIN_PAGE_SIZE);
  const rows = await deps.db
    .select(adminUserColumns)
    .from(profiles)
    .where(where)
    .orderBy(sql`${profiles.premium_until} asc nulls last`, asc(profiles.name))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return { items: await withPropertyCounts(deps.db, rows), total, page, page_count: pageCount, page_size: ADMIN_PAGE_SIZE };
}

/** The account a bank transfer's reference PREMIUM-{personal_id} belongs to (the personal ID alone works too). */
export async function findUserByPaymentReference(deps: { db: DbOrTx }, _actor: AdminActor, input: unknown): Promise<AdminUser> {
  const { reference } = parseInput(premiumReferenceSchema, input);
  const personalId = personalIdFromReference(reference);
  if (!personalId) throw new AppError("ADMIN_REFERENCE_INVALID");
  const rows = await deps.db.select(adminUserColumns).from(profiles).where(eq(profiles.personal_id, personalId)).limit(1);
  if (!rows.length) throw new AppError("ADMIN_USER_NOT_FOUND");
  const [user] = await withPropertyCounts(deps.db, rows);
  return user!;
}
