import {
  array,
  assign,
  boolean,
  coerce,
  enums,
  literal,
  nullable,
  number,
  optional,
  refine,
  string,
  type,
  type Infer,
  type Struct,
} from 'superstruct';
import { ACCOUNT_CLASSES, ACCOUNT_SUB_TYPE_CODES, ACCOUNT_TYPES } from './accounting';
import { ListMeta } from './api/envelope';
import { CLIENT_TYPES } from './clients';
import { FIELD_REQUIRED } from './common-messages';
import { isValidDateString } from './date-input';
import { isUuid } from './ids';
import { formatNaira, nairaToKobo } from './money';
import { wholeNumber } from './paging';
import { optionalText } from './underwriters';
import { requiredText } from './validation';

// The chart of accounts and one account's ledger: payloads, answers and messages, the same in the
// browser's forms and on the server.

export const ACCOUNT_CODE_PATTERN = /^[A-Za-z0-9-]{1,20}$/;
export const ACCOUNT_CODE_RULE = 'Use up to 20 letters, digits or -';
export const ACCOUNT_NAME_MAX = 120;
export const ACCOUNT_DESCRIPTION_MAX = 300;

const trimmed = <T>(struct: Struct<T, null>) => coerce(struct, string(), (text) => text.trim());
const blankIsNull = <T>(struct: Struct<T, null>) => coerce(nullable(struct), string(), (text) => (text.trim() === '' ? null : text.trim()));
const oneOf = <T extends string>(values: readonly T[], rule: string) =>
  refine(string(), 'oneOf', (value) => (values as readonly string[]).includes(value) || rule) as unknown as Struct<T, null>;

const accountCode = () =>
  trimmed(
    refine(string(), 'accountCode', (value) => (value === '' ? FIELD_REQUIRED : ACCOUNT_CODE_PATTERN.test(value) || ACCOUNT_CODE_RULE)),
  );
const accountName = () => trimmed(requiredText(ACCOUNT_NAME_MAX));
const uuid = (rule: string) => refine(string(), 'uuid', (value) => (value.trim() === '' ? FIELD_REQUIRED : isUuid(value) || rule));
const accountType = () => oneOf(ACCOUNT_SUB_TYPE_CODES, 'Choose an account type');

/**
 * POST /accounting/accounts. A main account names its type; a sub-account names its main account
 * (parentAccountId) and takes the main account's type, whatever type is sent.
 */
export const AccountPayload = type({
  accountCode: accountCode(),
  accountName: accountName(),
  accountType: optional(blankIsNull(accountType())),
  parentAccountId: optional(blankIsNull(uuid('Choose a main account'))),
  description: optional(optionalText(ACCOUNT_DESCRIPTION_MAX)),
});
export type AccountPayload = Infer<typeof AccountPayload>;

/** PUT /accounting/accounts/{id}: fields left out stay; `active` false deactivates, true reactivates. */
export const AccountChanges = type({
  accountCode: optional(accountCode()),
  accountName: optional(accountName()),
  accountType: optional(accountType()),
  description: optional(optionalText(ACCOUNT_DESCRIPTION_MAX)),
  active: optional(boolean()),
});
export type AccountChanges = Infer<typeof AccountChanges>;

/** POST /accounting/accounts/client: opens the client's receivable account. */
export const ClientAccountPayload = type({
  clientId: uuid('Choose a client'),
  clientType: oneOf(CLIENT_TYPES, 'Choose individual or corporate'),
});
export type ClientAccountPayload = Infer<typeof ClientAccountPayload>;

/** The field errors the struct cannot see: a main account must name its type. */
export function accountPayloadErrors(payload: Pick<AccountPayload, 'accountType' | 'parentAccountId'>) {
  return !payload.parentAccountId && !payload.accountType ? [{ field: 'accountType', message: FIELD_REQUIRED }] : [];
}

// ---- answers --------------------------------------------------------------------------------------

/** One account as every accounting screen shows it; amounts are naira text, the balance on the account's normal side. */
export const LedgerAccount = type({
  account_code_pk: string(),
  account_code: string(),
  account_name: string(),
  account_type: enums(ACCOUNT_SUB_TYPE_CODES),
  account_type_name: string(),
  account_class: enums(ACCOUNT_CLASSES),
  normal_balance: enums(['debit', 'credit'] as const),
  is_main_account: boolean(),
  parent_account_id: nullable(string()),
  parent_account_code: nullable(string()),
  system_key: nullable(string()),
  client_id: nullable(string()),
  client_type: nullable(enums(CLIENT_TYPES)),
  insurance_provider_id: nullable(number()),
  premium_account_id: nullable(string()),
  active: boolean(),
  description: nullable(string()),
  has_sub_accounts: boolean(),
  postable: boolean(),
  debit_total: string(),
  credit_total: string(),
  balance: string(),
  created_at: string(),
});
export type LedgerAccount = Infer<typeof LedgerAccount>;

/**
 * Whether the chart offers to delete an account: never one the product posts to by itself, one tied
 * to a client, insurer or bank account, one with sub-accounts, or one with postings (the server
 * also refuses one named by a transaction waiting for approval).
 */
export const mayDelete = (account: LedgerAccount): boolean =>
  !account.system_key &&
  account.client_id === null &&
  account.insurance_provider_id === null &&
  account.premium_account_id === null &&
  !account.has_sub_accounts &&
  account.debit_total === '0.00' &&
  account.credit_total === '0.00';

