import { array, literal, optional, refine, string, type, type Infer } from 'superstruct';
import { actionNotOffered, DELETION_REASON_TOO_LONG, FIELD_REQUIRED, NO_DELETION_REQUEST } from '../common-messages';
import { billsEndorsement, isOffered, type InvoiceMenuFacts } from './actions';
import { isPendingDeletion } from './status';
import { MAX_DELETION_REASON, type InvoiceStatus } from './vocabulary';

// Deleting an invoice (spec sections 2, 4 and 6). Only a payment-pending invoice may be deleted: an
// admin deletes it at once; anyone else asks, with a reason, and an admin accepts or rejects.

/** "The deletion reason is free text, at most 250 characters." */
export function deletionReasonProblem(reason: string | null | undefined): string | null {
  const text = reason?.trim() ?? '';
  if (text === '') return FIELD_REQUIRED;
  return text.length > MAX_DELETION_REASON ? DELETION_REASON_TOO_LONG : null;
}

/** PATCH /invoice/deletion/request/{id}. */
export const DeletionRequestPayload = type({
  reasonForDeletion: refine(string(), 'reasonForDeletion', (reason) => deletionReasonProblem(reason) ?? true),
});
export type DeletionRequestPayload = Infer<typeof DeletionRequestPayload>;

/** GET /invoice/deletion/request-detail/{id}: the view reads data[0]. */
export const DeletionRequestDetail = type({ initiator_reason_for_deletion: string(), username: string() });
export type DeletionRequestDetail = Infer<typeof DeletionRequestDetail>;
export const DeletionRequestDetailResponse = type({
  success: literal(true),
  message: optional(string()),
  data: array(DeletionRequestDetail),
});

/** Admins delete directly; anyone else submits a request for an admin to approve. */
export type DeletionStep = 'request' | 'delete' | 'accept' | 'reject';
export const deletionStepFor = (viewerIsAdmin: boolean): 'request' | 'delete' => (viewerIsAdmin ? 'delete' : 'request');

/** Where each step leaves the invoice. */
export const STATUS_AFTER: Record<DeletionStep, InvoiceStatus> = {
  request: 'pending deletion',
  delete: 'deactivated',
  accept: 'deactivated',
  reject: 'payment pending',
};

/** Why the invoice refuses the step now, or null. Who may take it is the server's permission check. */
export const ENDORSEMENT_INVOICE_KEPT = 'This invoice bills an approved endorsement of its policy and cannot be deleted';

export function deletionRefusal(invoice: InvoiceMenuFacts, step: DeletionStep): string | null {
  if ((step === 'request' || step === 'delete') && billsEndorsement(invoice)) return ENDORSEMENT_INVOICE_KEPT;
  if (step === 'request' || step === 'delete') return isOffered(invoice, 'deleteInvoice') ? null : actionNotOffered('Delete Invoice');
  return isPendingDeletion(invoice) ? null : NO_DELETION_REQUEST;
}
