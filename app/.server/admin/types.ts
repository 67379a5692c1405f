import type { SessionUser } from "~/domain/session-user";
import type { Services } from "../services";

/** What admin operations use: the database, live events for notifications, the log, photo storage. */
export type AdminDeps = Pick<Services, "db" | "events" | "logger" | "storage">;

/** The administrator acting (already checked by requireAdmin / requireAdminPage). */
export type Actor = Pick<SessionUser, "id" | "email">;
