import { and, count, eq, ne } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { featuredSchema } from "~/domain/schemas/admin";
import { parseInput } from "~/domain/schemas/parse";
import { properties } from "../db/schema";
import { getSettingsGroup } from "../platform/settings";
import { recordAudit } from "./audit";
import { isUuid } from "~/domain/ids";
import type { AdminDeps } from "./types";
import type { AdminActor } from "../auth/admin-actor";

/**
 * The featured toggle (document 2 §4): adds the property to or removes it from the featured list. The
 * list holds at most `featured_properties_limit` properties (platform settings, §3).
 */
export async function setPropertyFeatured(
  deps: Pick<AdminDeps, "db">,
  { actor, propertyId, input }: { actor: AdminActor; propertyId: string; input: unknown },
): Promise<{ id: string; featured: boolean }> {
  const { featured } = parseInput(featuredSchema, input);
  if (!isUuid(propertyId)) throw new AppError("ADMIN_PROPERTY_NOT_FOUND");
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ featured: properties.featured })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for("update");
    if (!current) throw new AppError("ADMIN_PROPERTY_NOT_FOUND");
    if (featured && !current.featured) {
      const { featured_properties_limit: limit } = await getSettingsGroup(tx, "properties");
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(properties)
        .where(and(eq(properties.featured, true), ne(properties.id, propertyId)));
      if (n >= limit) throw new AppError("ADMIN_FEATURED_LIMIT", { limit });
    }
    await tx.update(properties).set({ featured, updated_at: new Date() }).where(eq(properties.id, propertyId));
    await recordAudit(tx, { actor, action: "property.featured", target: { type: "property", id: propertyId }, details: { featured } });
    return { id: propertyId, featured };
  });
}
