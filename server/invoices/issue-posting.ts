import { eq } from 'drizzle-orm';
import { ENDORSEMENT_REMITTANCE, netPremiumKobo } from '../../domain/invoices';
import { invoices } from '../db/schema';
import {
  clientAccount,
  findClientAccount,
  insurerPayableAccount,
  postEntry,
  systemAccount,
  type JournalEntryRow,
  type PostingLine,
} from '../ledger';
import { rebuildPositions } from './positions';
import type { Transaction } from '../db/client';
import type { InvoiceRow } from './read';

// Issuing an invoice bills the client: Dr the client's account for the premium; Cr the insurer's
// payable for the net premium, commission income for the commission and VAT output for its VAT.
// A return premium (POLICY_EDORSEMENT_REMITTANCE) is the same entry the other way: the client is
// owed the premium, the insurer owes back its share, the commission and the VAT on it are reversed.

export const clientIdOf = (row: InvoiceRow): string => (row.individualClientId ?? row.corporateClientId)!;

/**
 * Posts the invoice's issue entry (dated its issue date unless told) and records it on the row;
 * 409 CLIENT_ACCOUNT_MISSING when the client has no ledger account yet. Answers the row as it is now.
 */
export async function postIssue(
  tx: Transaction,
  tenantId: string,
  row: InvoiceRow,
  by: string | null,
  date = row.issueDate,
): Promise<InvoiceRow> {
  const client = await clientAccount(tx, tenantId, clientIdOf(row));
  const insurer = await insurerPayableAccount(tx, tenantId, row.insuranceProviderId);
  const commission = await systemAccount(tx, tenantId, 'commission_income');
  const vat = await systemAccount(tx, tenantId, 'vat_output');
  const billed: PostingLine[] = [
    { accountId: client.id, debit: row.premiumKobo },
    { accountId: insurer.id, credit: netPremiumKobo(row) },
    { accountId: commission.id, credit: row.commissionKobo },
    { accountId: vat.id, credit: row.vatKobo },
  ];
  const returned = row.transactionType === ENDORSEMENT_REMITTANCE;
  const lines = billed
    .map((line) => (returned ? { accountId: line.accountId, debit: line.credit, credit: line.debit } : line))
    .filter((line) => (line.debit ?? line.credit ?? 0) > 0);
  const entry: JournalEntryRow = await postEntry(tx, tenantId, {
    date,
    description: returned
      ? `Invoice ${row.invoiceNo} issued: return premium owed to the client, commission and VAT reversed`
      : `Invoice ${row.invoiceNo} issued: premium billed to the client`,
    source: 'invoice',
    sourceId: row.id,
    lines,
    by,
  });
  const [updated] = await tx.update(invoices).set({ issueEntryId: entry.id }).where(eq(invoices.id, row.id)).returning();
  await rebuildPositions(tx, tenantId, [row.id]);
  return updated!;
}

/** Posts the issue entry when the client has a ledger account; otherwise it waits for the first payment or update. */
export async function postIssueIfPossible(
  tx: Transaction,
  tenantId: string,
  row: InvoiceRow,
  by: string | null,
  date = row.issueDate,
): Promise<InvoiceRow> {
  if (row.issueEntryId) return row;
  if (!(await findClientAccount(tx, tenantId, clientIdOf(row)))) return row;
  return postIssue(tx, tenantId, row, by, date);
}
