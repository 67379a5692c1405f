import type { Services } from "../services";

/** What admin operations use: the database, live events for notifications, the log, photo storage. */
export type AdminDeps = Pick<Services, "db" | "events" | "logger" | "storage">;

/** One page of a list with its position (pages clamped to [1, last], document 2 §5). */
export type Page<T> = { items: T[]; total: number; page: number; page_count: number; page_size: number };

export function clampPage(requested: number, total: number, pageSize: number): { page: number; pageCount: number; offset: number } {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, requested), pageCount);
  return { page, pageCount, offset: (page - 1) * pageSize };
}

/** `%text%` for LIKE, with the pattern characters of the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
