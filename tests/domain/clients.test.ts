import { describe, expect, it } from 'vitest';
import {
  BVN_RULE,
  CLIENT_STATUSES,
  ClientListQuery,
  ClientSearchPayload,
  DirectorPayload,
  IDENTIFICATION_NUMBER_REQUIRED,
  IDENTIFICATION_TYPE_REQUIRED,
  IndividualClientPayload,
  isIdentificationExpired,
  NewCorporateClientPayload,
  NIN_RULE,
  nextClientStatuses,
  normaliseCacNumber,
  POLITICAL_POSITION_REQUIRED,
  readClientStatus,
  shareHundredths,
  SHAREHOLDING_OVER_100,
  SHAREHOLDING_RULE,
  statusChangeRefusal,
  totalShareholding,
} from '../../domain/clients';
import { validatePayload } from '../../domain/validation';

const person = { firstName: 'Ada', lastName: 'Obi', phone: '0803 123 4567', address: '1 Marina', stateId: '25' };

describe('client status transitions', () => {
  it('lets pending and inactive clients become active, active ones inactive, and any but a cancelled one be cancelled', () => {
    expect(nextClientStatuses('pending')).toEqual(['active', 'cancelled']);
    expect(nextClientStatuses('active')).toEqual(['inactive', 'cancelled']);
    expect(nextClientStatuses('inactive')).toEqual(['active', 'cancelled']);
    expect(nextClientStatuses('cancelled')).toEqual([]);
  });

  it('explains each refusal and allows exactly the listed moves', () => {
    for (const from of CLIENT_STATUSES) {
      for (const to of CLIENT_STATUSES) {
        expect(statusChangeRefusal(from, to) === null, `${from} → ${to}`).toBe(nextClientStatuses(from).includes(to));
      }
    }
    expect(statusChangeRefusal('active', 'active')).toBe('The client is already active');
    expect(statusChangeRefusal('inactive', 'pending')).toBe('An inactive client cannot be made pending');
    expect(statusChangeRefusal('pending', 'inactive')).toBe('A pending client cannot be made inactive');
    expect(statusChangeRefusal('cancelled', 'active')).toMatch(/cancelled client cannot change status/);
  });

  it('reads a status case-insensitively and nothing else', () => {
    expect(readClientStatus(' ACTIVE ')).toBe('active');
    expect(readClientStatus('archived')).toBeNull();
    expect(readClientStatus(undefined)).toBeNull();
  });
});

describe('individual client payload', () => {
  it('normalises the phone, email and numbers and turns blanks into null', () => {
    const result = validatePayload(IndividualClientPayload, {
      ...person,
      email: ' Ada@Obi.NG ',
      bvn: '222 2222 2222',
      nin: '',
      gender: '',
      lgaId: '',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        ...person,
        phone: '+2348031234567',
        stateId: 25,
        email: 'ada@obi.ng',
        bvn: '22222222222',
        nin: null,
        gender: null,
        lgaId: null,
      },
    });
  });

  it('wants 11 digits for BVN and NIN, a NIN slip’s number included', () => {
    const result = validatePayload(IndividualClientPayload, { ...person, bvn: '12345', nin: 'abc' });
    expect(result).toMatchObject({ ok: false });
    expect(result.ok ? [] : result.errors).toEqual(
      expect.arrayContaining([
        { field: 'bvn', message: BVN_RULE },
        { field: 'nin', message: NIN_RULE },
      ]),
    );
    const slip = validatePayload(IndividualClientPayload, { ...person, identificationType: 'NIN slip', identificationNumber: 'A1234' });
    expect(slip).toEqual({ ok: false, errors: [{ field: 'identificationNumber', message: NIN_RULE }] });
  });

  it('pairs a document with its number, and a politically exposed person with the office', () => {
    expect(validatePayload(IndividualClientPayload, { ...person, identificationType: "Voter's card" })).toEqual({
      ok: false,
      errors: [{ field: 'identificationNumber', message: IDENTIFICATION_NUMBER_REQUIRED }],
    });
    expect(validatePayload(IndividualClientPayload, { ...person, identificationNumber: '90F5B1234' })).toEqual({
      ok: false,
      errors: [{ field: 'identificationType', message: IDENTIFICATION_TYPE_REQUIRED }],
    });
    expect(validatePayload(IndividualClientPayload, { ...person, politicallyExposed: 'true' })).toEqual({
      ok: false,
      errors: [{ field: 'politicalPosition', message: POLITICAL_POSITION_REQUIRED }],
    });
    expect(
      validatePayload(IndividualClientPayload, { ...person, identificationType: 'Library card', identificationNumber: '1' }),
    ).toMatchObject({
      ok: false,
      errors: [{ field: 'identificationType', message: 'Choose one from the list' }],
    });
  });

  it('wants a birth date in the past and an expiry that is a date, expired or not', () => {
    expect(validatePayload(IndividualClientPayload, { ...person, dateOfBirth: '2999-01-01' })).toMatchObject({
      ok: false,
      errors: [{ field: 'dateOfBirth' }],
    });
    expect(validatePayload(IndividualClientPayload, { ...person, identificationExpiry: '31/01/2030' })).toMatchObject({
      ok: false,
      errors: [{ field: 'identificationExpiry' }],
    });
    const expired = validatePayload(IndividualClientPayload, {
      ...person,
      identificationType: 'International passport',
      identificationNumber: 'A1',
      identificationExpiry: '2001-01-01',
    });
    expect(expired.ok).toBe(true);
  });

  it('flags an identification whose expiry has passed', () => {
    expect(isIdentificationExpired('2026-03-01', '2026-03-02')).toBe(true);
    expect(isIdentificationExpired('2026-03-02', '2026-03-02')).toBe(false);
    expect(isIdentificationExpired(null, '2026-03-02')).toBe(false);
  });
});

