// Paged tables (billing's transactions and invoices, usage's call records and meter reads): the
// page number from the query, and one page of a list. Used by loaders: a page gets only its rows.

/** A 1-based page number from the query; anything else is page 1. */
export function parsePage(value: string | null): number {
  return value !== null && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

export type Page<T> = { items: T[]; page: number; pageCount: number; total: number };

/** One page of `items`; a page past the end shows the last page. */
export function paginate<T>(items: readonly T[], page: number, size: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount, total: items.length };
}
