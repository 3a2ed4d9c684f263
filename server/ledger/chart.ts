import type { AccountSubTypeCode, SystemAccountKey } from '../../domain/accounting';

export interface ChartAccount {
  code: string;
  name: string;
  type: AccountSubTypeCode;
  key?: SystemAccountKey;
  parent?: string;
}

/**
 * The chart every brokerage starts with: what a Nigerian insurance broker books. Clients',
 * insurers' and bank accounts are added as sub-accounts as they appear (codes 1100-0001, …).
 */
export const STARTING_CHART: readonly ChartAccount[] = [
  { code: '1000', name: 'Cash and Bank', type: 'cash_and_bank', key: 'cash_and_bank' },
  { code: '1010', name: 'Cash in Hand', type: 'cash_and_bank', key: 'cash_in_hand', parent: '1000' },
  { code: '1100', name: 'Client Receivables', type: 'receivables', key: 'client_receivables' },
  { code: '1200', name: 'Withholding Tax Receivable', type: 'other_current_asset', key: 'withholding_tax_receivable' },
  { code: '1300', name: 'Prepayments', type: 'other_current_asset' },
  { code: '1500', name: 'Property, Plant and Equipment', type: 'non_current_asset' },
  { code: '2000', name: 'Premium Payable to Insurers', type: 'current_liability', key: 'premium_payable' },
  { code: '2100', name: 'VAT Output Payable', type: 'current_liability', key: 'vat_output' },
  { code: '2200', name: 'Commission Payable to Co-brokers', type: 'current_liability', key: 'co_broker_payable' },
  { code: '2250', name: 'Claims Payable to Clients', type: 'current_liability', key: 'claims_payable' },
  { code: '2300', name: 'Accrued Expenses', type: 'current_liability' },
  { code: '2400', name: 'Income Tax Payable', type: 'current_liability' },
  { code: '2500', name: 'Long-term Borrowings', type: 'non_current_liability' },
  { code: '3000', name: 'Share Capital', type: 'share_capital', key: 'share_capital' },
  { code: '3100', name: 'Retained Earnings', type: 'retained_earnings', key: 'retained_earnings' },
  { code: '4000', name: 'Commission Income', type: 'operating_income', key: 'commission_income' },
  { code: '4100', name: 'Other Income', type: 'other_income', key: 'other_income' },
  { code: '5000', name: 'Salaries and Wages', type: 'operating_expense' },
  { code: '5100', name: 'Rent and Rates', type: 'operating_expense' },
  { code: '5200', name: 'Utilities', type: 'operating_expense' },
  { code: '5300', name: 'Bank Charges', type: 'operating_expense', key: 'bank_charges' },
  { code: '5400', name: 'Regulatory Levies and Fees', type: 'operating_expense' },
  { code: '5500', name: 'Office and Administrative Expenses', type: 'operating_expense' },
  { code: '5600', name: 'Depreciation', type: 'operating_expense' },
  { code: '5700', name: 'Interest Expense', type: 'finance_cost' },
  { code: '5900', name: 'Income Tax Expense', type: 'tax_expense' },
];
