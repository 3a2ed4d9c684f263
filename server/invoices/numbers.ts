import { and, eq, sql } from 'drizzle-orm';
import { INVOICE_NO_TAKEN } from '../../domain/messages';
import { isUniqueViolation } from '../db/pg-errors';
import { invoiceCounters, invoices } from '../db/schema';
import { invalidInput } from '../http/errors';
import type { Transaction } from '../db/client';

// Invoice numbers: the one the user typed, unique in the brokerage, or the next INV/<year>/000001.

const UNIQUE_NUMBER = 'invoices_tenant_no_key';

export const invoiceNoTaken = () => invalidInput([{ field: 'invoiceNo', message: INVOICE_NO_TAKEN }]);

export async function isInvoiceNoTaken(tx: Transaction, tenantId: string, invoiceNo: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.invoiceNo, invoiceNo)));
  return Boolean(row);
}

/**
 * The next free number, INV/<year of issue>/000001 onwards. The counter row is taken for update
 * until the transaction ends, so two invoices never draw the same value; numbers someone typed are
 * skipped.
 */
export async function nextInvoiceNo(tx: Transaction, tenantId: string, issueDate: string): Promise<string> {
  for (;;) {
    const [counter] = await tx
      .insert(invoiceCounters)
      .values({ tenantId, lastValue: 1 })
      .onConflictDoUpdate({ target: invoiceCounters.tenantId, set: { lastValue: sql`${invoiceCounters.lastValue} + 1` } })
      .returning({ value: invoiceCounters.lastValue });
    const invoiceNo = `INV/${issueDate.slice(0, 4)}/${String(counter!.value).padStart(6, '0')}`;
    if (!(await isInvoiceNoTaken(tx, tenantId, invoiceNo))) return invoiceNo;
  }
}

/** Whether the error is the database refusing a second invoice with the same number (two saves racing). */
export function isInvoiceNoClash(error: unknown): boolean {
  return isUniqueViolation(error, UNIQUE_NUMBER);
}
