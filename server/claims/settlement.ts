import { CLAIM_PAYMENT_MODES, type ClaimPatchPayload } from '../../domain/claims';
import { pickIgnoringCase } from '../../domain/invoices/vocabulary';
import { moneyAccount } from '../invoices/money-accounts';
import { postEntry, systemAccount } from '../ledger';
import type { Transaction } from '../db/client';
import type { ClaimRow } from './write';

// A settlement that passes through the brokerage: the insurer's money received into a cash or bank
// account and held for the client (Dr money, Cr Claims Payable to Clients), then paid on to the
// client (Dr Claims Payable, Cr money). Each is one balanced entry in the change's transaction.

interface Settling {
  tx: Transaction;
  tenantId: string;
  by: string;
  claim: ClaimRow & { clientName: string };
  amountKobo: number;
  patch: ClaimPatchPayload;
}

/** The insurer's payment, received for the client. */
export async function receiveSettlement({ tx, tenantId, by, claim, amountKobo, patch }: Settling) {
  const into = await moneyAccount(tx, tenantId, { mode: 'Bank Transfer', accountId: patch.accountId, field: 'accountId' });
  const payable = await systemAccount(tx, tenantId, 'claims_payable');
  const reference = patch.reference ? ` (${patch.reference})` : '';
  const entry = await postEntry(tx, tenantId, {
    date: patch.paymentDate!,
    description: `Claim ${claim.claimNo}: settlement received from the insurer for ${claim.clientName}${reference}`,
    source: 'claim_settlement',
    sourceId: claim.id,
    lines: [
      { accountId: into.id, debit: amountKobo },
      { accountId: payable.id, credit: amountKobo },
    ],
    by,
  });
  return { entry, account: into };
}

/** The settlement paid on to the client from the account it came into, or the one chosen. */
export async function payOnSettlement({ tx, tenantId, by, claim, amountKobo, patch }: Settling) {
  const mode = pickIgnoringCase(CLAIM_PAYMENT_MODES, patch.modeOfPayment!)!;
  const from = await moneyAccount(tx, tenantId, { mode, accountId: patch.accountId ?? claim.moneyAccountId, field: 'accountId' });
  const payable = await systemAccount(tx, tenantId, 'claims_payable');
  const reference = patch.reference ? ` ${patch.reference}` : '';
  const entry = await postEntry(tx, tenantId, {
    date: patch.paymentDate!,
    description: `Claim ${claim.claimNo}: settlement paid to ${claim.clientName} (${mode}${reference})`,
    source: 'claim_settlement',
    sourceId: claim.id,
    lines: [
      { accountId: payable.id, debit: amountKobo },
      { accountId: from.id, credit: amountKobo },
    ],
    by,
  });
  return { entry, account: from };
}
