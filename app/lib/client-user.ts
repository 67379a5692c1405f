import type { SessionUser } from "~/domain/session-user";

/** What every page gets to know about the signed-in user (the root loader sends only this). */
export type ClientUser = Pick<SessionUser, "id" | "name" | "email" | "user_type" | "is_admin" | "premium_active">;

export function toClientUser(user: SessionUser): ClientUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    user_type: user.user_type,
    is_admin: user.is_admin,
    premium_active: user.premium_active,
  };
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
