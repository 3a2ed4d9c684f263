import { coerce, number, object, optional, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { SignInPayload } from '../../domain/auth';
import { emailAddress, requiredText, validatePayload } from '../../domain/validation';

describe('validatePayload with SignInPayload', () => {
  it('accepts a valid sign-in', () => {
    expect(validatePayload(SignInPayload, { email: 'ada@leadway.ng', password: 'secret' })).toEqual({
      ok: true,
      value: { email: 'ada@leadway.ng', password: 'secret' },
    });
  });

  it('asks for both fields when they are empty or missing', () => {
    const required = [
      { field: 'email', message: 'This field is required' },
      { field: 'password', message: 'This field is required' },
    ];
    expect(validatePayload(SignInPayload, { email: '', password: '' })).toEqual({ ok: false, errors: required });
    expect(validatePayload(SignInPayload, {})).toEqual({ ok: false, errors: required });
    expect(validatePayload(SignInPayload, undefined)).toEqual({ ok: false, errors: required });
    expect(validatePayload(SignInPayload, { email: '   ', password: '' })).toEqual({ ok: false, errors: required });
  });

  it('asks for a valid email address', () => {
    for (const email of ['ada', 'ada@', 'ada@leadway', 'ada@leadway.n', 'a da@leadway.ng']) {
      expect(validatePayload(SignInPayload, { email, password: 'secret' }), email).toEqual({
        ok: false,
        errors: [{ field: 'email', message: 'Enter a valid email address' }],
      });
    }
  });

  it('accepts an email address with surrounding spaces', () => {
    expect(validatePayload(SignInPayload, { email: ' ada@leadway.ng ', password: 'x' }).ok).toBe(true);
  });

  it('names a field of the wrong kind', () => {
    expect(validatePayload(SignInPayload, { email: 42, password: 'x' })).toEqual({
      ok: false,
      errors: [{ field: 'email', message: 'Invalid value for email' }],
    });
  });
});

describe('validatePayload coercion', () => {
  const Quote = object({
    title: requiredText(10),
    premium: number(),
    contact: optional(emailAddress()),
  });
  // A form sends numbers as text; the struct's coercer turns them into numbers.
  const CoercedQuote = object({
    title: requiredText(10),
    premium: coerce(number(), string(), (value) => (value.trim() === '' ? value : Number(value))),
  });

  it('coerces with the struct coercers and returns the coerced value', () => {
    expect(validatePayload(CoercedQuote, { title: 'Marine', premium: '125000.50' })).toEqual({
      ok: true,
      value: { title: 'Marine', premium: 125000.5 },
    });
  });

  it('reads blank text as required, and a missing number as required', () => {
    expect(validatePayload(CoercedQuote, { title: '  ', premium: '' })).toEqual({
      ok: false,
      errors: [
        { field: 'title', message: 'This field is required' },
        { field: 'premium', message: 'Invalid value for premium' },
      ],
    });
    expect(validatePayload(CoercedQuote, { title: 'Marine' })).toEqual({
      ok: false,
      errors: [{ field: 'premium', message: 'This field is required' }],
    });
  });

  it('reports one error per field, the first one', () => {
    expect(validatePayload(Quote, { title: 'A very long title', premium: 'abc', contact: 'nope' })).toEqual({
      ok: false,
      errors: [
        { field: 'title', message: 'Must be at most 10 characters' },
        { field: 'premium', message: 'Invalid value for premium' },
        { field: 'contact', message: 'Enter a valid email address' },
      ],
    });
  });

  it('reports an unknown field of a strict object by its name', () => {
    const result = validatePayload(object({ name: string() }), { name: 'x', extra: 1 });
    expect(result).toEqual({ ok: false, errors: [{ field: 'extra', message: 'Invalid value for extra' }] });
  });
});
