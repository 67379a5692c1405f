import type { MiddlewareHandler } from "hono";
import { AppError } from "~/domain/errors";
import { getSettingsGroup } from "../platform/settings";
import { type ApiEnv, currentUser } from "./env";

/** Calls that stay open in maintenance: signing in (administrators must get in) and out. */
const OPEN_PATHS = new Set(["/api/auth/login", "/api/auth/admin-login", "/api/auth/logout"]);
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Maintenance mode (document 2 §4, platform setting system.maintenance_mode): while it is on, every
 * write by anyone but an administrator is refused with 503 MAINTENANCE. Reads go on; the pages show
 * non-administrators the maintenance page (root middleware).
 */
export const maintenanceGuard: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (READS.has(c.req.method) || OPEN_PATHS.has(c.req.path)) return next();
  // If the settings cannot be read, the call itself will meet the same failure and answer for it.
  const maintenance = await getSettingsGroup(c.get("services").db, "system")
    .then((s) => s.maintenance_mode)
    .catch(() => false);
  if (maintenance) {
    const user = await currentUser(c);
    if (!user?.is_admin) throw new AppError("MAINTENANCE");
  }
  await next();
};
