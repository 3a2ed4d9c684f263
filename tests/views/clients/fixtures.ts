import { LAGOS, LGAS } from '../settings/places-support';
import type { ClientSummary, CorporateClient, Director, IndividualClient } from '../../../domain/client-records';
import type { Handler } from '../support/render-app';

export { ADMIN, STAFF, ownGrants } from '../access/fixtures';
export { placeHandlers, LAGOS, LGAS, lgaPath } from '../settings/places-support';

const STAMP = '2026-03-02T09:00:00.000Z';

export function individual(overrides: Partial<IndividualClient> = {}): IndividualClient {
  return {
    client_id: 'ic-1',
    client_type: 'INDIVIDUAL',
    title: 'Mrs',
    firstname: 'Adaeze',
    middle_name: null,
    lastname: 'Okonkwo',
    name: 'Adaeze Okonkwo',
    gender: 'Female',
    date_of_birth: '1985-04-12',
    email: 'adaeze@example.ng',
    phone: '+2348031234567',
    alternate_phone: null,
    address: '12 Awolowo Road',
    city: 'Ikoyi',
    state_id: LAGOS,
    state_name: 'Lagos',
    lga_id: LGAS.etiOsa.lga_id,
    lga_name: 'Eti-Osa',
    occupation: 'Pharmacist',
    employer: null,
    policyholder_type_id: 3,
    policyholder_type: 'Individual',
    identification_type: 'International passport',
    identification_number: 'A12345678',
    identification_expiry: '2031-01-31',
    identification_expired: false,
    bvn: '22212345678',
    nin: null,
    politically_exposed: false,
    political_position: null,
    status: 'active',
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function director(id: string, firstname: string, overrides: Partial<Director> = {}): Director {
  return {
    director_id: id,
    corporate_client_id: 'cc-1',
    title: null,
    firstname,
    lastname: 'Bello',
    email: null,
    phone: '+2348091234567',
    date_of_birth: null,
    nationality: 'Nigerian',
    address: null,
    identification_type: "Driver's licence",
    identification_number: 'LAG12345AA01',
    identification_expiry: '2030-06-30',
    identification_expired: false,
    bvn: null,
    politically_exposed: false,
    political_position: null,
    shareholding: '50.00',
    created_at: STAMP,
    ...overrides,
  };
}

export function corporate(overrides: Partial<CorporateClient> = {}): CorporateClient {
  return {
    corporate_client_id: 'cc-1',
    client_type: 'CORPORATE',
    corporate_name: 'Eko Logistics Limited',
    company_name: 'Eko Logistics Limited',
    rc_number: 'RC 1234567',
    tin: null,
    date_of_incorporation: '2011-05-20',
    industry: 'Haulage',
    email: 'info@ekologistics.ng',
    phone: '01 271 0000',
    website: null,
    operating_business_addre: '4 Wharf Road',
    operating_business_address: '4 Wharf Road',
    city_of_operation: 'Apapa',
    state_of_operation: 'Lagos',
    state_id: LAGOS,
    lga_id: null,
    lga_name: null,
    contact_person_name: 'Tola Ade',
    contact_person_phone: null,
    contact_person_email: null,
    status: 'active',
    director_count: 2,
    directors: [director('d-1', 'Musa'), director('d-2', 'Amina', { politically_exposed: true, political_position: 'Senator' })],
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function summary(id: string, name: string, overrides: Partial<ClientSummary> = {}): ClientSummary {
  const company = overrides.client_type === 'CORPORATE';
  return {
    client_id: id,
    client_type: 'INDIVIDUAL',
    name,
    firstname: company ? null : name.split(' ')[0]!,
    lastname: company ? null : name.split(' ')[1]!,
    corporate_client_id: company ? id : null,
    corporate_name: company ? name : null,
    rc_number: null,
    email: null,
    phone: '+2348031234567',
    state_name: 'Lagos',
    status: 'active',
    politically_exposed: false,
    created_at: STAMP,
    ...overrides,
  };
}

export const pageOf = <T>(data: T[], meta: Partial<{ page: number; limit: number; total: number; pages: number }> = {}) => ({
  success: true,
  data,
  meta: { page: 1, limit: 20, total: data.length, pages: 1, ...meta },
});

export const saved =
  <T>(message: string, data: T): Handler =>
  () => ({ success: true, message, data });
