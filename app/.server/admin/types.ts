import type { Services } from "../services";

/** What admin operations use: the database, live events for notifications, the log, photo storage. */
export type AdminDeps = Pick<Services, "db" | "events" | "logger" | "storage">;
