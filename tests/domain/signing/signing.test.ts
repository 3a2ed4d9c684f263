import { describe, expect, it } from 'vitest';
import {
  CONSENT_RULE,
  effectiveSigningStatus,
  LINK_LIFETIME_RULE,
  nextSigningStatus,
  reminderDue,
  REMINDER_WITHIN_LIFETIME,
  SENDER_PERMISSION_RULE,
  SignatureSettingsPayload,
  SIGNATURE_DRAWING_RULE,
  signingRefusal,
  SigningRequestPayload,
  SignPayload,
  SUBJECT_ID_RULE,
  SUBJECT_KIND_RULE,
} from '../../../domain/signing';
import { validatePayload } from '../../../domain/validation';
import type { Struct } from 'superstruct';

const errorsOf = <T, S>(struct: Struct<T, S>, input: unknown) => {
  const result = validatePayload(struct, input);
  return result.ok ? [] : result.errors;
};

describe('a signing request’s status', () => {
  it('opens, then signs once; signed, expired and cancelled requests move no more', () => {
    expect(nextSigningStatus('sent', 'open')).toBe('opened');
    expect(nextSigningStatus('opened', 'sign')).toBe('signed');
    expect(nextSigningStatus('opened', 'resend')).toBe('opened');
    for (const status of ['signed', 'expired', 'cancelled'] as const)
      for (const action of ['open', 'sign', 'cancel', 'resend', 'expire'] as const) expect(nextSigningStatus(status, action)).toBeNull();
  });

  it('says why in words', () => {
    expect(signingRefusal('signed', 'sign')).toBe('This document has already been signed.');
    expect(signingRefusal('expired', 'open')).toMatch(/expired/);
    expect(signingRefusal('cancelled', 'sign')).toMatch(/cancelled/);
    expect(signingRefusal('sent', 'cancel')).toBeNull();
  });

  it('reads as expired once past its expiry, even before the job writes it down', () => {
    const expiry = new Date('2026-11-29T10:00:00Z');
    expect(effectiveSigningStatus('opened', expiry, new Date('2026-11-29T09:59:59Z'))).toBe('opened');
    expect(effectiveSigningStatus('opened', expiry, new Date('2026-11-29T10:00:00Z'))).toBe('expired');
    expect(effectiveSigningStatus('signed', expiry, new Date('2026-12-29T10:00:00Z'))).toBe('signed');
  });

  it('falls due for a reminder at the interval, never with reminders off', () => {
    const mailed = new Date('2026-11-29T00:00:00Z');
    expect(reminderDue(mailed, 24, new Date('2026-11-29T23:00:00Z'))).toBe(false);
    expect(reminderDue(mailed, 24, new Date('2026-11-30T00:00:00Z'))).toBe(true);
    expect(reminderDue(mailed, 0, new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('the signing settings', () => {
  const good = { senderPermission: 'Send Documents', linkLifetimeHours: 72, reminderIntervalHours: 24, mailText: 'Please sign.' };
  it('take a permission, a lifetime, an interval shorter than it and the mail’s words', () => {
    expect(errorsOf(SignatureSettingsPayload, good)).toEqual([]);
    expect(errorsOf(SignatureSettingsPayload, { ...good, reminderIntervalHours: 0 })).toEqual([]);
  });
  it('refuse each wrong field with its rule', () => {
    expect(errorsOf(SignatureSettingsPayload, { ...good, senderPermission: 'Root' })).toEqual([
      { field: 'senderPermission', message: SENDER_PERMISSION_RULE },
    ]);
    expect(errorsOf(SignatureSettingsPayload, { ...good, linkLifetimeHours: 0 })).toEqual([
      { field: 'linkLifetimeHours', message: LINK_LIFETIME_RULE },
    ]);
    expect(errorsOf(SignatureSettingsPayload, { ...good, reminderIntervalHours: 72 })).toEqual([
      { field: 'reminderIntervalHours', message: REMINDER_WITHIN_LIFETIME },
    ]);
    expect(errorsOf(SignatureSettingsPayload, { ...good, mailText: ' ' })).toEqual([
      { field: 'mailText', message: 'This field is required' },
    ]);
  });
});

describe('a signing request', () => {
  const good = {
    subjectKind: 'proposal_form',
    subjectId: '5b0e0f55-1c0e-4d1e-9a43-3c1f1f0c8a11',
    signerName: 'Ada Obi',
    signerEmail: ' Ada@Example.ng ',
  };
  it('names the signer and the document; the email is kept in lower case', () => {
    const result = validatePayload(SigningRequestPayload, good);
    expect(result.ok && result.value.signerEmail).toBe('ada@example.ng');
  });
  it('refuses an unknown kind, a missing document and a bad email', () => {
    expect(errorsOf(SigningRequestPayload, { ...good, subjectKind: 'will' })).toEqual([
      { field: 'subjectKind', message: SUBJECT_KIND_RULE },
    ]);
    expect(errorsOf(SigningRequestPayload, { ...good, subjectId: 'x' })).toEqual([{ field: 'subjectId', message: SUBJECT_ID_RULE }]);
    expect(errorsOf(SigningRequestPayload, { ...good, signerEmail: 'ada' })).toEqual([
      { field: 'signerEmail', message: 'Enter a valid email address' },
    ]);
  });
  it('is signed with a drawn PNG or a typed name, and only with consent', () => {
    expect(errorsOf(SignPayload, { method: 'typed', typedName: 'Ada Obi', consent: true })).toEqual([]);
    expect(errorsOf(SignPayload, { method: 'drawn', image: 'data:image/png;base64,iVBORw0KGgo=', consent: true })).toEqual([]);
    expect(errorsOf(SignPayload, { method: 'drawn', image: 'data:text/html;base64,PGI+', consent: true })).toContainEqual({
      field: 'image',
      message: SIGNATURE_DRAWING_RULE,
    });
    expect(errorsOf(SignPayload, { method: 'typed', typedName: 'Ada Obi', consent: false })).toContainEqual({
      field: 'consent',
      message: CONSENT_RULE,
    });
  });
});
