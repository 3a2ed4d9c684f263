import type { LicenceClass } from '../../../domain/insurers';

// Insurers licensed by NAICOM that Nigerian brokers place business with. Only companies whose
// existence and licence class we are sure of are listed; contact details are left for each
// brokerage to learn from its relationship managers rather than guessed here.

export interface InsurerSeed {
  code: string;
  name: string;
  shortName: string;
  licenceClass: LicenceClass;
}

export const INSURANCE_PROVIDERS: readonly InsurerSeed[] = [
  // Composite: life and non-life business under one licence.
  { code: 'AIICO', name: 'AIICO Insurance Plc', shortName: 'AIICO', licenceClass: 'Composite' },
  { code: 'AXA_MANSARD', name: 'AXA Mansard Insurance Plc', shortName: 'AXA Mansard', licenceClass: 'Composite' },
  { code: 'ALLIANZ_NIGERIA', name: 'Allianz Nigeria Insurance Plc', shortName: 'Allianz Nigeria', licenceClass: 'Composite' },
  { code: 'CAPITAL_EXPRESS', name: 'Capital Express Assurance Limited', shortName: 'Capital Express', licenceClass: 'Composite' },
  { code: 'CORNERSTONE', name: 'Cornerstone Insurance Plc', shortName: 'Cornerstone', licenceClass: 'Composite' },
  { code: 'GREAT_NIGERIA', name: 'Great Nigeria Insurance Plc', shortName: 'Great Nigeria', licenceClass: 'Composite' },
  { code: 'LASACO', name: 'LASACO Assurance Plc', shortName: 'LASACO', licenceClass: 'Composite' },
  { code: 'LEADWAY', name: 'Leadway Assurance Company Limited', shortName: 'Leadway', licenceClass: 'Composite' },
  { code: 'NIGER', name: 'Niger Insurance Plc', shortName: 'Niger Insurance', licenceClass: 'Composite' },
  { code: 'STANDARD_ALLIANCE', name: 'Standard Alliance Insurance Plc', shortName: 'Standard Alliance', licenceClass: 'Composite' },

  // Non-life (general) business.
  { code: 'ANCHOR', name: 'Anchor Insurance Company Limited', shortName: 'Anchor', licenceClass: 'Non-Life' },
  {
    code: 'CONSOLIDATED_HALLMARK',
    name: 'Consolidated Hallmark Insurance Plc',
    shortName: 'Consolidated Hallmark',
    licenceClass: 'Non-Life',
  },
  { code: 'CORONATION', name: 'Coronation Insurance Plc', shortName: 'Coronation', licenceClass: 'Non-Life' },
  { code: 'CUSTODIAN', name: 'Custodian and Allied Insurance Limited', shortName: 'Custodian', licenceClass: 'Non-Life' },
  { code: 'GUINEA', name: 'Guinea Insurance Plc', shortName: 'Guinea Insurance', licenceClass: 'Non-Life' },
  { code: 'HEIRS_GENERAL', name: 'Heirs General Insurance Limited', shortName: 'Heirs General', licenceClass: 'Non-Life' },
  { code: 'LINKAGE', name: 'Linkage Assurance Plc', shortName: 'Linkage', licenceClass: 'Non-Life' },
  { code: 'MUTUAL_BENEFITS', name: 'Mutual Benefits Assurance Plc', shortName: 'Mutual Benefits', licenceClass: 'Non-Life' },
  { code: 'NAIC', name: 'Nigerian Agricultural Insurance Corporation', shortName: 'NAIC', licenceClass: 'Non-Life' },
  { code: 'NEM', name: 'NEM Insurance Plc', shortName: 'NEM', licenceClass: 'Non-Life' },
  {
    code: 'OLD_MUTUAL_GENERAL',
    name: 'Old Mutual General Insurance Company Nigeria Limited',
    shortName: 'Old Mutual General',
    licenceClass: 'Non-Life',
  },
  { code: 'PRESTIGE', name: 'Prestige Assurance Plc', shortName: 'Prestige', licenceClass: 'Non-Life' },
  { code: 'REGENCY_ALLIANCE', name: 'Regency Alliance Insurance Plc', shortName: 'Regency Alliance', licenceClass: 'Non-Life' },
  {
    code: 'ROYAL_EXCHANGE_GENERAL',
    name: 'Royal Exchange General Insurance Company Limited',
    shortName: 'Royal Exchange General',
    licenceClass: 'Non-Life',
  },
  { code: 'SOVEREIGN_TRUST', name: 'Sovereign Trust Insurance Plc', shortName: 'Sovereign Trust', licenceClass: 'Non-Life' },
  { code: 'STACO', name: 'STACO Insurance Plc', shortName: 'STACO', licenceClass: 'Non-Life' },
  { code: 'SUNU', name: 'SUNU Assurances Nigeria Plc', shortName: 'SUNU', licenceClass: 'Non-Life' },
  { code: 'TANGERINE_GENERAL', name: 'Tangerine General Insurance Limited', shortName: 'Tangerine General', licenceClass: 'Non-Life' },
  { code: 'UNIVERSAL', name: 'Universal Insurance Plc', shortName: 'Universal', licenceClass: 'Non-Life' },
  { code: 'VERITAS_KAPITAL', name: 'Veritas Kapital Assurance Plc', shortName: 'Veritas Kapital', licenceClass: 'Non-Life' },
  { code: 'ZENITH_GENERAL', name: 'Zenith General Insurance Company Limited', shortName: 'Zenith General', licenceClass: 'Non-Life' },

  // Life business.
  { code: 'AFRICAN_ALLIANCE', name: 'African Alliance Insurance Plc', shortName: 'African Alliance', licenceClass: 'Life' },
  { code: 'CORONATION_LIFE', name: 'Coronation Life Assurance Limited', shortName: 'Coronation Life', licenceClass: 'Life' },
  { code: 'CUSTODIAN_LIFE', name: 'Custodian Life Assurance Limited', shortName: 'Custodian Life', licenceClass: 'Life' },
  { code: 'HEIRS_LIFE', name: 'Heirs Life Assurance Limited', shortName: 'Heirs Life', licenceClass: 'Life' },
  { code: 'MUTUAL_BENEFITS_LIFE', name: 'Mutual Benefits Life Assurance Limited', shortName: 'Mutual Benefits Life', licenceClass: 'Life' },
  {
    code: 'OLD_MUTUAL_LIFE',
    name: 'Old Mutual Nigeria Life Assurance Company Limited',
    shortName: 'Old Mutual Life',
    licenceClass: 'Life',
  },
  { code: 'PRUDENTIAL_ZENITH', name: 'Prudential Zenith Life Insurance Limited', shortName: 'Prudential Zenith', licenceClass: 'Life' },
  { code: 'TANGERINE_LIFE', name: 'Tangerine Life Insurance Limited', shortName: 'Tangerine Life', licenceClass: 'Life' },
];
