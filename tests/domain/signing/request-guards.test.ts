import { describe, expect, it } from 'vitest';
import { hasSigningStatus, isSameSigningRequest, SIGNING_STATUSES } from '../../../domain/signing';

describe('the rules the signing request machine follows', () => {
  it('a request has the status it holds, and no other', () => {
    for (const status of SIGNING_STATUSES) {
      for (const asked of SIGNING_STATUSES) expect(hasSigningStatus({ status }, asked), `${status} is ${asked}`).toBe(status === asked);
    }
  });

  it('no request yet has no status at all: it is a draft', () => {
    for (const status of SIGNING_STATUSES) expect(hasSigningStatus(null, status)).toBe(false);
  });

  it('a live change concerns the request held only when the ids match', () => {
    expect(isSameSigningRequest({ id: 'r-1' }, 'r-1')).toBe(true);
    expect(isSameSigningRequest({ id: 'r-1' }, 'r-2')).toBe(false);
    expect(isSameSigningRequest(null, 'r-1')).toBe(false);
  });
});