export const LedgerAccountDetail = assign(LedgerAccount, type({ sub_accounts: array(LedgerAccount) }));
export type LedgerAccountDetail = Infer<typeof LedgerAccountDetail>;

/** GET /accounting/account-type: an account class with its types. */
export const AccountClassTypes = type({
  code: enums(ACCOUNT_CLASSES),
  name: string(),
  normal_balance: enums(['debit', 'credit'] as const),
  sub_types: array(type({ code: enums(ACCOUNT_SUB_TYPE_CODES), name: string(), cash_flow: string() })),
});
export const AccountTypesResponse = type({ success: literal(true), data: array(AccountClassTypes) });
export const AccountsResponse = type({ success: literal(true), data: array(LedgerAccount), meta: ListMeta });
export const AccountResponse = type({ success: literal(true), data: LedgerAccountDetail });
export const AccountSaved = type({ success: literal(true), message: string(), data: LedgerAccount });
export const ClientAccountResponse = type({ success: literal(true), data: LedgerAccount });
export const AccountDeleted = type({ success: literal(true), message: string() });

export const LedgerLine = type({
  line_id: number(),
  entry_id: string(),
  ref_no: string(),
  transaction_date: string(),
  description: string(),
  debit: string(),
  credit: string(),
  balance: string(),
  currency: string(),
  currency_amount: string(),
});
export type LedgerLine = Infer<typeof LedgerLine>;

export const AccountLedger = type({
  account: LedgerAccount,
  start_date: nullable(string()),
  end_date: nullable(string()),
  opening_balance: string(),
  closing_balance: string(),
  debit_total: string(),
  credit_total: string(),
  lines: array(LedgerLine),
});
export type AccountLedger = Infer<typeof AccountLedger>;
export const AccountLedgerResponse = type({ success: literal(true), data: AccountLedger, meta: ListMeta });

// ---- the ledger's query ---------------------------------------------------------------------------

export const LEDGER_PAGE_SIZE = 50;
export const LEDGER_MAX_PAGE_SIZE = 200;

const day = () =>
  optional(refine(string(), 'date', (value) => value === '' || isValidDateString(value) || 'Enter a valid date (yyyy-mm-dd)'));
/** GET /accounting/accounts/{id}/ledger: either end of the range may be left out; both are inclusive. */
export const LedgerQuery = type({
  startDate: day(),
  endDate: day(),
  page: wholeNumber('page'),
  limit: wholeNumber('limit', LEDGER_MAX_PAGE_SIZE),
});
export type LedgerQuery = Infer<typeof LedgerQuery>;

/** GET /accounting/accounts: every filter optional; `postable=true` keeps what forms may post to. */
export const AccountListQuery = type({
  search: optional(refine(string(), 'search', (value) => value.length <= 100 || 'Search with at most 100 characters')),
  accountType: optional(enums(['', ...ACCOUNT_SUB_TYPE_CODES] as const)),
  accountClass: optional(enums(['', ...ACCOUNT_CLASSES] as const)),
  postable: optional(enums(['', 'true', 'false'] as const)),
  includeInactive: optional(enums(['', 'true', 'false'] as const)),
});
export type AccountListQuery = Infer<typeof AccountListQuery>;

// ---- names and messages ---------------------------------------------------------------------------

const TYPE_NAMES = new Map(ACCOUNT_TYPES.flatMap((cls) => cls.sub_types.map((sub) => [sub.code, sub.name] as const)));
export const accountTypeName = (code: string): string => TYPE_NAMES.get(code as never) ?? code;

/** An amount as the API sends it ('1500.5', '-20.00') as people read it: ₦1,500.50. */
export const nairaShown = (text: string): string => formatNaira(nairaToKobo(text));

/** Where an account's ledger and its transactions are in the browser. */
export const accountLedgerPath = (accountId: string) => `/account/general-ledger/${encodeURIComponent(accountId)}`;
export const accountTransactionsPath = (accountId: string) => `/account/transaction/${encodeURIComponent(accountId)}`;

export const chartMessages = {
  created: 'Account created',
  updated: 'Account updated',
  deleted: 'Account deleted',
  clientAccountCreated: 'Client account created',
  clientAccountExists: 'This client already has an account',
  clientAccountNotFound: 'Client account not found',
  codeTaken: (code: string) => `Account code ${code} is already used`,
  parentNotMain: 'Choose a main account: a sub-account cannot have sub-accounts of its own',
  parentInactive: 'This main account is inactive; reactivate it first',
  subTakesParentType: 'A sub-account takes its main account’s type',
  systemKeepsType: 'The product posts to this account itself: it keeps its type',
  systemStaysActive: 'The product posts to this account itself: it cannot be deactivated',
  hasBalance: (balance: string) => `This account has a balance of ${balance}; bring it to zero before deactivating it`,
  hasActiveSubAccounts: 'Deactivate this account’s sub-accounts first',
  parentOfInactive: 'Its main account is inactive; reactivate the main account first',
  hasPostings: 'This account has postings and cannot be deleted; deactivate it instead',
  hasSubAccounts: 'This account has sub-accounts; delete or move them first',
  namedOnEntries: 'Transactions that are awaiting approval or were rejected name this account; it cannot be deleted',
  linked: 'The product keeps this account for a client, an insurer, a bank account or its own postings; it cannot be deleted',
  endBeforeStart: 'End date can not be before start date',
} as const;