describe('corporate client payload', () => {
  const company = { corporateName: 'Eko Foods', operatingBusinessAddress: '2 Marina', cityOfOperation: 'Lagos', stateId: 25 };

  it('reads CAC numbers with or without a prefix', () => {
    expect(normaliseCacNumber('1234567')).toBe('RC 1234567');
    expect(normaliseCacNumber('bn-445566')).toBe('BN 445566');
    expect(normaliseCacNumber('IT 12345')).toBe('IT 12345');
    expect(normaliseCacNumber('XY 12345')).toBeNull();
  });

  it('counts shareholdings exactly, in hundredths of a percent', () => {
    expect(shareHundredths('33.33')).toBe(3333);
    expect(shareHundredths('12.5')).toBe(1250);
    expect(shareHundredths('1.234')).toBeNull();
    expect(
      totalShareholding([{ shareholding: '33.33' }, { shareholding: '33.33' }, { shareholding: '33.34' }, { shareholding: null }]),
    ).toBe(10_000);
  });

  it('checks each director and the shares they hold together', () => {
    const directors = [
      { firstName: 'Musa', lastName: 'Bello', shareholding: 60 },
      { firstName: 'Ada', lastName: 'Obi', shareholding: '40.5' },
    ];
    expect(validatePayload(NewCorporateClientPayload, { ...company, directors })).toEqual({
      ok: false,
      errors: [{ field: 'directors', message: SHAREHOLDING_OVER_100 }],
    });
    const wrong = validatePayload(NewCorporateClientPayload, {
      ...company,
      directors: [{ firstName: 'Musa', lastName: '', shareholding: '0' }],
    });
    expect(wrong).toEqual({
      ok: false,
      errors: [
        { field: 'directors.0.lastName', message: 'This field is required' },
        { field: 'directors.0.shareholding', message: SHAREHOLDING_RULE },
      ],
    });
    expect(validatePayload(DirectorPayload, { firstName: 'Musa', lastName: 'Bello', shareholding: '25%' })).toEqual({
      ok: true,
      value: { firstName: 'Musa', lastName: 'Bello', shareholding: '25.00' },
    });
  });
});

describe('client filters', () => {
  it('reads blank or all as any, and names the bad ones', () => {
    expect(validatePayload(ClientListQuery, { status: 'All', clientType: '', searchQuery: '  ada  ' })).toEqual({
      ok: true,
      value: { status: null, clientType: null, searchQuery: 'ada' },
    });
    expect(validatePayload(ClientSearchPayload, { clientType: 'corporate' })).toEqual({ ok: true, value: { clientType: 'CORPORATE' } });
    expect(validatePayload(ClientListQuery, { status: 'gone' })).toMatchObject({ ok: false, errors: [{ field: 'status' }] });
  });
});
