import type { Batch } from './stream-export';

// A list read in batches through its own list function, the way its screen pages through it.

/** A page of a list paged by key: its rows, its total and the cursor of the page after (`meta.next`). */
export interface KeyedPage<Row> {
  rows: readonly Row[];
  meta: { total: number; totalIsEstimate: boolean; next: string | null };
}

/** Keyset lists: each batch starts after the last one's `meta.next`. */
export async function keysetBatches<Row>(
  read: (cursor: string | undefined) => Promise<KeyedPage<Row>>,
  cursor?: string,
): Promise<Batch<Row>> {
  const page = await read(cursor);
  const next = page.meta.next;
  return {
    rows: page.rows,
    total: page.meta.total,
    totalIsEstimate: page.meta.totalIsEstimate,
    next: next ? () => keysetBatches(read, next) : null,
  };
}

/** Lists paged by number: batch after batch of `size` rows until the total is read or a batch comes short. */
export async function pagedBatches<Row>(
  size: number,
  read: (paging: { page: number; limit: number }) => Promise<{ rows: readonly Row[]; total: number }>,
  page = 1,
): Promise<Batch<Row>> {
  const { rows, total } = await read({ page, limit: size });
  const more = rows.length === size && page * size < total;
  return { rows, total, totalIsEstimate: false, next: more ? () => pagedBatches(size, read, page + 1) : null };
}
