import { describe, expect, it } from 'vitest';
import { USER_DELETED } from '../../domain/access';
import { RATE_RULE as EXCHANGE_RATE_RULE } from '../../domain/journal';
import * as messages from '../../domain/messages';
import { PRODUCT_NAME_TAKEN, RATE_RULE } from '../../domain/products';
import { CHOOSE_CATEGORY } from '../../domain/reference';

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

  it("gathers every area's messages in one catalogue, renaming the two names areas share", () => {
    expect(messages.USER_DELETED).toBe(USER_DELETED);
    expect(messages.PRODUCT_NAME_TAKEN).toBe(PRODUCT_NAME_TAKEN);
    expect(messages.RATE_RULE).toBe(RATE_RULE);
    expect(messages.EXCHANGE_RATE_RULE).toBe(EXCHANGE_RATE_RULE);
    expect(messages.CHOOSE_INSURANCE_CATEGORY).toBe(CHOOSE_CATEGORY);
    expect(messages.periodMessages.created).toBe('Accounting period created');
  });

  it('has no blank or padded message', () => {
    for (const [name, value] of Object.entries(messages)) {
      if (typeof value !== 'string') continue;
      expect(value, name).toBe(value.trim());
      expect(value.length, name).toBeGreaterThan(0);
    }
  });
});
