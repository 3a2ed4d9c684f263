import type { ListMeta } from '../../domain/api/envelope';

/** One page of a list that can grow: its rows and where it stands (the total may be an estimate). */
export interface ListPage<Row> {
  rows: Row[];
  page: number;
  pages: number;
  total: number;
  totalIsEstimate: boolean;
}

/** A paged answer (`{ data, meta }`) as the paged table reads it. */
export const listPageOf = <Row>(answer: { data: Row[]; meta: ListMeta }): ListPage<Row> => ({
  rows: answer.data,
  page: answer.meta.page,
  pages: answer.meta.pages,
  total: answer.meta.total,
  totalIsEstimate: answer.meta.totalIsEstimate === true,
});
