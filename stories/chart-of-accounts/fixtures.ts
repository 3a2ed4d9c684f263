import { classOf, subTypeOf, ACCOUNT_TYPES, type AccountSubTypeCode } from '../../domain/accounting';
import type { AccountLedger, LedgerAccount, LedgerLine } from '../../domain/chart';
import type { ClientSummary } from '../../domain/client-records';

/** Account ids are uuids, as the server's are (the forms check them): 1300 → …-000000001300. */
export const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

// Shaped as server/accounting/chart-routes.ts answers: amounts are naira text, balances on the
// account's normal side, a main account's including its sub-accounts'.

export function account(
  id: string,
  code: string,
  name: string,
  type: AccountSubTypeCode,
  extra: Partial<LedgerAccount> = {},
): LedgerAccount {
  const cls = classOf(type);
  return {
    account_code_pk: id,
    account_code: code,
    account_name: name,
    account_type: type,
    account_type_name: subTypeOf(type).name,
    account_class: cls,
    normal_balance: ACCOUNT_TYPES.find((one) => one.code === cls)!.normal_balance,
    is_main_account: true,
    parent_account_id: null,
    parent_account_code: null,
    system_key: null,
    client_id: null,
    client_type: null,
    insurance_provider_id: null,
    premium_account_id: null,
    active: true,
    description: null,
    has_sub_accounts: false,
    postable: true,
    debit_total: '0.00',
    credit_total: '0.00',
    balance: '0.00',
    created_at: '2026-01-02T09:00:00.000Z',
    ...extra,
  };
}

const sub = (parent: LedgerAccount, extra: Partial<LedgerAccount> = {}): Partial<LedgerAccount> => ({
  is_main_account: false,
  parent_account_id: parent.account_code_pk,
  parent_account_code: parent.account_code,
  ...extra,
});

export const CASH_AND_BANK = account(idOf(1000), '1000', 'Cash and Bank', 'cash_and_bank', {
  system_key: 'cash_and_bank',
  has_sub_accounts: true,
  postable: false,
  debit_total: '2150000.00',
  credit_total: '270000.50',
  balance: '1879999.50',
});
export const ZENITH = account(
  idOf(1001),
  '1000-0001',
  'Zenith Bank 1012345671',
  'cash_and_bank',
  sub(CASH_AND_BANK, { premium_account_id: idOf(80001), debit_total: '2000000.00', credit_total: '150000.00', balance: '1850000.00' }),
);
export const CASH_IN_HAND = account(
  idOf(1010),
  '1010',
  'Cash in Hand',
  'cash_and_bank',
  sub(CASH_AND_BANK, { system_key: 'cash_in_hand', debit_total: '150000.00', credit_total: '120000.50', balance: '29999.50' }),
);
export const CLIENT_RECEIVABLES = account(idOf(1100), '1100', 'Client Receivables', 'receivables', {
  system_key: 'client_receivables',
  has_sub_accounts: true,
  postable: false,
  debit_total: '75250.50',
  balance: '75250.50',
});
export const ADAEZE = account(
  idOf(1101),
  '1100-0001',
  'Adaeze Okonkwo',
  'receivables',
  sub(CLIENT_RECEIVABLES, { client_id: idOf(90001), client_type: 'INDIVIDUAL', debit_total: '75250.50', balance: '75250.50' }),
);
export const PREPAYMENTS = account(idOf(1300), '1300', 'Prepayments', 'other_current_asset', {
  description: 'Rent and insurance paid ahead',
});
export const OLD_VAN = account(idOf(1550), '1550', 'Motor Vehicles (sold)', 'non_current_asset', { active: false, postable: false });
export const PREMIUM_PAYABLE = account(idOf(2000), '2000', 'Premium Payable to Insurers', 'current_liability', {
  system_key: 'premium_payable',
  credit_total: '500000.00',
  balance: '500000.00',
});
export const SHARE_CAPITAL = account(idOf(3000), '3000', 'Share Capital', 'share_capital', {
  system_key: 'share_capital',
  credit_total: '2000000.00',
  balance: '2000000.00',
});
export const COMMISSION = account(idOf(4000), '4000', 'Commission Income', 'operating_income', {
  system_key: 'commission_income',
  credit_total: '75250.50',
  balance: '75250.50',
});
export const RENT = account(idOf(5100), '5100', 'Rent and Rates', 'operating_expense', { debit_total: '120000.50', balance: '120000.50' });

