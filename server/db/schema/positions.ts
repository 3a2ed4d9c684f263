import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { kobo } from './columns';
import { invoices } from './invoices';
import { tenantId } from './owners';
import { insuranceProviders } from './reference';

// Where each invoice's premium stood, kept as its payments and remittances happen, so the NAICOM
// returns read a few rows per insurer instead of recomputing every invoice of the book.

const insurerId = () =>
  integer('insurance_provider_id')
    .notNull()
    .references(() => insuranceProviders.id);

/**
 * An invoice's position from the evening of `valid_from` until the day before `valid_to` (none:
 * still so), rebuilt whole from the invoice's source rows whenever anything about it changes.
 */
export const invoicePositions = pgTable(
  'invoice_positions',
  {
    tenantId: tenantId(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    insuranceProviderId: insurerId(),
    returned: boolean('returned').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    netKobo: kobo('net_kobo'),
    commissionKobo: kobo('commission_kobo'),
    vatKobo: kobo('vat_kobo'),
    collectedKobo: kobo('collected_kobo'),
    remittedKobo: kobo('remitted_kobo'),
    directKobo: kobo('direct_kobo'),
    directShareKobo: kobo('direct_share_kobo'),
    unremittedKobo: kobo('unremitted_kobo'),
    paidOn: date('paid_on'),
    commissionKeptKobo: kobo('commission_kept_kobo'),
    commissionCapturedKobo: kobo('commission_captured_kobo'),
    commissionReceivableKobo: kobo('commission_receivable_kobo'),
    receivedBackKobo: kobo('received_back_kobo'),
    owedKobo: kobo('owed_kobo'),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.validFrom] }),
    // The schedule of unremitted premium reads only the spans with premium in hand that were still
    // open at its day: those ending after it, or not ended (IS NULL, which a btree answers).
    index('invoice_positions_unremitted_until_idx')
      .on(t.tenantId, t.validTo)
      .where(sql`${t.unremittedKobo} > 0`),
  ],
);

const positionTotalColumns = () => ({
  tenantId: tenantId(),
  insuranceProviderId: insurerId(),
  returned: boolean('returned').notNull(),
  invoiceCount: integer('invoice_count').notNull().default(0),
  collectedKobo: kobo('collected_kobo'),
  unremittedKobo: kobo('unremitted_kobo'),
  owedKobo: kobo('owed_kobo'),
  commissionKobo: kobo('commission_kobo'),
  vatKobo: kobo('vat_kobo'),
  commissionKeptKobo: kobo('commission_kept_kobo'),
  commissionCapturedKobo: kobo('commission_captured_kobo'),
  commissionReceivableKobo: kobo('commission_receivable_kobo'),
});

/**
 * How the summed positions of an insurer's invoices (return premiums apart) moved on a day: a span
 * adds its figures on its first day and takes them away on `valid_to`. Summed up to a day, its totals.
 */
export const positionDailyMoves = pgTable('position_daily_moves', { ...positionTotalColumns(), day: date('day').notNull() }, (t) => [
  primaryKey({ columns: [t.tenantId, t.day, t.insuranceProviderId, t.returned] }),
]);

/** The same per month (`month` is its first day): totals at a day read the months before and that month's days. */
export const positionMonthlyMoves = pgTable(
  'position_monthly_moves',
  { ...positionTotalColumns(), month: date('month').notNull() },
  (t) => [primaryKey({ columns: [t.tenantId, t.month, t.insuranceProviderId, t.returned] })],
);
