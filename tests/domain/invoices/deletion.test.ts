import { describe, expect, it } from 'vitest';
import {
  DeletionRequestDetailResponse,
  DeletionRequestPayload,
  deletionReasonProblem,
  deletionRefusal,
  deletionStepFor,
  STATUS_AFTER,
} from '../../../domain/invoices';
import {
  DELETION_REASON_TOO_LONG,
  DELETION_REQUEST_SUBMITTED,
  FIELD_REQUIRED,
  INVOICE_DELETED,
  NO_DELETION_REQUEST,
} from '../../../domain/messages';
import { validatePayload } from '../../../domain/validation';
import {
  DELETED_INVOICE,
  DELETION_REQUEST,
  PAID_INVOICE,
  PARTLY_PAID_INVOICE,
  PENDING_DELETION_INVOICE,
  PENDING_INVOICE,
} from '../../../stories/invoices/fixtures';

describe('invoice deletion', () => {
  it('takes a reason of at most 250 characters', () => {
    expect(deletionReasonProblem('')).toBe(FIELD_REQUIRED);
    expect(deletionReasonProblem('x'.repeat(250))).toBeNull();
    expect(deletionReasonProblem('x'.repeat(251))).toBe(DELETION_REASON_TOO_LONG);
    expect(validatePayload(DeletionRequestPayload, { reasonForDeletion: 'x'.repeat(251) })).toEqual({
      ok: false,
      errors: [{ field: 'reasonForDeletion', message: DELETION_REASON_TOO_LONG }],
    });
    expect(validatePayload(DeletionRequestPayload, { reasonForDeletion: 'Raised twice' }).ok).toBe(true);
  });

  it('deletes directly for an admin and asks for approval otherwise', () => {
    expect(deletionStepFor(true)).toBe('delete');
    expect(deletionStepFor(false)).toBe('request');
    expect(STATUS_AFTER).toEqual({ request: 'pending deletion', delete: 'deactivated', accept: 'deactivated', reject: 'payment pending' });
    expect(INVOICE_DELETED).toBe('Invoice was deleted successfully');
    expect(DELETION_REQUEST_SUBMITTED).toBe('Request was successfully submitted');
  });

  it('offers deletion only while payment is pending', () => {
    expect(deletionRefusal(PENDING_INVOICE, 'request')).toBeNull();
    expect(deletionRefusal({ ...PENDING_INVOICE, status: 'PAYMENT PENDING' }, 'delete')).toBeNull();
    for (const invoice of [PARTLY_PAID_INVOICE, PAID_INVOICE, PENDING_DELETION_INVOICE, DELETED_INVOICE]) {
      expect(deletionRefusal(invoice, 'request')).toBe('Delete Invoice is not available for this invoice');
    }
  });

  it('accepts or rejects only a waiting request', () => {
    expect(deletionRefusal(PENDING_DELETION_INVOICE, 'accept')).toBeNull();
    expect(deletionRefusal(PENDING_DELETION_INVOICE, 'reject')).toBeNull();
    expect(deletionRefusal(PENDING_INVOICE, 'accept')).toBe(NO_DELETION_REQUEST);
    expect(deletionRefusal(DELETED_INVOICE, 'reject')).toBe(NO_DELETION_REQUEST);
  });

  it('reads the request detail from data[0]', () => {
    const [error, answer] = DeletionRequestDetailResponse.validate({ success: true, data: [DELETION_REQUEST] });
    expect(error).toBeUndefined();
    expect(answer?.data[0]).toEqual(DELETION_REQUEST);
  });
});
