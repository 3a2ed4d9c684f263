import { account } from '../chart-of-accounts/fixtures';
import type { AccountSubTypeCode } from '../../domain/accounting';
import type { LedgerAccount } from '../../domain/chart';
import type { Currency } from '../../domain/currencies';
import type {
  AccountTransaction,
  TransactionAccount,
  TransactionDetails,
  TransactionLine,
  TransactionSummary,
} from '../../domain/transactions';
import type { TransactionDraft } from '../../machines/transaction-approval/transaction-approval.types';

// Shaped as server/accounting/{transaction,chart,currency}-routes.ts answer them.

const uuid = (n: number) => `0e9c6a52-4b1d-4c2e-8f00-${String(n).padStart(12, '0')}`;

/** An account of the chart, its id in this file's own range. */
const ledgerAccount = (
  n: number,
  code: string,
  name: string,
  type: AccountSubTypeCode,
  extra: Partial<LedgerAccount> = {},
): LedgerAccount => account(uuid(n), code, name, type, extra);

const under = (parent: LedgerAccount): Partial<LedgerAccount> => ({
  is_main_account: false,
  parent_account_id: parent.account_code_pk,
  parent_account_code: parent.account_code,
});

export const CASH_AND_BANK = ledgerAccount(1000, '1000', 'Cash and Bank', 'cash_and_bank', { has_sub_accounts: true, postable: false });
export const CASH_IN_HAND = ledgerAccount(1010, '1010', 'Cash in Hand', 'cash_and_bank', under(CASH_AND_BANK));
export const ZENITH = ledgerAccount(1001, '1000-0001', 'Zenith Bank 1012345671', 'cash_and_bank', under(CASH_AND_BANK));
export const PREPAYMENTS = ledgerAccount(1300, '1300', 'Prepayments', 'other_current_asset');
export const RENT = ledgerAccount(5100, '5100', 'Rent and Rates', 'operating_expense');
export const UTILITIES = ledgerAccount(5200, '5200', 'Utilities', 'operating_expense');

/** The chart as GET /accounting/accounts lists it: each main account before its sub-accounts. */
export const CHART: LedgerAccount[] = [CASH_AND_BANK, ZENITH, CASH_IN_HAND, PREPAYMENTS, RENT, UTILITIES];
export const accountsAnswer = (accounts: LedgerAccount[] = CHART) => ({
  success: true,
  data: accounts,
  meta: { page: 1, limit: Math.max(accounts.length, 1), total: accounts.length, pages: 1 },
});

const currency = (n: number, code: string, name: string, symbol: string, rate: string, extra: Partial<Currency> = {}): Currency => ({
  currency_id: uuid(n),
  exchange_rate_id: uuid(n),
  code,
  name,
  symbol,
  is_base: false,
  rate,
  rate_date: '2026-03-02',
  updated_at: '2026-03-02T09:00:00.000Z',
  ...extra,
});
export const NAIRA = currency(566, 'NGN', 'Nigerian Naira', '₦', '1', { is_base: true });
export const DOLLAR = currency(840, 'USD', 'US Dollar', '$', '1530.25');
export const currenciesAnswer = (list: Currency[] = [NAIRA, DOLLAR]) => ({
  success: true,
  data: list,
  meta: { page: 1, limit: Math.max(list.length, 1), total: list.length, pages: 1 },
});

export const MAKER = { user_id: uuid(9001), name: 'Chinedu Eze' };
export const CHECKER = { user_id: uuid(9002), name: 'Adaeze Okafor' };

const line = (
  lineNo: number,
  account: LedgerAccount,
  side: 'debit' | 'credit',
  amount: string,
  description: string | null = null,
): TransactionLine => ({
  line_no: lineNo,
  account_id: account.account_code_pk,
  account_code: account.account_code,
  account_name: account.account_name,
  parent_account_name: account.parent_account_id === CASH_AND_BANK.account_code_pk ? CASH_AND_BANK.account_name : null,
  debit: side === 'debit' ? amount : '0.00',
  credit: side === 'credit' ? amount : '0.00',
  debit_in_currency: side === 'debit' ? amount : '0.00',
  credit_in_currency: side === 'credit' ? amount : '0.00',
  description,
});

