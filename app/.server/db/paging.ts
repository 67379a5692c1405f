/** One page of a list with its position (pages clamped to [1, last], document 2 §5). */
export type Page<T> = { items: T[]; total: number; page: number; page_count: number; page_size: number };

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The requested page within [1, last], and the rows to skip to reach it. */
export function clampPage(requested: number, total: number, pageSize: number): { page: number; pageCount: number; offset: number } {
  const pageCount = pageCountOf(total, pageSize);
  const page = Math.min(Math.max(1, requested), pageCount);
  return { page, pageCount, offset: (page - 1) * pageSize };
}
