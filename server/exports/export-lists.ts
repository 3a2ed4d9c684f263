import { assign, omit, refine, string, type, type Struct } from 'superstruct';
import { USER_READERS } from '../access/user-routes';
import { listUsers, UserListQuery } from '../access/users';
import { TransactionPageQuery } from '../accounting/transaction-routes';
import { listTransactions } from '../accounting/transactions';
import { holders, holds, type Access } from '../auth/authorize';
import { listClaims, ClaimListQuery } from '../claims/list';
import { ClientPageQuery, listAllClients } from '../clients/search';
import { pagingOf } from '../http/params';
import { InvoiceListQuery, listInvoices } from '../invoices/list';
import { allRemitted, ScheduleListQuery, scheduleFilters } from '../invoices/schedules';
import { listPolicies, PolicyListQuery } from '../policies/list';
import { ExpiringQuery, listExpiring } from '../policies/renewals';
import { listQuotes, QuoteListQuery } from '../quotes/list';
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
import { keysetBatches, pagedBatches } from './list-batches';
import { EXPORT_FORMATS, type Batch, type ExportColumn, type ExportFormat } from './stream-export';
import type { Grants } from '../auth/grants-cache';
import type { Transaction } from '../db/client';

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

export const EXPORT_LISTS = {
  invoices: exportList({
    title: 'Invoices',
    access: holders('View Invoices'),
    query: exportQuery(omit(InvoiceListQuery, [...KEYSET_PAGING])),
    columns: INVOICE_COLUMNS,
    read: (reading, filters) =>
      keysetBatches(async (cursor) => {
        const { invoices, meta } = await listInvoices(
          reading.tx,
          reading.tenantId,
          { ...filters, ...batchAfter(reading, cursor) },
          reading.exactTotal,
        );
        return { rows: invoices, meta };
      }),
  }),
  clients: exportList({
    title: 'Clients',
    access: holders('View Clients'),
    query: exportQuery(omit(ClientPageQuery, [...KEYSET_PAGING])),
    columns: CLIENT_COLUMNS,
    read: (reading, filters) =>
      keysetBatches(async (cursor) => {
        const query = { ...filters, ...batchAfter(reading, cursor) };
        const page = await listAllClients(reading.tx, reading.tenantId, query, query, reading.exactTotal);
        return { rows: page.data, meta: page.meta };
      }),
  }),
  policies: exportList({
    title: 'Policies',
    access: holders('View Policies'),
    query: exportQuery(omit(PolicyListQuery, [...KEYSET_PAGING])),
    columns: POLICY_COLUMNS,
    read: (reading, filters) =>
      keysetBatches(async (cursor) => {
        const page = await listPolicies(reading.tx, reading.tenantId, { ...filters, ...batchAfter(reading, cursor) }, reading.exactTotal);
        return { rows: page.data, meta: page.meta };
      }),
  }),
  quotes: exportList({
    title: 'Quotes',
    access: holders('View Quotes'),
    query: exportQuery(omit(QuoteListQuery, [...KEYSET_PAGING])),
    columns: QUOTE_COLUMNS,
    read: (reading, filters) =>
      keysetBatches(async (cursor) => {
        const page = await listQuotes(reading.tx, reading.tenantId, { ...filters, ...batchAfter(reading, cursor) }, reading.exactTotal);
        return { rows: page.data, meta: page.meta };
      }),
  }),
  claims: exportList({
    title: 'Claims',
    access: holders('View Claims'),
    query: exportQuery(omit(ClaimListQuery, [...KEYSET_PAGING])),
    columns: CLAIM_COLUMNS,
    read: (reading, filters) =>
      keysetBatches(async (cursor) => {
        const page = await listClaims(reading.tx, reading.tenantId, { ...filters, ...batchAfter(reading, cursor) });
        return { rows: page.data, meta: page.meta };
      }),
  }),
  transactions: exportList({
    title: 'Transactions',
    access: holders(['View Accounts', 'Create Transaction', 'Approve Transaction']),
    query: exportQuery(omit(TransactionPageQuery, [...KEYSET_PAGING])),
    columns: TRANSACTION_COLUMNS,
    read: (reading, filters) => {
      const viewer = { userId: reading.userId, canApprove: holds(reading.grants, 'Approve Transaction') };
      return keysetBatches(async (cursor) => {
        const query = { ...filters, ...batchAfter(reading, cursor) };
        const page = await listTransactions(reading.tx, reading.tenantId, query, viewer, reading.exactTotal);
        return { rows: page.data, meta: page.meta };
      });
    },
  }),
  remittances: exportList({
    title: 'Remittances',
    access: holders('Manage Remittance Schedules'),
    query: exportQuery(omit(ScheduleListQuery, [...PAGING])),
    columns: REMITTANCE_COLUMNS,
    read: (reading, filters) =>
      pagedBatches(reading.batchRows, async (paging) => {
        const { data, total } = await allRemitted(reading.tx, reading.tenantId, scheduleFilters(filters), pagingOf(paging));
        return { rows: data, total };
      }),
  }),
  users: exportList({
    title: 'Users',
    access: holders(USER_READERS),
    query: exportQuery(omit(UserListQuery, [...PAGING])),
    columns: USER_COLUMNS,
    read: (reading, filters) =>
      pagedBatches(reading.batchRows, async (paging) => {
        const { data, total } = await listUsers(reading.tx, reading.tenantId, filters, pagingOf(paging));
        return { rows: data, total };
      }),
  }),
  'expiring-policies': exportList({
    title: 'Expiring Policies',
    access: holders(['View Policies', 'View Client Reports']),
    query: exportQuery(omit(ExpiringQuery, [...PAGING])),
    columns: EXPIRING_POLICY_COLUMNS,
    read: (reading, filters) =>
      pagedBatches(reading.batchRows, async (paging) => {
        const { data, meta } = await listExpiring(reading.tx, reading.tenantId, { ...filters, ...paging });
        return { rows: data, total: meta.total };
      }),
  }),
};

export type ExportListName = keyof typeof EXPORT_LISTS;