export const CHART: LedgerAccount[] = [
  CASH_AND_BANK,
  ZENITH,
  CASH_IN_HAND,
  CLIENT_RECEIVABLES,
  ADAEZE,
  PREPAYMENTS,
  PREMIUM_PAYABLE,
  SHARE_CAPITAL,
  COMMISSION,
  RENT,
];

export const accountsAnswer = (accounts: LedgerAccount[]) => ({
  success: true,
  data: accounts,
  meta: { page: 1, limit: Math.max(accounts.length, 1), total: accounts.length, pages: 1 },
});

export const CLIENTS: ClientSummary[] = [
  {
    client_id: idOf(90002),
    client_type: 'CORPORATE',
    name: 'Lekki Foods Ltd',
    firstname: null,
    lastname: null,
    corporate_client_id: idOf(90002),
    corporate_name: 'Lekki Foods Ltd',
    rc_number: 'RC 765432',
    email: 'accounts@lekkifoods.ng',
    phone: null,
    state_name: 'Lagos',
    status: 'active',
    politically_exposed: false,
    created_at: '2026-03-01T10:00:00.000Z',
  },
  {
    client_id: idOf(90003),
    client_type: 'INDIVIDUAL',
    name: 'Emeka Obi',
    firstname: 'Emeka',
    lastname: 'Obi',
    corporate_client_id: null,
    corporate_name: null,
    rc_number: null,
    email: 'emeka@example.ng',
    phone: null,
    state_name: 'Enugu',
    status: 'active',
    politically_exposed: false,
    created_at: '2026-03-02T10:00:00.000Z',
  },
];

export const clientsAnswer = (clients: ClientSummary[]) => ({
  success: true,
  data: clients,
  meta: { page: 1, limit: 20, total: clients.length, pages: 1 },
});

const line = (
  id: number,
  date: string,
  refNo: string,
  description: string,
  debit: string,
  credit: string,
  balance: string,
  extra: Partial<LedgerLine> = {},
): LedgerLine => ({
  line_id: id,
  entry_id: `entry-${id}`,
  ref_no: refNo,
  transaction_date: date,
  description,
  debit,
  credit,
  balance,
  currency: 'NGN',
  currency_amount: debit !== '0.00' ? debit : credit,
  ...extra,
});

/** Cash in Hand, worked by hand: 1,000.00 in, 200.00 out, then three lines on 1 February. */
export const CASH_LINES: LedgerLine[] = [
  line(11, '2026-01-15', 'OB-000001', 'Capital paid in', '1000.00', '0.00', '1000.00'),
  line(12, '2026-01-31', 'JV-000002', 'January rent', '0.00', '200.00', '800.00'),
  line(13, '2026-02-01', 'JV-000003', 'Cash commission', '50.25', '0.00', '850.25'),
  line(14, '2026-02-01', 'JV-000004', 'Key cutting', '0.00', '10.00', '840.25'),
  line(15, '2026-02-01', 'JV-000005', 'Commission on a travel policy', '300.00', '0.00', '1140.25', {
    currency: 'USD',
    currency_amount: '0.20',
  }),
];

export const ledgerAnswer = (
  ledger: Partial<AccountLedger> & Pick<AccountLedger, 'lines'>,
  meta = { page: 1, limit: 50, total: ledger.lines.length, pages: 1 },
) => ({
  success: true,
  data: {
    account: { ...CASH_IN_HAND, debit_total: '1350.25', credit_total: '210.00', balance: '1140.25' },
    start_date: null,
    end_date: null,
    opening_balance: '0.00',
    closing_balance: '1140.25',
    debit_total: '1350.25',
    credit_total: '210.00',
    ...ledger,
  },
  meta,
});

/** GET /user/permission/{id} for a user holding only these permissions (a story's read-only or teller user). */
export const holding = (userId: string, ...values: string[]) => ({
  [`/user/permission/${userId}`]: {
    success: true,
    data: values.map((value, index) => ({
      permission_id: index + 1,
      value,
      area: 'Accounting',
      description: value,
      direct: true,
      roles: [],
      groups: [],
    })),
    meta: { admin: false },
  },
});
