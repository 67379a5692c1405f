import type { SessionUser } from "~/domain/session-user";
import { failWith, ownedProperty, type PropertyDeps, type PropertyRow } from "./owner-rules";

/** The property for its edit page: the owner only ('Qasje e paautorizuar' for anyone else). */
export async function getOwnProperty(deps: Pick<PropertyDeps, "db" | "logger">, user: SessionUser, id: unknown): Promise<PropertyRow> {
  return ownedProperty(deps.db, { userId: user.id, id }).catch(failWith("PROPERTY_LOAD_FAILED", deps.logger));
}
