import { describe, expect, it } from 'vitest';
import {
  BranchPayload,
  BrokerProfilePayload,
  CHOOSE_STATE_FIRST,
  normaliseBusinessPhone,
  normaliseWebsite,
  SignatoryChanges,
  branchInUse,
} from '../../domain/brokerage';
import { validatePayload } from '../../domain/validation';

describe('brokerage details', () => {
  it('keeps mobiles in one form and landlines as typed', () => {
    expect(normaliseBusinessPhone('0803 123 4567')).toBe('+2348031234567');
    expect(normaliseBusinessPhone('01 271 0000')).toBe('01 271 0000');
    expect(normaliseBusinessPhone('call me')).toBeNull();
    expect(normaliseBusinessPhone('12')).toBeNull();
  });

  it('reads web addresses with or without a scheme', () => {
    expect(normaliseWebsite('www.demo.ng')).toBe('https://www.demo.ng');
    expect(normaliseWebsite('http://demo.ng/about')).toBe('http://demo.ng/about');
    expect(normaliseWebsite('localhost')).toBeNull();
    expect(normaliseWebsite('not a site')).toBeNull();
  });

  it('turns blank profile fields into null and leaves absent ones out', () => {
    const result = validatePayload(BrokerProfilePayload, { website: '', city: ' Ikeja ', stateId: '25' });
    expect(result).toEqual({ ok: true, value: { website: null, city: 'Ikeja', stateId: 25 } });
  });

  it('wants a state before an LGA', () => {
    const result = validatePayload(BranchPayload, { name: 'Ikeja', address: '1 Allen Avenue', city: 'Ikeja', lgaId: 4 });
    expect(result).toEqual({ ok: false, errors: [{ field: 'lgaId', message: CHOOSE_STATE_FIRST }] });
  });

  it('reads a multipart form’s removeSignature as a flag', () => {
    expect(validatePayload(SignatoryChanges, { removeSignature: 'true' })).toEqual({ ok: true, value: { removeSignature: true } });
    expect(validatePayload(SignatoryChanges, { removeSignature: 'false' })).toEqual({ ok: true, value: { removeSignature: false } });
  });

  it('says what keeps a branch in use', () => {
    expect(branchInUse(2, 0)).toBe('This branch still has 2 premium accounts. Move them to another branch first.');
    expect(branchInUse(1, 3)).toBe('This branch still has 1 premium account and 3 users. Move them to another branch first.');
  });
});
