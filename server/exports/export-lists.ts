import { assign, omit, refine, string, type, type Struct } from 'superstruct';
import { EXPORT_FORMATS } from '../../domain/list-export';
import { USER_READERS } from '../access/user-routes';
import { listUsers, UserListQuery } from '../access/users';
import { TRANSACTION_READERS, TransactionPageQuery } from '../accounting/transaction-routes';
import { listTransactions } from '../accounting/transactions';
import { holders, holds, type Access } from '../auth/authorize';
import { CLAIM_READERS } from '../claims/claim-routes';
import { listClaims, ClaimListQuery } from '../claims/list';
import { CLIENT_READERS } from '../clients/client-routes';
import { ClientPageQuery, listAllClients } from '../clients/search';
import { pagingOf } from '../http/params';
import { INVOICE_READERS } from '../invoices/invoice-routes';
import { InvoiceListQuery, listInvoices } from '../invoices/list';
import { REMITTANCE_READERS } from '../invoices/schedule-routes';
import { allRemitted, ScheduleListQuery, scheduleFilters } from '../invoices/schedules';
import { listPolicies, PolicyListQuery } from '../policies/list';
import { EXPIRING_POLICY_READERS, POLICY_READERS } from '../policies/policy-routes';
import { ExpiringQuery, listExpiring } from '../policies/renewals';
import { listQuotes, QuoteListQuery } from '../quotes/list';
import { QUOTE_READERS } from '../quotes/quote-routes';
import {
  CLAIM_COLUMNS,
  CLIENT_COLUMNS,
  EXPIRING_POLICY_COLUMNS,
  INVOICE_COLUMNS,
  POLICY_COLUMNS,
  QUOTE_COLUMNS,
  REMITTANCE_COLUMNS,
  TRANSACTION_COLUMNS,
  USER_COLUMNS,
} from './export-columns';
import { keysetBatches, pagedBatches, type KeyedPage } from './list-batches';
import type { ExportList as ExportListName, ExportFormat } from '../../domain/list-export';
import type { Grants } from '../auth/grants-cache';
import type { Transaction } from '../db/client';
import type { Paging } from '../http/paging';
import type { Batch, ExportColumn } from './stream-export';

// Every list that exports (GET /exports/{list}): who may read it (its own GET's access), the
// filters its own GET accepts (its query struct without paging), its columns, and how it is read a
// batch at a time through its own list function.

/** Who reads the list and how: the request's transaction, its brokerage and user, their grants, and the batch size. */
export interface ListReading {
  tx: Transaction;
  tenantId: string;
  userId: string;
  grants: Grants;
  batchRows: number;
  /** The lists' LIST_EXACT_TOTAL, so the export's row count is the one the list's first page shows. */
  exactTotal: number;
}

export interface ExportList<Q = unknown, Row = unknown> {
  /** The workbook's sheet. */
  title: string;
  access: Access;
  /** `format` and the list's own filters. */
  query: Struct<Q & { format: ExportFormat }, unknown>;
  columns: readonly ExportColumn<Row>[];
  /** The first batch; each batch says how to read the next. */
  read: (reading: ListReading, filters: Q) => Promise<Batch<Row>>;
}

const FormatQuery = type({
  format: refine(string(), 'format', (value) => (EXPORT_FORMATS as readonly string[]).includes(value) || 'Choose csv or xlsx'),
});

/** The list's own filters (its query struct without paging) and the file's format. */
type ObjectStruct = Parameters<typeof assign>[0];
const exportQuery = <T extends object>(filters: Struct<T, ObjectStruct['schema']>) =>
  assign(filters as unknown as ObjectStruct, FormatQuery) as unknown as Struct<T & { format: ExportFormat }, unknown>;

/** Checks one list's parts against each other, then files it with the others. */
const exportList = <Q, Row>(list: ExportList<Q, Row>) => list as unknown as ExportList;

/** A keyset list's batch: the filters as given, never a page number (a batch follows the cursor). */
const batchAfter = (reading: ListReading, cursor: string | undefined) => ({ page: undefined, limit: reading.batchRows, cursor });
const KEYSET_PAGING = ['page', 'limit', 'cursor'] as const;
const PAGING = ['page', 'limit'] as const;

type KeysetQuery = ReturnType<typeof batchAfter>;
type Listed<Row> = Promise<{ data: readonly Row[]; meta: KeyedPage<Row>['meta'] }>;

