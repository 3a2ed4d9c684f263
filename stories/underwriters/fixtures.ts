import type { Insurer, Underwriter } from '../../domain/underwriters';

// Records shaped as server/insurers/{provider,underwriter}-routes.ts answer them.

export const insurer = (id: number, name: string, extra: Partial<Insurer> = {}): Insurer => ({
  provider_id: id,
  code: name.toUpperCase().replace(/[^A-Z]+/g, '_'),
  name,
  short_name: name.split(' ')[0]!,
  licence_class: 'Composite',
  email: null,
  phone: null,
  address: null,
  website: null,
  status: 1,
  own: false,
  underwriter_count: 0,
  ...extra,
});

export const LEADWAY = insurer(7, 'Leadway Assurance Company Limited', { code: 'LEADWAY', short_name: 'Leadway', underwriter_count: 2 });
export const AIICO = insurer(1, 'AIICO Insurance Plc', { code: 'AIICO', short_name: 'AIICO' });
export const CUSTODIAN = insurer(12, 'Custodian and Allied Insurance Limited', {
  code: 'CUSTODIAN',
  short_name: 'Custodian',
  licence_class: 'Non-Life',
});
export const OKOYE = insurer(58, 'Okoye Mutual Assurance Ltd', {
  code: 'OKOYE_MUTUAL_3FA9C1D2',
  short_name: 'Okoye Mutual',
  licence_class: 'Non-Life',
  email: 'placements@okoyemutual.ng',
  phone: '+2348031234567',
  address: '14 Broad Street, Lagos Island',
  website: 'https://okoyemutual.ng',
  own: true,
  underwriter_count: 1,
});

export const insurersAnswer = (insurers: Insurer[], page = 1, pages = 1, total = insurers.length) => ({
  success: true,
  data: insurers,
  meta: { page, limit: 20, total, pages },
});

export const underwriter = (id: string, name: string, extra: Partial<Underwriter> = {}): Underwriter => ({
  underwriter_id: id,
  provider_id: LEADWAY.provider_id,
  name,
  branch: null,
  email: null,
  phone: null,
  address: null,
  contacts: [],
  created_at: '2026-02-01T10:00:00.000Z',
  updated_at: '2026-02-01T10:00:00.000Z',
  ...extra,
});

export const IKOYI_DESK = underwriter('u-1', 'Ikoyi Corporate Desk', {
  branch: 'Ikoyi',
  email: 'corporate.desk@leadway.example',
  phone: '01 280 0700',
  address: '121/123 Funsho Williams Avenue, Iponri',
  contacts: [
    { contact_id: 'c-1', name: 'Amaka Obi', designation: null, email: null, phone: null },
    {
      contact_id: 'c-2',
      name: 'Tolu Bankole',
      designation: 'Head, Corporate Underwriting',
      email: 'tolu@leadway.example',
      phone: '+2348031234567',
    },
  ],
});
export const ABUJA_BRANCH = underwriter('u-2', 'Abuja Branch', { branch: 'Abuja' });
