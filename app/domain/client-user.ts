import type { SessionUser } from "~/domain/session-user";

/** What every page gets to know about the signed-in user (the root loader sends only this). */
export type ClientUser = Pick<SessionUser, "id" | "name" | "email" | "user_type" | "is_admin" | "premium_active"> & {
  /** The header's user menu: the first name and its initial, derived here (a page rendered for many
   * readers has each of its reader's values filled in as they are, not computed from another). */
  first_name: string;
  initial: string;
};

export function toClientUser(user: SessionUser): ClientUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    user_type: user.user_type,
    is_admin: user.is_admin,
    premium_active: user.premium_active,
    first_name: firstName(user.name),
    initial: firstName(user.name).charAt(0).toUpperCase(),
  };
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