/** A list paged by key, read batch after batch through its own list function, with the filters it was given. */
const keysetRead =
  <Q, Row>(list: (reading: ListReading, query: Q & KeysetQuery) => Listed<Row>) =>
  (reading: ListReading, filters: Q) =>
    keysetBatches(async (cursor) => {
      // The file's row count went out with the first batch: the later ones need no count of the whole list.
      const counting = cursor === undefined ? reading : { ...reading, exactTotal: 0 };
      const page = await list(counting, { ...filters, ...batchAfter(reading, cursor) });
      return { rows: page.data, meta: page.meta };
    });

/** A list paged by number, read a page of a batch's size at a time. */
const pagedRead =
  <Q, Row>(list: (reading: ListReading, filters: Q, paging: Paging) => Promise<{ data: readonly Row[]; total: number }>) =>
  (reading: ListReading, filters: Q) =>
    pagedBatches(reading.batchRows, async (paging) => {
      const { data, total } = await list(reading, filters, pagingOf(paging));
      return { rows: data, total };
    });

/** Every list of domain/list-export.ts, each with its export. */
export const EXPORTS: Record<ExportListName, ExportList> = {
  invoices: exportList({
    title: 'Invoices',
    access: holders(INVOICE_READERS),
    query: exportQuery(omit(InvoiceListQuery, [...KEYSET_PAGING])),
    columns: INVOICE_COLUMNS,
    read: keysetRead(async (r, query) => {
      const { invoices, meta } = await listInvoices(r.tx, r.tenantId, query, r.exactTotal);
      return { data: invoices, meta };
    }),
  }),
  clients: exportList({
    title: 'Clients',
    access: holders(CLIENT_READERS),
    query: exportQuery(omit(ClientPageQuery, [...KEYSET_PAGING])),
    columns: CLIENT_COLUMNS,
    read: keysetRead((r, query) => listAllClients(r.tx, r.tenantId, query, query, r.exactTotal)),
  }),
  policies: exportList({
    title: 'Policies',
    access: holders(POLICY_READERS),
    query: exportQuery(omit(PolicyListQuery, [...KEYSET_PAGING])),
    columns: POLICY_COLUMNS,
    read: keysetRead((r, query) => listPolicies(r.tx, r.tenantId, query, r.exactTotal)),
  }),
  quotes: exportList({
    title: 'Quotes',
    access: holders(QUOTE_READERS),
    query: exportQuery(omit(QuoteListQuery, [...KEYSET_PAGING])),
    columns: QUOTE_COLUMNS,
    read: keysetRead((r, query) => listQuotes(r.tx, r.tenantId, query, r.exactTotal)),
  }),
  claims: exportList({
    title: 'Claims',
    access: holders(CLAIM_READERS),
    query: exportQuery(omit(ClaimListQuery, [...KEYSET_PAGING])),
    columns: CLAIM_COLUMNS,
    read: keysetRead((r, query) => listClaims(r.tx, r.tenantId, query)),
  }),
  transactions: exportList({
    title: 'Transactions',
    access: holders(TRANSACTION_READERS),
    query: exportQuery(omit(TransactionPageQuery, [...KEYSET_PAGING])),
    columns: TRANSACTION_COLUMNS,
    read: keysetRead((r, query) => {
      const viewer = { userId: r.userId, canApprove: holds(r.grants, 'Approve Transaction') };
      return listTransactions(r.tx, r.tenantId, query, viewer, r.exactTotal);
    }),
  }),
  remittances: exportList({
    title: 'Remittances',
    access: holders(REMITTANCE_READERS),
    query: exportQuery(omit(ScheduleListQuery, [...PAGING])),
    columns: REMITTANCE_COLUMNS,
    read: pagedRead((r, filters, paging) => allRemitted(r.tx, r.tenantId, scheduleFilters(filters), paging)),
  }),
  users: exportList({
    title: 'Users',
    access: holders(USER_READERS),
    query: exportQuery(omit(UserListQuery, [...PAGING])),
    columns: USER_COLUMNS,
    read: pagedRead((r, filters, paging) => listUsers(r.tx, r.tenantId, filters, paging)),
  }),
  'expiring-policies': exportList({
    title: 'Expiring Policies',
    access: holders(EXPIRING_POLICY_READERS),
    query: exportQuery(omit(ExpiringQuery, [...PAGING])),
    columns: EXPIRING_POLICY_COLUMNS,
    read: pagedRead(async (r, filters, paging) => {
      const { data, meta } = await listExpiring(r.tx, r.tenantId, { ...filters, page: paging.page, limit: paging.limit });
      return { data, total: meta.total };
    }),
  }),
};
