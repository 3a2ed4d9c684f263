import type { MailConnectionMachine } from './mail-connection.machine';
import type { SnapshotFrom } from 'xstate';

type Snapshot = SnapshotFrom<MailConnectionMachine>;

/** What the screen shows: one slot per state. */
export type MailConnectionSlot = 'loading' | 'loadFailed' | 'form';

export const selectSlot = (s: Snapshot): MailConnectionSlot => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  return 'form';
};

export const selectSettings = (s: Snapshot) => s.context.settings;
export const selectDeliveries = (s: Snapshot) => s.context.deliveries;
export const selectForm = (s: Snapshot) => s.context.form;
export const selectSendToMe = (s: Snapshot) => s.context.sendToMe;
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectTest = (s: Snapshot) => s.context.test;
export const selectNotice = (s: Snapshot) => s.context.notice;
export const selectIsSaving = (s: Snapshot) => s.matches('saving');
export const selectIsTesting = (s: Snapshot) => s.matches('testing');
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
