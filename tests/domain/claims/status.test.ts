import { describe, expect, it } from 'vitest';
import {
  canActOnClaim,
  canMoveClaim,
  CLAIM_STATUSES,
  checkClaimMove,
  documentsMissingRefusal,
  EXCESS_ABOVE_OFFER,
  nextClaimStatuses,
  REASON_NEEDED,
  type ClaimOnFile,
  type ClaimPatchPayload,
} from '../../../domain/claims';

const onFile = (overrides: Partial<ClaimOnFile> = {}): ClaimOnFile => ({
  status: 'registered',
  uploaded: [],
  missing: [],
  offerKobo: null,
  excessKobo: null,
  ...overrides,
});
const patch = (fields: Partial<ClaimPatchPayload>) => fields as ClaimPatchPayload;

describe('a claim’s moves, from the one table', () => {
  it('goes forward only as CLAIM_TRANSITIONS allows, and a closed claim goes nowhere', () => {
    expect(canMoveClaim('registered', 'submitted')).toBe(true);
    expect(canMoveClaim('registered', 'settled')).toBe(false);
    expect(canMoveClaim('settled', 'closed')).toBe(true);
    expect(nextClaimStatuses('closed')).toEqual([]);
    expect(CLAIM_STATUSES.filter((from) => canMoveClaim(from, 'withdrawn'))).toEqual([
      'registered',
      'documents_pending',
      'submitted',
      'under_adjustment',
      'offer_received',
      'offer_disputed',
    ]);
  });

  it('lets the facts change only before submission, documents come until closed, comments and mails always', () => {
    expect(CLAIM_STATUSES.filter((status) => canActOnClaim(status, 'edit'))).toEqual(['registered', 'documents_pending']);
    expect(canActOnClaim('closed', 'upload')).toBe(false);
    expect(canActOnClaim('settled', 'upload')).toBe(true);
    expect(CLAIM_STATUSES.every((status) => canActOnClaim(status, 'comment') && canActOnClaim(status, 'notify'))).toBe(true);
  });

  it('asks each move for what it needs: a reason, the checklist, an offer the excess does not pass', () => {
    expect(checkClaimMove('withdrawn', onFile(), patch({})).errors).toEqual([{ field: 'reason', message: REASON_NEEDED }]);
    expect(checkClaimMove('submitted', onFile({ missing: ['Police report'] }), patch({})).refusal).toBe(
      documentsMissingRefusal(['Police report']),
    );
    expect(checkClaimMove('submitted', onFile(), patch({}))).toEqual({ errors: [], refusal: null });
    expect(
      checkClaimMove('offer_received', onFile({ status: 'submitted' }), patch({ offerAmount: '100000', excess: '200000' })).errors,
    ).toEqual([{ field: 'excess', message: EXCESS_ABOVE_OFFER }]);
  });
});
