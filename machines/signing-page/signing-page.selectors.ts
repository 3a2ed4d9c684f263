import { signingLinkRefusalOf } from '../../domain/signing';
import type { SigningPageMachine } from './signing-page.machine';
import type { SnapshotFrom } from 'xstate';

type Snapshot = SnapshotFrom<SigningPageMachine>;

/** What the page shows: one slot per state. */
export type SigningPageSlot = 'loading' | 'failed' | 'ready' | 'signed' | 'refused';

export const selectSlot = (s: Snapshot): SigningPageSlot => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  if (s.matches('signed')) return 'signed';
  if (s.matches('refused')) return 'refused';
  return 'ready';
};
export const selectKey = (s: Snapshot) => s.context.key;
export const selectPage = (s: Snapshot) => s.context.page;
export const selectDocument = (s: Snapshot) => s.context.document;
export const selectForm = (s: Snapshot) => s.context.form;
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectRefusal = (s: Snapshot) => (s.context.failure ? signingLinkRefusalOf(s.context.failure) : 'unknown');
export const selectIsSigning = (s: Snapshot) => s.matches('signing');
