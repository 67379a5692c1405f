import { eq, sql } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/domain/limits";
import { z } from "zod";
import { parseInput } from "~/domain/schemas/parse";
import { hashPassword, type PasswordHashCost } from "./password";
import type { Db } from "../db/client";
import { credentials, profiles } from "../db/schema";

const createAdminSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("INVALID_EMAIL")),
  name: z.string().trim().min(1, "REQUIRED_FIELDS").max(MAX_NAME_LENGTH, "VALIDATION"),
  password: z.string().min(MIN_PASSWORD_LENGTH, "PASSWORD_TOO_SHORT").max(MAX_PASSWORD_LENGTH, "PASSWORD_TOO_LONG"),
});

/**
 * The first administrator of a real deployment (the CLI `npm run create-admin`): creates the account,
 * or makes an existing account an administrator and sets its password.
 */
export async function createAdministrator(
  db: Db,
  input: unknown,
  options: { passwordHashCost?: PasswordHashCost } = {},
): Promise<{ id: string; created: boolean }> {
  const data = parseInput(createAdminSchema, input);
  const hash = await hashPassword(data.password, options.passwordHashCost);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(sql`lower(${profiles.email})`, data.email));
    if (existing) {
      await tx.update(profiles).set({ is_admin: true, updated_at: new Date() }).where(eq(profiles.id, existing.id));
      const updated = await tx
        .update(credentials)
        .set({ password: hash, updated_at: new Date() })
        .where(eq(credentials.user_id, existing.id))
        .returning({ id: credentials.id });
      if (updated.length === 0) {
        await tx.insert(credentials).values({ account_id: existing.id, provider_id: "credential", user_id: existing.id, password: hash });
      }
      return { id: existing.id, created: false };
    }
    const [row] = await tx
      .insert(profiles)
      .values({ name: data.name, email: data.email, email_verified: true, user_type: "seller", is_admin: true })
      .returning({ id: profiles.id });
    if (!row) throw new AppError("INTERNAL");
    await tx.insert(credentials).values({ account_id: row.id, provider_id: "credential", user_id: row.id, password: hash });
    return { id: row.id, created: true };
  });
}
