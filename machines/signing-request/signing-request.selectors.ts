import type { SigningRequestMachine } from './signing-request.machine';
import type { SnapshotFrom } from 'xstate';

type Snapshot = SnapshotFrom<SigningRequestMachine>;

/** What the view shows: the signer's form, or the request as it stands. */
export type SigningRequestSlot = 'form' | 'request';

export const selectSlot = (s: Snapshot): SigningRequestSlot =>
  s.matches('draft') || s.matches('sending') || s.matches('failed') ? 'form' : 'request';
export const selectForm = (s: Snapshot) => s.context.form;
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectRequest = (s: Snapshot) => s.context.request;
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectCanCancel = (s: Snapshot) => s.can({ type: 'signing.cancel' });
export const selectCanResend = (s: Snapshot) => s.can({ type: 'signing.resend' });
export const selectCanStartAnew = (s: Snapshot) => s.can({ type: 'signing.anew' });
