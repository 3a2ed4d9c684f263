import { describe, expect, it } from 'vitest';
import * as messages from '../../domain/messages';

describe('messages', () => {
  it("keeps the spec's wording, typos included", () => {
    expect(messages.SESSION_EXPIRED).toBe('Your session has expired, click on the button below to sign in.');
    expect(messages.NETWORK_ERROR).toBe('Network error, please try again');
    expect(messages.ERROR_OCCURED).toBe('An error occured');
    expect(messages.ERROR_OCCURRED).toBe('An error occurred');
    expect(messages.GENERIC_ERROR).toBe('An error occurred. Please try again.');
    expect(messages.PROCESSING).toBe('Processsing, please wait ...');
  });

  it('fills in the templated messages', () => {
    expect(messages.dateBeforeMinimum('2026-01-01')).toBe('Date can not be before 2026-01-01');
    expect(messages.dateAfterMaximum('2026-12-31')).toBe('Date can not be after 2026-12-31');
    expect(messages.userAlreadyVerified('ada@example.com')).toBe('User with email ada@example.com has already been verified');
  });

  it('has no blank or padded message', () => {
    for (const [name, value] of Object.entries(messages)) {
      if (typeof value !== 'string') continue;
      expect(value, name).toBe(value.trim());
      expect(value.length, name).toBeGreaterThan(0);
    }
  });
});
