import { describe, expect, it } from 'vitest';
import { CLIENT_OR_PROSPECT, QuoteRequestPayload, seesEveryRequest } from '../../../domain/quotes';
import { validatePayload } from '../../../domain/validation';

describe('a quote request payload', () => {
  it('reads a form’s text: blank lists are none chosen, amounts and ids from text', () => {
    const checked = validatePayload(QuoteRequestPayload, {
      prospectName: ' Ngozi Eze ',
      prospectPhone: '0803 123 4567',
      quoteType: 'motor',
      lineOfBusinessId: '',
      insuranceCategoryId: '7',
      subjectMatter: 'Toyota Hilux',
      sumInsured: '₦1,500,000',
    });
    expect(checked).toEqual({
      ok: true,
      value: expect.objectContaining({ prospectName: 'Ngozi Eze', insuranceCategoryId: 7, sumInsured: '1500000.00' }),
    });
    expect(checked.ok && checked.value.lineOfBusinessId).toBeUndefined();
  });

  it('answers a field of the wrong type with its own error, whatever the other fields hold', () => {
    const checked = validatePayload(QuoteRequestPayload, { clientType: 1, lineOfBusinessId: 1e308, prospectPhone: 5 });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors.map((error) => error.field)).toEqual(['clientType', 'lineOfBusinessId']);
    // A list id that is no id still leaves the other rules to speak.
    const listed = validatePayload(QuoteRequestPayload, {
      prospectName: 'Ngozi',
      prospectEmail: 'n@e.ng',
      lineOfBusinessId: 'motor',
      quoteType: 'boats',
    });
    expect(!listed.ok && listed.errors.map((error) => error.field)).toEqual(['lineOfBusinessId', 'quoteType', 'subjectMatter']);
  });

  it('asks for a client or a prospect', () => {
    const checked = validatePayload(QuoteRequestPayload, { quoteType: 'fire', subjectMatter: 'A warehouse' });
    expect(!checked.ok && checked.errors).toEqual([
      { field: 'clientId', message: CLIENT_OR_PROSPECT },
      { field: 'prospectName', message: CLIENT_OR_PROSPECT },
    ]);
  });

  it('lets those who may approve quotes see every request', () => {
    expect(seesEveryRequest(new Set(['View Quotes', 'Approve Quote']))).toBe(true);
    expect(seesEveryRequest(new Set(['View Quotes', 'Create Quote']))).toBe(false);
  });
});
