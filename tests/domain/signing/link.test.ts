import { describe, expect, it } from 'vitest';
import { isSigningLinkRefusal, signingLinkRefusalOf, signPayloadOf, type SignatureForm } from '../../../domain/signing';
import { checkedSignature } from '../../../machines/signing-page/signature-form';

const DRAWN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const form = (changes: Partial<SignatureForm>): SignatureForm => ({
  method: 'drawn',
  drawing: null,
  typedName: '',
  consent: false,
  ...changes,
});

describe('a signing link the server refuses', () => {
  it('is one answered 404, 409 or 410, not a network or server failure nor a field problem', () => {
    expect(isSigningLinkRefusal({ status: 404 })).toBe(true);
    expect(isSigningLinkRefusal({ status: 409 })).toBe(true);
    expect(isSigningLinkRefusal({ status: 410 })).toBe(true);
    expect(isSigningLinkRefusal({ status: 400 })).toBe(false);
    expect(isSigningLinkRefusal({ status: 500 })).toBe(false);
    expect(isSigningLinkRefusal({})).toBe(false);
    expect(isSigningLinkRefusal(null)).toBe(false);
  });

  it('is named by the server’s code: expired, used, cancelled or unknown', () => {
    expect(signingLinkRefusalOf({ status: 410, code: 'KEY_EXPIRED' })).toBe('expired');
    expect(signingLinkRefusalOf({ status: 409, code: 'KEY_USED' })).toBe('used');
    expect(signingLinkRefusalOf({ status: 409, code: 'CONFLICT' })).toBe('cancelled');
    expect(signingLinkRefusalOf({ status: 404, code: 'INVALID_KEY' })).toBe('unknown');
  });
});

describe('a signature the page sends', () => {
  it('is the drawing or the typed name, whichever was chosen, with the consent', () => {
    expect(signPayloadOf(form({ drawing: DRAWN, typedName: 'Ada', consent: true }))).toEqual({
      method: 'drawn',
      image: DRAWN,
      consent: true,
    });
    expect(signPayloadOf(form({ method: 'typed', drawing: DRAWN, typedName: 'Adaeze Okafor', consent: true }))).toEqual({
      method: 'typed',
      typedName: 'Adaeze Okafor',
      consent: true,
    });
  });

  it('passes the server’s checks only with a drawing or a name, and the box ticked', () => {
    expect(checkedSignature(form({ drawing: DRAWN, consent: true })).failure).toBeNull();
    expect(checkedSignature(form({ method: 'typed', typedName: 'Adaeze Okafor', consent: true })).value).toEqual({
      method: 'typed',
      typedName: 'Adaeze Okafor',
      consent: true,
    });
    expect(checkedSignature(form({})).failure?.fieldErrors).toEqual({
      image: 'Draw your signature in the box',
      consent: 'Tick the box to agree to sign electronically',
    });
    // Only the chosen way's field is judged: an empty pad says nothing when the name is typed.
    expect(checkedSignature(form({ method: 'typed', typedName: ' ', consent: true })).failure?.fieldErrors).toEqual({
      typedName: 'Type your full name as your signature',
    });
  });
});
