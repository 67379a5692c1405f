import { eq } from "drizzle-orm";
import { AppError } from "~/domain/errors";
import { agencyDetailsSchema, type AgencyDetailsInput } from "~/domain/schemas/agency";
import { parseInput } from "~/domain/schemas/parse";
import { knownSpecialties } from "~/domain/agencies";
import type { SessionUser } from "~/domain/session-user";
import type { Db, DbOrTx } from "../db/client";
import { agencyProfiles } from "../db/schema";
import type { Logger } from "../logger";
import type { NotificationDeps } from "../notifications/create-notification";
import { lapseVerification, tellAdminsOfLapse } from "./verification";

/** An agency's details that a verification vouches for, besides its name. */
const REGISTERED = ["phone", "email", "website", "year_founded"] as const;

/** The details form's values: what is stored, or empty fields before the first save; and the logo's address. */
export type AgencyDetails = AgencyDetailsInput & { logo: string | null };

const EMPTY: AgencyDetails = {
  description: "",
  cities: [],
  specialties: [],
  phone: "",
  email: "",
  website: "",
  year_founded: null,
  agent_count: null,
  logo: null,
};

export function requireAgency(user: Pick<SessionUser, "user_type">) {
  if (user.user_type !== "agency") throw new AppError("AGENCY_ONLY");
}

/** An agency's own details, to edit them (/agjencia). Other accounts: AGENCY_ONLY (403). */
export async function getAgencyDetails(deps: { db: DbOrTx }, user: Pick<SessionUser, "id" | "user_type">): Promise<AgencyDetails> {
  requireAgency(user);
  const [row] = await deps.db.select().from(agencyProfiles).where(eq(agencyProfiles.profile_id, user.id)).limit(1);
  if (!row) return EMPTY;
  return {
    description: row.description,
    cities: row.cities,
    specialties: knownSpecialties(row.specialties),
    phone: row.phone ?? "",
    email: row.email ?? "",
    website: row.website ?? "",
    year_founded: row.year_founded,
    agent_count: row.agent_count,
    logo: row.logo,
  };
}

/**
 * Saves the details the agencies page and the agency's profile publish (issue 14 §4). Only the
 * agency itself, and only an account of type "agency"; an empty field is stored as none. The demo
 * flag and the rating are not the agency's to set. Changing its registered details (REGISTERED) ends a
 * verification until an administrator confirms the agency again.
 */
export async function saveAgencyDetails(
  deps: NotificationDeps & { db: Db; logger: Logger },
  user: Pick<SessionUser, "id" | "user_type" | "email" | "name">,
  input: unknown,
): Promise<AgencyDetails> {
  requireAgency(user);
  const data = parseInput(agencyDetailsSchema, input);
  const values = {
    description: data.description,
    cities: [...new Set(data.cities)],
    specialties: [...new Set(data.specialties)],
    phone: data.phone || null,
    email: data.email || null,
    website: data.website || null,
    year_founded: data.year_founded,
    agent_count: data.agent_count,
    updated_at: new Date(),
  };
  const lapse = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(agencyProfiles).where(eq(agencyProfiles.profile_id, user.id)).for("update");
    await tx
      .insert(agencyProfiles)
      .values({ profile_id: user.id, ...values })
      .onConflictDoUpdate({ target: agencyProfiles.profile_id, set: values });
    // The registered details a verification vouched for (issue 33 §5); the first save sets them.
    if (!before) return null;
    return lapseVerification(tx, user, Object.fromEntries(REGISTERED.map((key) => [key, { from: before[key], to: values[key] }])));
  });
  await tellAdminsOfLapse(deps, user.name, lapse);
  return getAgencyDetails(deps, user);
}