export function transaction(refNo: string, extra: Partial<TransactionDetails> = {}): TransactionDetails {
  return {
    transaction_id: uuid([...refNo].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 1_000_000_007, 7)),
    ref_no: refNo,
    transaction_date: '2026-03-01',
    description: 'Office rent for March, 14 Creek Road',
    currency: 'NGN',
    exchange_rate: '1',
    total: '250000.00',
    total_in_currency: '250000.00',
    status: 'pending',
    source: 'manual',
    created_by: MAKER,
    created_at: '2026-03-01T09:30:00.000Z',
    decided_by: null,
    decided_at: null,
    rejection_reason: null,
    reverses_ref_no: null,
    reversed_by_ref_no: null,
    can_decide: false,
    lines: [line(1, RENT, 'debit', '250000.00', 'March rent'), line(2, CASH_IN_HAND, 'credit', '250000.00')],
    ...extra,
  };
}

/** Waiting for a checker; the viewer may decide it. */
export const PENDING_RENT = transaction('JV-000014', { can_decide: true });
/** The maker's own view of it: nothing to decide. */
export const MY_PENDING_RENT = transaction('JV-000014');
export const APPROVED_RENT = transaction('JV-000014', { status: 'approved', decided_by: CHECKER, decided_at: '2026-03-01T11:05:00.000Z' });
export const REJECTED_RENT = transaction('JV-000014', {
  status: 'rejected',
  decided_by: CHECKER,
  decided_at: '2026-03-01T11:05:00.000Z',
  rejection_reason: 'The landlord’s invoice says ₦240,000',
});
export const DOLLAR_LICENCE = transaction('JV-000015', {
  description: 'Accounting software licence',
  currency: 'USD',
  exchange_rate: '1530.25',
  total: '153040.30',
  total_in_currency: '100.01',
  transaction_date: '2026-03-04',
  created_at: '2026-03-04T08:00:00.000Z',
  lines: [
    { ...line(1, UTILITIES, 'debit', '153040.30'), debit_in_currency: '100.01' },
    { ...line(2, ZENITH, 'credit', '153040.30'), credit_in_currency: '100.01', parent_account_name: 'Cash and Bank' },
  ],
});
export const REVERSAL = transaction('REV-000001', {
  source: 'reversal',
  description: 'Reversal of JV-000014',
  reverses_ref_no: 'JV-000014',
  transaction_date: '2026-03-31',
  lines: [line(1, RENT, 'credit', '250000.00', 'March rent'), line(2, CASH_IN_HAND, 'debit', '250000.00')],
});

const summaryOf = ({ lines: _lines, ...summary }: TransactionDetails): TransactionSummary => summary;

export const transactionAnswer = (details: TransactionDetails, message?: string) => ({
  success: true,
  ...(message ? { message } : {}),
  data: details,
});

export const transactionsAnswer = (list: TransactionDetails[], page = 1, pages = 1, total = list.length) => ({
  success: true,
  data: list.map(summaryOf),
  meta: { page, limit: 20, total, pages },
});

export const CASH_ACCOUNT: TransactionAccount = {
  account_id: CASH_AND_BANK.account_code_pk,
  account_code: '1000',
  account_name: 'Cash and Bank',
  parent_account_name: null,
  has_sub_accounts: true,
};

export const accountTransactionsAnswer = (account: TransactionAccount, list: [TransactionDetails, string, string][]) => ({
  success: true,
  account,
  data: list.map(([details, debit, credit]): AccountTransaction => ({
    ...summaryOf(details),
    account_debit: debit,
    account_credit: credit,
  })),
  meta: { page: 1, limit: 20, total: list.length, pages: 1 },
});

/** March's rent, balanced: what an accountant types before pressing Submit. */
export const RENT_DRAFT: TransactionDraft = {
  refNo: '',
  transactionDate: '2026-03-01',
  description: 'Office rent for March, 14 Creek Road',
  currency: 'NGN',
  exchangeRate: '1',
  lines: [
    { key: 1, accountId: RENT.account_code_pk, debit: '250,000.00', credit: '', description: 'March rent' },
    { key: 2, accountId: CASH_IN_HAND.account_code_pk, debit: '', credit: '250,000.00', description: '' },
  ],
};
