import { checkLines, linesOf, minorOf, totals, TransactionPayload } from '../../domain/journal';
import { validatePayload } from '../../domain/validation';
import type { FieldError } from '../../domain/validation';
import type { DraftLine, TransactionDraft } from './transaction-approval.types';

// The form's draft as the API's payload, and the checks it must pass before it may be sent.

export const BASE_CURRENCY = 'NGN';

export const emptyLine = (key: number): DraftLine => ({ key, accountId: '', debit: '', credit: '', description: '' });

/** A new transaction: dated `today`, in naira, with two empty lines (keys 1 and 2). */
export function emptyDraft(today: string): TransactionDraft {
  return {
    refNo: '',
    transactionDate: today,
    description: '',
    currency: BASE_CURRENCY,
    exchangeRate: '1',
    lines: [emptyLine(1), emptyLine(2)],
  };
}

const amountText = (text: string) => {
  const plain = text.replace(/,/g, '').trim();
  return plain === '' ? null : plain;
};

export function draftPayload(draft: TransactionDraft): TransactionPayload {
  const foreign = draft.currency !== BASE_CURRENCY;
  return {
    refNo: draft.refNo.trim() || null,
    transactionDate: draft.transactionDate,
    description: draft.description,
    currency: draft.currency,
    exchangeRate: foreign ? draft.exchangeRate.trim() || null : null,
    lines: draft.lines.map((line) => ({
      accountId: line.accountId,
      debit: amountText(line.debit),
      credit: amountText(line.credit),
      description: line.description.trim() || null,
    })),
  };
}

/** Debits and credits so far, in minor units of the draft's currency; an unreadable amount counts 0. */
export function draftTotals(draft: TransactionDraft): { debit: number; credit: number; difference: number } {
  const { debit, credit } = totals(linesOf(draftPayload(draft)));
  return { debit, credit, difference: debit - credit };
}

/**
 * The lines may be sent: every line has an account and one readable amount, and they keep every
 * rule of checkLines (balanced to the kobo, at least two, not one account on both sides of two).
 */
export function linesReady(draft: TransactionDraft): boolean {
  const readable = draft.lines.every(
    (line) => line.accountId !== '' && minorOf(amountText(line.debit)) !== null && minorOf(amountText(line.credit)) !== null,
  );
  return readable && checkLines(linesOf(draftPayload(draft))).length === 0;
}

/** What the server would refuse in the draft, field by field (the payload's rules, then the lines'). */
export function draftProblems(draft: TransactionDraft): FieldError[] {
  const payload = draftPayload(draft);
  const checked = validatePayload(TransactionPayload, payload);
  if (!checked.ok) return checked.errors;
  return checkLines(linesOf(payload));
}
