import type { ClientSummary, CorporateClient, Director, IndividualClient } from '../../domain/client-records';
import type { ScreenAnswers } from '../support/screen-story';

// A Lagos brokerage's book, as the API answers it.

const STAMP = '2026-03-02T09:00:00.000Z';
export const LAGOS = 25;
export const ETI_OSA = 481;

export const PLACE_ANSWERS: ScreenAnswers = {
  '/countries': { success: true, data: [{ country_id: 160, name: 'Nigeria', iso_code: 'NG', dial_code: '+234', currency: 'NGN' }] },
  '/countries/160/states': {
    success: true,
    data: [
      { state_id: 15, name: 'Federal Capital Territory', code: 'FC', capital: 'Abuja', zone: 'North Central' },
      { state_id: LAGOS, name: 'Lagos', code: 'LA', capital: 'Ikeja', zone: 'South West' },
    ],
  },
  [`/states/${LAGOS}/lgas`]: {
    success: true,
    data: [
      { lga_id: 480, name: 'Ikeja', state_id: LAGOS },
      { lga_id: ETI_OSA, name: 'Eti-Osa', state_id: LAGOS },
    ],
  },
};

export const ADAEZE: IndividualClient = {
  client_id: '6f1c2a1e-8b7d-4c51-9a55-0c2f4e7a1b01',
  client_type: 'INDIVIDUAL',
  title: 'Mrs',
  firstname: 'Adaeze',
  middle_name: 'Chinwe',
  lastname: 'Okonkwo',
  name: 'Adaeze Okonkwo',
  gender: 'Female',
  date_of_birth: '1985-04-12',
  email: 'adaeze.okonkwo@gmail.com',
  phone: '+2348031234567',
  alternate_phone: '+2348051234567',
  address: '12 Awolowo Road',
  city: 'Ikoyi',
  state_id: LAGOS,
  state_name: 'Lagos',
  lga_id: ETI_OSA,
  lga_name: 'Eti-Osa',
  occupation: 'Pharmacist',
  employer: 'HealthPlus Ltd',
  policyholder_type_id: 1,
  policyholder_type: 'Individual',
  identification_type: 'International passport',
  identification_number: 'A12345678',
  identification_expiry: '2024-01-31',
  identification_expired: true,
  bvn: '22212345678',
  nin: '12345678901',
  politically_exposed: true,
  political_position: 'Member, Lagos State House of Assembly',
  status: 'active',
  created_at: STAMP,
  updated_at: STAMP,
};

/** Only what the form requires. */
export const SPARSE_INDIVIDUAL: IndividualClient = {
  ...ADAEZE,
  client_id: '6f1c2a1e-8b7d-4c51-9a55-0c2f4e7a1b02',
  title: null,
  firstname: 'Musa',
  middle_name: null,
  lastname: 'Abdullahi',
  name: 'Musa Abdullahi',
  gender: null,
  date_of_birth: null,
  email: null,
  alternate_phone: null,
  city: null,
  lga_id: null,
  lga_name: null,
  occupation: null,
  employer: null,
  policyholder_type_id: null,
  policyholder_type: null,
  identification_type: null,
  identification_number: null,
  identification_expiry: null,
  identification_expired: false,
  bvn: null,
  nin: null,
  politically_exposed: false,
  political_position: null,
  status: 'pending',
};

const director = (id: string, title: string, firstname: string, lastname: string, extra: Partial<Director> = {}): Director => ({
  director_id: id,
  corporate_client_id: 'a3d9c0b2-5e41-4f7a-8c63-2b1e9d0f4c10',
  title,
  firstname,
  lastname,
  email: null,
  phone: '+2348091234567',
  date_of_birth: '1968-09-01',
  nationality: 'Nigerian',
  address: null,
  identification_type: "Driver's licence",
  identification_number: 'LAG12345AA01',
  identification_expiry: '2030-06-30',
  identification_expired: false,
  bvn: '22100000001',
  politically_exposed: false,
  political_position: null,
  shareholding: '60.00',
  created_at: STAMP,
  ...extra,
});

export const DIRECTORS: Director[] = [
  director('d-1', 'Chief', 'Babatunde', 'Adeyemi'),
  director('d-2', 'Hajiya', 'Amina', 'Yusuf', {
    shareholding: '40.00',
    bvn: '22100000002',
    politically_exposed: true,
    political_position: 'Former Commissioner for Commerce, Kano State',
  }),
];

export const EKO_LOGISTICS: CorporateClient = {
  corporate_client_id: 'a3d9c0b2-5e41-4f7a-8c63-2b1e9d0f4c10',
  client_type: 'CORPORATE',
  corporate_name: 'Eko Logistics Limited',
  company_name: 'Eko Logistics Limited',
  rc_number: 'RC 1234567',
  tin: '12345678-0001',
  date_of_incorporation: '2011-05-20',
  industry: 'Haulage and logistics',
  email: 'info@ekologistics.ng',
  phone: '01 271 0000',
  website: 'https://ekologistics.ng',
  operating_business_addre: '4 Wharf Road',
  operating_business_address: '4 Wharf Road',
  city_of_operation: 'Apapa',
  state_of_operation: 'Lagos',
  state_id: LAGOS,
  lga_id: null,
  lga_name: null,
  contact_person_name: 'Tola Adebayo',
  contact_person_phone: '+2348027654321',
  contact_person_email: 'tola@ekologistics.ng',
  status: 'active',
  director_count: 2,
  directors: DIRECTORS,
  created_at: STAMP,
  updated_at: STAMP,
};

export const NEW_COMPANY: CorporateClient = {
  ...EKO_LOGISTICS,
  director_count: 0,
  directors: [],
  tin: null,
  website: null,
  contact_person_name: null,
  contact_person_phone: null,
  contact_person_email: null,
  status: 'pending',
};

const summary = (client: IndividualClient | CorporateClient): ClientSummary =>
  client.client_type === 'INDIVIDUAL'
    ? {
        client_id: client.client_id,
        client_type: 'INDIVIDUAL',
        name: client.name,
        firstname: client.firstname,
        lastname: client.lastname,
        corporate_client_id: null,
        corporate_name: null,
        rc_number: null,
        email: client.email,
        phone: client.phone,
        state_name: client.state_name,
        status: client.status,
        politically_exposed: client.politically_exposed,
        created_at: client.created_at,
      }
    : {
        client_id: client.corporate_client_id,
        client_type: 'CORPORATE',
        name: client.corporate_name,
        firstname: null,
        lastname: null,
        corporate_client_id: client.corporate_client_id,
        corporate_name: client.corporate_name,
        rc_number: client.rc_number,
        email: client.email,
        phone: client.phone,
        state_name: client.state_of_operation,
        status: client.status,
        politically_exposed: false,
        created_at: client.created_at,
      };

export const SUMMARIES: ClientSummary[] = [
  summary(EKO_LOGISTICS),
  summary(ADAEZE),
  summary(SPARSE_INDIVIDUAL),
  summary({
    ...EKO_LOGISTICS,
    corporate_client_id: 'a3d9c0b2-5e41-4f7a-8c63-2b1e9d0f4c11',
    corporate_name: 'Dangote Cement Plc',
    rc_number: 'RC 613952',
    email: 'info@dangote.com',
    status: 'inactive',
  }),
];

export const page = <T>(data: T[], pages = 1) => ({
  success: true,
  data,
  meta: { page: 1, limit: 20, total: data.length + (pages - 1) * 20, pages },
});
