import { describe, expect, it } from 'vitest';
import { describeFailure, mayRetryAfter } from '../../domain/api';

describe('a failed call that may be tried again', () => {
  it('is one the network or the server failed', () => {
    expect(mayRetryAfter({ message: 'Network error, please try again', code: 'NETWORK_ERROR', fieldErrors: {} })).toBe(true);
    expect(mayRetryAfter({ message: 'An error occurred', status: 500, fieldErrors: {} })).toBe(true);
    expect(mayRetryAfter({ message: 'Service unavailable', status: 503, code: 'SERVICE_UNAVAILABLE', fieldErrors: {} })).toBe(true);
  });

  it('is not one the server refused, nor no failure at all', () => {
    expect(mayRetryAfter({ message: 'This field is required', status: 400, code: 'VALIDATION_ERROR', fieldErrors: {} })).toBe(false);
    expect(mayRetryAfter({ message: 'Forbidden', status: 403, code: 'FORBIDDEN', fieldErrors: {} })).toBe(false);
    expect(mayRetryAfter({ message: 'Conflict', status: 409, code: 'CONFLICT', fieldErrors: {} })).toBe(false);
    expect(mayRetryAfter(null)).toBe(false);
  });

  it('reads a thrown failure the same way', () => {
    const thrown = Object.assign(new Error('Network error, please try again'), { code: 'NETWORK_ERROR' });
    expect(mayRetryAfter(describeFailure(thrown))).toBe(true);
    expect(mayRetryAfter(describeFailure('not an error'))).toBe(false);
  });
});
