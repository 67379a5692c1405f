import { asc } from "drizzle-orm";
import type { PartnerType } from "~/domain/partners";
import type { DbOrTx } from "../db/client";
import { partners } from "../db/schema";

export type Partner = { id: string; name: string; type: PartnerType; description: string; website: string | null; is_demo: boolean };

/** The partners /bashkepunimet shows, in their order (issue 17 §3). */
export async function listPartners(deps: { db: DbOrTx }): Promise<Partner[]> {
  const rows = await deps.db
    .select({
      id: partners.id,
      name: partners.name,
      type: partners.type,
      description: partners.description,
      website: partners.website,
      is_demo: partners.is_demo,
    })
    .from(partners)
    .orderBy(asc(partners.position), asc(partners.name));
  // The table's check allows only the known types.
  return rows.map((r) => ({ ...r, type: r.type as PartnerType }));
}
