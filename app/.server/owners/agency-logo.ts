import { eq } from "drizzle-orm";
import type { SessionUser } from "~/domain/session-user";
import { agencyProfiles } from "../db/schema";
import { getSettingsGroup } from "../platform/settings";
import type { PropertyDeps } from "../properties/owner-rules";
import { maxUploadBytes } from "../properties/owner-rules";
import { discardImages, processUploads, storeUploads } from "../properties/uploads";
import { requireAgency } from "./agency-details";

/** The logo an agency has now, locked for the rest of the transaction. */
async function currentLogo(tx: PropertyDeps["db"], profileId: string): Promise<string | null> {
  const [row] = await tx
    .select({ logo: agencyProfiles.logo })
    .from(agencyProfiles)
    .where(eq(agencyProfiles.profile_id, profileId))
    .for("update");
  return row?.logo ?? null;
}

/**
 * An agency's logo (issue 14 §4): checked by content like listing photos (IMAGE_INVALID 415, within
 * max_upload_size), stored under the agency's own id, replacing the previous one (whose file is then
 * deleted). Only accounts of type agency (AGENCY_ONLY 403). Returns the logo's address.
 */
export async function setAgencyLogo(deps: PropertyDeps, user: Pick<SessionUser, "id" | "user_type">, file: Blob): Promise<string> {
  requireAgency(user);
  const site = await getSettingsGroup(deps.db, "site");
  const [image] = await processUploads([file], maxUploadBytes(site));
  const [url] = await storeUploads(deps, user.id, [image!]);
  const previous = await deps.db
    .transaction(async (tx) => {
      const old = await currentLogo(tx, user.id);
      await tx
        .insert(agencyProfiles)
        .values({ profile_id: user.id, logo: url! })
        .onConflictDoUpdate({ target: agencyProfiles.profile_id, set: { logo: url!, updated_at: new Date() } });
      return old;
    })
    .catch(async (error: unknown) => {
      await discardImages(deps, [url!]);
      throw error;
    });
  if (previous) await discardImages(deps, [previous]);
  return url!;
}

/** Removes an agency's logo (and its file); none to remove is fine. */
export async function removeAgencyLogo(deps: PropertyDeps, user: Pick<SessionUser, "id" | "user_type">): Promise<void> {
  requireAgency(user);
  const previous = await deps.db.transaction(async (tx) => {
    const old = await currentLogo(tx, user.id);
    if (old) await tx.update(agencyProfiles).set({ logo: null, updated_at: new Date() }).where(eq(agencyProfiles.profile_id, user.id));
    return old;
  });
  if (previous) await discardImages(deps, [previous]);
}
