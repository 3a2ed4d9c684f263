import { describe, expect, it } from 'vitest';
import { canMove, isRejectionReason, moveRefusal, preparedBy, QUOTE_REASON_MAX } from '../../../domain/quotes';

describe('quote status rules', () => {
  it('sends or answers only an approved or sent quote, and converts only an accepted one', () => {
    expect(canMove('approved', 'send')).toBe(true);
    expect(canMove('sent', 'send')).toBe(true);
    expect(canMove('pending approval', 'send')).toBe(false);
    expect(canMove('sent', 'accept')).toBe(true);
    expect(canMove('expired', 'accept')).toBe(false);
    expect(canMove('accepted', 'convert')).toBe(true);
    expect(canMove('converted', 'convert')).toBe(false);
    expect(moveRefusal('convert', 'converted')).toBe('Only an accepted quote can become an invoice; this one is converted');
  });

  it('takes a rejection only with a reason of 1 to 500 characters', () => {
    expect(isRejectionReason('The client wants third party only')).toBe(true);
    expect(isRejectionReason('x'.repeat(QUOTE_REASON_MAX))).toBe(true);
    expect(isRejectionReason('x'.repeat(QUOTE_REASON_MAX + 1))).toBe(false);
    expect(isRejectionReason('   ')).toBe(false);
    expect(isRejectionReason('')).toBe(false);
  });

  it('knows the maker of a quote, who may not approve it', () => {
    const quote = { created_by: { user_id: 'u-ada', name: 'Ada' } };
    expect(preparedBy(quote, 'u-ada')).toBe(true);
    expect(preparedBy(quote, 'u-bola')).toBe(false);
    expect(preparedBy({ created_by: null }, 'u-ada')).toBe(false);
    expect(preparedBy(null, 'u-ada')).toBe(false);
  });
});
