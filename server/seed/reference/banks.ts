// Banks Nigerian brokerages and their clients pay premium through, with the codes the CBN and
// NIBSS give them: 3 digits for deposit money banks (commercial, merchant, non-interest), 5 digits
// for microfinance banks, 6 for payment service banks and mobile money operators. Whether an
// account number at a bank is held to the NUBAN check digit is decided in domain/banks.ts.
//
// Left out on purpose: banks whose licence was revoked (Heritage Bank, June 2024) and the
// pre-2012 banks absorbed by others (Afribank, Oceanic, Intercontinental, Spring, Finbank...).

export type BankKind = 'commercial' | 'merchant' | 'non-interest' | 'microfinance' | 'payment-service' | 'mobile-money';

export interface BankSeed {
  code: string;
  name: string;
  kind: BankKind;
}

const commercial = (code: string, name: string): BankSeed => ({ code, name, kind: 'commercial' });

export const NIGERIAN_BANKS: readonly BankSeed[] = [
  commercial('044', 'Access Bank'),
  commercial('063', 'Access Bank (Diamond)'),
  commercial('023', 'Citibank Nigeria'),
  commercial('050', 'Ecobank Nigeria'),
  commercial('070', 'Fidelity Bank'),
  commercial('011', 'First Bank of Nigeria'),
  commercial('214', 'First City Monument Bank (FCMB)'),
  commercial('103', 'Globus Bank'),
  commercial('058', 'Guaranty Trust Bank (GTBank)'),
  commercial('082', 'Keystone Bank'),
  commercial('107', 'Optimus Bank'),
  commercial('104', 'Parallex Bank'),
  commercial('076', 'Polaris Bank'),
  commercial('105', 'PremiumTrust Bank'),
  commercial('101', 'Providus Bank'),
  commercial('106', 'Signature Bank'),
  commercial('221', 'Stanbic IBTC Bank'),
  commercial('068', 'Standard Chartered Bank'),
  commercial('232', 'Sterling Bank'),
  commercial('100', 'SunTrust Bank'),
  commercial('102', 'Titan Trust Bank'),
  commercial('032', 'Union Bank of Nigeria'),
  commercial('033', 'United Bank for Africa (UBA)'),
  commercial('215', 'Unity Bank'),
  commercial('035', 'Wema Bank'),
  commercial('057', 'Zenith Bank'),

  { code: '559', name: 'Coronation Merchant Bank', kind: 'merchant' },
  { code: '501', name: 'FSDH Merchant Bank', kind: 'merchant' },
  { code: '562', name: 'Greenwich Merchant Bank', kind: 'merchant' },
  { code: '561', name: 'Nova Bank', kind: 'merchant' },
  { code: '502', name: 'Rand Merchant Bank', kind: 'merchant' },

  { code: '301', name: 'Jaiz Bank', kind: 'non-interest' },
  { code: '303', name: 'Lotus Bank', kind: 'non-interest' },
  { code: '302', name: 'TAJ Bank', kind: 'non-interest' },

  { code: '565', name: 'Carbon Microfinance Bank', kind: 'microfinance' },
  { code: '51318', name: 'FairMoney Microfinance Bank', kind: 'microfinance' },
  { code: '50211', name: 'Kuda Microfinance Bank', kind: 'microfinance' },
  { code: '50304', name: 'Mint Microfinance Bank', kind: 'microfinance' },
  { code: '50515', name: 'Moniepoint Microfinance Bank', kind: 'microfinance' },
  { code: '125', name: 'Rubies Microfinance Bank', kind: 'microfinance' },
  { code: '51113', name: 'Safe Haven Microfinance Bank', kind: 'microfinance' },
  { code: '51310', name: 'Sparkle Microfinance Bank', kind: 'microfinance' },
  { code: '566', name: 'VFD Microfinance Bank', kind: 'microfinance' },

  { code: '120001', name: '9mobile 9Payment Service Bank (9PSB)', kind: 'payment-service' },
  { code: '120004', name: 'Airtel Smartcash PSB', kind: 'payment-service' },
  { code: '120002', name: 'HopePSB', kind: 'payment-service' },
  { code: '120003', name: 'MTN MoMo PSB', kind: 'payment-service' },

  { code: '999992', name: 'OPay', kind: 'mobile-money' },
  { code: '100002', name: 'Paga', kind: 'mobile-money' },
  { code: '999991', name: 'PalmPay', kind: 'mobile-money' },
];
