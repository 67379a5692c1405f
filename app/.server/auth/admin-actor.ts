import { AppError } from "~/domain/errors";
import type { SessionUser } from "~/domain/session-user";
import type { DbOrTx } from "../db/client";
import { findProfile, toSessionUser } from "./session-user";

// The brand exists only in the types: no value carries it, so nothing but a cast can forge it, and
// casts to AdminActor are refused by lint outside this module (eslint.config.js).
declare const checkedAdministrator: unique symbol;

/**
 * A signed-in user whose administrator rights were checked for this request. Every service that only
 * administrators may call takes `actor: AdminActor`, so a caller that skipped the guard does not
 * compile (services that only read take it as `_actor`: the parameter is the proof). The guards make
 * one (the API's requireAdmin, the pages' requireAdminPage); lint lets only them (and tests, through
 * `loadAdminActor`) import `asAdminActor`.
 */
export type AdminActor = SessionUser & { readonly [checkedAdministrator]: true };

/** The check behind both guards: an administrator becomes an AdminActor, anyone else is FORBIDDEN. */
export function asAdminActor(user: SessionUser): AdminActor {
  if (!user.is_admin) throw new AppError("FORBIDDEN");
  return user as AdminActor;
}

/**
 * The same check for code that acts without a request (tests calling admin services directly): the
 * profile is read fresh from the database and must be an administrator's.
 */
export async function loadAdminActor(db: DbOrTx, userId: string): Promise<AdminActor> {
  const row = await findProfile(db, userId);
  if (!row) throw new AppError("UNAUTHENTICATED");
  return asAdminActor(toSessionUser(row));
}
