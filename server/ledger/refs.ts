import { and, eq, sql } from 'drizzle-orm';
import { normaliseRefNo } from '../../domain/journal';
import { journalEntries, journalRefCounters } from '../db/schema';
import type { EntrySource } from '../../domain/accounting';
import type { Transaction } from '../db/client';

const PREFIXES: Record<EntrySource, string> = {
  manual: 'JV',
  reversal: 'REV',
  invoice: 'INV',
  payment: 'RCT',
  premium_remittance: 'REM',
  vat_remittance: 'VAT',
  refund: 'RFD',
  endorsement: 'END',
  invoice_deletion: 'DEL',
  opening_balance: 'OB',
  claim_settlement: 'CLM',
};

/** The next free reference number for a kind of entry (JV-000001, RCT-000001, …), skipping any a person typed. */
export async function nextRefNo(tx: Transaction, tenantId: string, source: EntrySource): Promise<string> {
  const prefix = PREFIXES[source];
  for (;;) {
    const [counter] = await tx
      .insert(journalRefCounters)
      .values({ tenantId, prefix, lastValue: 1 })
      .onConflictDoUpdate({
        target: [journalRefCounters.tenantId, journalRefCounters.prefix],
        set: { lastValue: sql`${journalRefCounters.lastValue} + 1` },
      })
      .returning({ value: journalRefCounters.lastValue });
    const refNo = `${prefix}-${String(counter!.value).padStart(6, '0')}`;
    if (!(await refNoTaken(tx, tenantId, refNo))) return refNo;
  }
}

export async function refNoTaken(tx: Transaction, tenantId: string, refNo: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.tenantId, tenantId), eq(journalEntries.refNo, normaliseRefNo(refNo))));
  return Boolean(row);
}
