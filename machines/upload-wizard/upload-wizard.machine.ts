import { assertEvent, assign, setup } from 'xstate';
import { describeFailure } from '../../domain/api';
import { UPLOAD_FAILED } from '../../domain/messages';
import { checkChosenFile, REJECTION_SHOWN_MS } from '../../domain/upload';
import { placeholderAction, placeholderActor } from '../placeholder-actor';
import type { SendFileInput, UploadWizardContext, UploadWizardEvent, UploadWizardInput } from './upload-wizard.types';

/**
 * One file from choosing to stored: the spec's checks in the browser (a refusal shows for 5
 * seconds), then the upload with its progress, and a retry of the same file when it fails. The
 * server checks everything again, the content included.
 */
export const uploadWizardMachine = setup({
  types: {
    context: {} as UploadWizardContext,
    events: {} as UploadWizardEvent,
    input: {} as UploadWizardInput,
  },
  actors: {
    /** Sends the file (the screen's own endpoint) and answers what the server said. */
    sendFile: placeholderActor<unknown, SendFileInput>('sendFile'),
  },
  actions: {
    /** Tells the screen the server took the file (it updates the record, toasts...). */
    announceUploaded: placeholderAction<{ file: File; answer: unknown }>('announceUploaded'),
    takeFile: assign(({ event }) => {
      assertEvent(event, 'upload.choose');
      return { file: event.file, failure: null };
    }),
    checkFile: assign({
      rejection: ({ context }) => {
        const file = context.file;
        const message = file ? checkChosenFile(file, context.accept) : null;
        return file && message ? { fileName: file.name, message } : null;
      },
    }),
    dropFile: assign({ file: null }),
    forgetRejection: assign({ rejection: null }),
    forgetAll: assign({ file: null, rejection: null, progress: null, failure: null }),
    startProgress: assign({ progress: ({ context }) => ({ sent: 0, total: context.file?.size ?? null }), failure: null }),
    recordProgress: assign(({ event }) => {
      assertEvent(event, 'upload.progress');
      return { progress: event.progress };
    }),
    forgetProgress: assign({ progress: null }),
    rememberFailure: assign({ failure: ({ event }) => describeFailure((event as { error?: unknown }).error, UPLOAD_FAILED) }),
  },
  guards: {
    /** The chosen file fails the upload checks (size, name, kind): it is refused for five seconds. */
    fileRefused: ({ context }) => context.file !== null && checkChosenFile(context.file, context.accept) !== null,
    sendsAtOnce: ({ context }) => context.sendAtOnce,
  },
  delays: {
    rejectionShown: REJECTION_SHOWN_MS,
  },
}).createMachine({
  id: 'uploadWizard',
  context: ({ input }) => ({
    accept: input.accept,
    sendAtOnce: input.sendAtOnce ?? true,
    file: null,
    rejection: null,
    progress: null,
    failure: null,
  }),
  initial: 'choosing',
  on: {
    // A form closing or saving starts over, whatever the wizard was doing (an upload is aborted).
    'upload.reset': { target: '.choosing', actions: 'forgetAll' },
  },
  states: {
    choosing: {
      on: { 'upload.choose': { target: 'checking', actions: 'takeFile' } },
    },
    checking: {
      entry: 'checkFile',
      always: [
        { guard: 'fileRefused', target: 'rejected', actions: 'dropFile' },
        { guard: 'sendsAtOnce', target: 'uploading' },
        { target: 'chosen' },
      ],
    },
    rejected: {
      exit: 'forgetRejection',
      after: { rejectionShown: { target: 'choosing' } },
      on: { 'upload.choose': { target: 'checking', actions: 'takeFile' } },
    },
    chosen: {
      on: {
        'upload.send': { target: 'uploading' },
        'upload.choose': { target: 'checking', actions: 'takeFile' },
        'upload.cancel': { target: 'choosing', actions: 'forgetAll' },
      },
    },
    uploading: {
      tags: ['busy'],
      entry: 'startProgress',
      exit: 'forgetProgress',
      invoke: {
        id: 'sendFile',
        src: 'sendFile',
        input: ({ context, self }) => ({
          file: context.file!,
          reportProgress: (progress) => self.send({ type: 'upload.progress', progress }),
        }),
        onDone: {
          target: 'uploaded',
          actions: { type: 'announceUploaded', params: ({ context, event }) => ({ file: context.file!, answer: event.output }) },
        },
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
      on: {
        'upload.progress': { actions: 'recordProgress' },
        // Leaving the state stops the request: the actor's signal aborts it.
        'upload.cancel': { target: 'choosing', actions: 'forgetAll' },
      },
    },
    uploaded: {
      on: { 'upload.choose': { target: 'checking', actions: 'takeFile' } },
    },
    failed: {
      on: {
        'upload.retry': { target: 'uploading' },
        // A form submitted again sends the kept file again, as Retry does.
        'upload.send': { target: 'uploading' },
        'upload.choose': { target: 'checking', actions: 'takeFile' },
        'upload.cancel': { target: 'choosing', actions: 'forgetAll' },
      },
    },
  },
});

export type UploadWizardMachine = typeof uploadWizardMachine;
