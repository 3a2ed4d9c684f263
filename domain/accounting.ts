// The books' vocabulary: account classes and types, entry and period states, and their messages.

export const ACCOUNT_CLASSES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountClass = (typeof ACCOUNT_CLASSES)[number];

/** Where an account's movements land in the cash flow statement (indirect method). */
export type CashFlowRole = 'cash' | 'operating' | 'investing' | 'financing' | 'result';

export interface AccountSubType {
  code: AccountSubTypeCode;
  name: string;
  cash_flow: CashFlowRole;
}

export interface AccountType {
  code: AccountClass;
  name: string;
  /** The side that increases an account of this class. */
  normal_balance: 'debit' | 'credit';
  sub_types: AccountSubType[];
}

export const ACCOUNT_SUB_TYPE_CODES = [
  'cash_and_bank',
  'receivables',
  'other_current_asset',
  'non_current_asset',
  'current_liability',
  'non_current_liability',
  'share_capital',
  'retained_earnings',
  'reserves',
  'operating_income',
  'other_income',
  'operating_expense',
  'finance_cost',
  'tax_expense',
] as const;
export type AccountSubTypeCode = (typeof ACCOUNT_SUB_TYPE_CODES)[number];

export const ACCOUNT_TYPES: AccountType[] = [
  {
    code: 'asset',
    name: 'Assets',
    normal_balance: 'debit',
    sub_types: [
      { code: 'cash_and_bank', name: 'Cash and Bank', cash_flow: 'cash' },
      { code: 'receivables', name: 'Receivables', cash_flow: 'operating' },
      { code: 'other_current_asset', name: 'Other Current Assets', cash_flow: 'operating' },
      { code: 'non_current_asset', name: 'Non-current Assets', cash_flow: 'investing' },
    ],
  },
  {
    code: 'liability',
    name: 'Liabilities',
    normal_balance: 'credit',
    sub_types: [
      { code: 'current_liability', name: 'Current Liabilities', cash_flow: 'operating' },
      { code: 'non_current_liability', name: 'Non-current Liabilities', cash_flow: 'financing' },
    ],
  },
  {
    code: 'equity',
    name: 'Equity',
    normal_balance: 'credit',
    sub_types: [
      { code: 'share_capital', name: 'Share Capital', cash_flow: 'financing' },
      { code: 'retained_earnings', name: 'Retained Earnings', cash_flow: 'financing' },
      { code: 'reserves', name: 'Reserves', cash_flow: 'financing' },
    ],
  },
  {
    code: 'income',
    name: 'Income',
    normal_balance: 'credit',
    sub_types: [
      { code: 'operating_income', name: 'Operating Income', cash_flow: 'result' },
      { code: 'other_income', name: 'Other Income', cash_flow: 'result' },
    ],
  },
  {
    code: 'expense',
    name: 'Expenses',
    normal_balance: 'debit',
    sub_types: [
      { code: 'operating_expense', name: 'Operating Expenses', cash_flow: 'result' },
      { code: 'finance_cost', name: 'Finance Costs', cash_flow: 'result' },
      { code: 'tax_expense', name: 'Taxation', cash_flow: 'result' },
    ],
  },
];

const CLASS_OF = new Map<AccountSubTypeCode, AccountType>(
  ACCOUNT_TYPES.flatMap((type) => type.sub_types.map((sub) => [sub.code, type] as const)),
);
const SUB_TYPE_OF = new Map<AccountSubTypeCode, AccountSubType>(
  ACCOUNT_TYPES.flatMap((type) => type.sub_types.map((sub) => [sub.code, sub] as const)),
);

export const classOf = (subType: AccountSubTypeCode): AccountClass => CLASS_OF.get(subType)!.code;
export const subTypeOf = (subType: AccountSubTypeCode): AccountSubType => SUB_TYPE_OF.get(subType)!;
export const isDebitNormal = (subType: AccountSubTypeCode): boolean => CLASS_OF.get(subType)!.normal_balance === 'debit';

/** An account's balance on its normal side: positive when it holds what its class holds. */
export const normalBalance = (subType: AccountSubTypeCode, debitKobo: number, creditKobo: number): number =>
  isDebitNormal(subType) ? debitKobo - creditKobo : creditKobo - debitKobo;

export const ENTRY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** What caused an entry: a person (manual) or one of the product's own events. */
export const ENTRY_SOURCES = [
  'manual',
  'reversal',
  'invoice',
  'payment',
  'premium_remittance',
  'vat_remittance',
  'refund',
  'endorsement',
  'invoice_deletion',
  'opening_balance',
  'claim_settlement',
] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];

export const PERIOD_STATUSES = ['open', 'closed'] as const;

/** A line as entered: amounts in the entry's currency, as decimal text ('1500.00'), one side only. */
export interface ProposedLine {
  account_id: string;
  debit: string | null;
  credit: string | null;
  description: string | null;
}

/** The product's own accounts, found by key; every brokerage's chart has them. */
export const SYSTEM_ACCOUNT_KEYS = [
  'cash_and_bank',
  'cash_in_hand',
  'client_receivables',
  'withholding_tax_receivable',
  'premium_payable',
  'vat_output',
  'co_broker_payable',
  'share_capital',
  'retained_earnings',
  'commission_income',
  'other_income',
  'bank_charges',
  'claims_payable',
] as const;
export type SystemAccountKey = (typeof SYSTEM_ACCOUNT_KEYS)[number];

/** VAT on commission, per the Finance Act: 7.5 %. */
export const VAT_RATE_PERCENT = '7.5';

export const CLIENT_ACCOUNT_MISSING = 'CLIENT_ACCOUNT_MISSING';
/** The spec's banner text, answered as the error's message. */
export { CLIENT_ACCOUNT_MISSING as CLIENT_ACCOUNT_MISSING_MESSAGE } from './common-messages';
export const PERIOD_CLOSED = 'PERIOD_CLOSED';
export const PERIOD_MISSING = 'PERIOD_MISSING';
export const UNBALANCED_ENTRY = 'UNBALANCED_ENTRY';

export const accountingMessages = {
  periodClosed: (name: string) => `The accounting period ${name} is closed; nothing more can be posted into it`,
  periodMissing: (date: string) => `No accounting period covers ${date}; open one under Accounting Periods first`,
  unbalanced: 'Debits and credits must be equal',
  sameAccountBothSides: 'The same account cannot be debited and credited in one entry',
  oneSidePerLine: 'Enter a debit or a credit on each line, not both',
  amountRequired: 'Enter a debit or a credit',
  tooFewLines: 'An entry needs at least two lines',
  ownApproval: 'You cannot approve a transaction you created; another user must approve it',
  notPending: 'This transaction has already been decided',
  accountHasSubAccounts: 'Post to one of this account’s sub-accounts',
  accountInactive: 'This account is inactive',
  periodsOverlap: 'This period overlaps another accounting period',
} as const;
