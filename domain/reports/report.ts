import { array, enums, nullable, number, optional, record, refine, string, type, union, type Infer } from 'superstruct';
import { answerOf, ListMeta } from '../api/envelope';
import { END_DATE_BEFORE_START_DATE, INVALID_DATE } from '../common-messages';
import { isValidDateString } from '../date-input';
import { StatementCheck } from '../financial-statements';
import { wholeNumber } from '../paging';
import { REPORT_FORMATS, type ReportFileFormat } from './formats';
import { REPORT_MAX_PAGE_SIZE } from './report-page';

// A report of the brokerage's business: one or more tables over a period, their totals, and the
// checks its figures pass against the books. Every report of /reports has this one shape, so one
// screen shows it and one exporter writes it as CSV, Excel or PDF.

export { REPORT_CONTENT_TYPES, REPORT_FORMATS, type ReportFileFormat, type ReportFormat } from './formats';

/**
 * How a column's cells read: `amount` is naira text ('1500.00', exact), `count` a whole number,
 * `date` a 'yyyy-MM-dd' day, `text` anything else.
 */
export const REPORT_COLUMN_KINDS = ['text', 'amount', 'count', 'date'] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

export const ReportColumn = type({ key: string(), header: string(), kind: enums(REPORT_COLUMN_KINDS) });
export type ReportColumn = Infer<typeof ReportColumn>;

export const ReportCell = nullable(union([string(), number()]));
export type ReportCell = Infer<typeof ReportCell>;

export const ReportRow = type({
  cells: record(string(), ReportCell),
  /** The app's page of the record behind the line (`/policies/…`, `/invoice-details/…`), for drill-down. */
  link: optional(string()),
});
export type ReportRow = Infer<typeof ReportRow>;

export const ReportTable = type({
  /** Shown over the table when a report has more than one. */
  title: optional(string()),
  columns: array(ReportColumn),
  rows: array(ReportRow),
  /** The totals line, by column key; null when the table has no totals. */
  totals: nullable(record(string(), ReportCell)),
  /** A long table on screen: its rows are this page of `total` lines, its totals cover every page. Files hold every line. */
  page: optional(ListMeta),
});
export type ReportTable = Infer<typeof ReportTable>;

export const Report = type({
  kind: string(),
  title: string(),
  start_date: string(),
  end_date: string(),
  tables: array(ReportTable),
  /** Identities the figures pass against the ledger, as the financial statements state theirs. */
  checks: array(StatementCheck),
  notes: array(string()),
});
export type Report = Infer<typeof Report>;
export const ReportResponse = answerOf(Report);

const day = () => refine(string(), 'date', (value) => isValidDateString(value.trim()) || INVALID_DATE);

/**
 * A report's period, both ends inclusive (its default period up to today when left out), the file
 * asked for, and the page of its long tables shown on screen (from 1, of `limit` lines).
 */
export const ReportQuery = refine(
  type({
    startDate: optional(day()),
    endDate: optional(day()),
    format: optional(enums(REPORT_FORMATS)),
    page: wholeNumber('page'),
    limit: wholeNumber('limit', REPORT_MAX_PAGE_SIZE),
  }),
  'period',
  (value) =>
    !value.startDate ||
    !value.endDate ||
    value.startDate.trim() <= value.endDate.trim() || { path: ['endDate'], message: END_DATE_BEFORE_START_DATE },
);
export type ReportQuery = Infer<typeof ReportQuery>;

export const reportFileName = (kind: string, period: { start_date: string; end_date: string }, format: ReportFileFormat): string =>
  `${kind}-${period.start_date}-to-${period.end_date}.${format}`;
