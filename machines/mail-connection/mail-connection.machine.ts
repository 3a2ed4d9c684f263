import { assertEvent, assign, setup } from 'xstate';
import { describeFailure } from '../../domain/api';
import { placeholderActor } from '../placeholder-actor';
import { checkedConnection, checkedSave, checkedTest, formOf } from './connection-form';
import type {
  ConnectionSave,
  MailConnectionContext,
  MailConnectionEvent,
  MailConnectionLoaded,
  MailConnectionSettings,
  MailConnectionTest,
  MailConnectionTestPayload,
} from './mail-connection.types';

/** Why the invoked call failed (only in its error event, which the machine's event union does not list). */
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

/** What the form does in every state where it can be changed: edit, choose the test mail, save or test. */
const FORM_EVENTS = {
  'mail.edit': { target: '#mailConnection.editing', actions: 'edit' },
  'mail.sendToMe': { actions: 'chooseSendToMe' },
  'mail.save': [{ guard: 'formReady', target: '#mailConnection.saving' }, { actions: 'showProblems' }],
  'mail.test': [{ guard: 'formReady', target: '#mailConnection.testing' }, { actions: 'showProblems' }],
} as const;

/**
 * The brokerage's own mail server on /email-integration: load it, edit it, save it, and test it
 * (connect, sign in, and mail the admin when asked) with the answer in words.
 */
export const mailConnectionMachine = setup({
  types: {
    context: {} as MailConnectionContext,
    events: {} as MailConnectionEvent,
  },
  actors: {
    loadConnection: placeholderActor<MailConnectionLoaded>('loadConnection'),
    saveConnection: placeholderActor<MailConnectionSettings, ConnectionSave>('saveConnection'),
    testConnection: placeholderActor<MailConnectionTest, MailConnectionTestPayload>('testConnection'),
  },
  actions: {
    keepLoaded: assign((_, params: MailConnectionLoaded) => ({ ...params, form: formOf(params.settings) })),
    keepSaved: assign((_, params: { settings: MailConnectionSettings }) => ({
      settings: params.settings,
      form: formOf(params.settings),
      notice: params.settings.in_use ? 'Mail connection saved' : 'Mail connection saved: test it to send the brokerage’s mail through it',
      test: null,
    })),
    keepTest: assign(({ context }, params: { test: MailConnectionTest }) => ({
      test: params.test,
      // The saved connection was the one tried: the server kept the outcome with it.
      settings:
        context.settings && params.test.saved_connection
          ? {
              ...context.settings,
              tested_at: params.test.tested_at,
              test_passed: params.test.passed,
              test_message: params.test.message,
              in_use: params.test.passed,
            }
          : context.settings,
    })),
    edit: assign(({ context, event }) => {
      assertEvent(event, 'mail.edit');
      const { [event.field]: _fixed, ...fieldErrors } = context.fieldErrors;
      return { form: { ...context.form, [event.field]: event.value }, fieldErrors, test: null, notice: null };
    }),
    chooseSendToMe: assign(({ event }) => {
      assertEvent(event, 'mail.sendToMe');
      return { sendToMe: event.value };
    }),
    showProblems: assign(({ context }) => {
      const { failure } = checkedConnection(context.form);
      return { failure, fieldErrors: failure?.fieldErrors ?? {} };
    }),
    forgetOutcome: assign({ failure: null, notice: null, test: null }),
    rememberFailure: assign(({ event }) => {
      const failure = describeFailure(errorOf(event));
      return { failure, fieldErrors: failure.fieldErrors };
    }),
  },
  guards: {
    formReady: ({ context }) => checkedConnection(context.form).failure === null,
    testPassed: ({ event }) => (event as unknown as { output: MailConnectionTest }).output.passed,
  },
}).createMachine({
  id: 'mailConnection',
  context: {
    settings: null,
    deliveries: [],
    form: formOf(null),
    sendToMe: true,
    fieldErrors: {},
    failure: null,
    test: null,
    notice: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'forgetOutcome',
      invoke: {
        id: 'loadConnection',
        src: 'loadConnection',
        onDone: { target: 'editing', actions: { type: 'keepLoaded', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: 'rememberFailure' },
      },
    },
    loadFailed: {
      on: { 'mail.retry': { target: 'loading' } },
    },
    editing: {
      tags: ['editable'],
      on: FORM_EVENTS,
    },
    saving: {
      tags: ['busy'],
      entry: 'forgetOutcome',
      invoke: {
        id: 'saveConnection',
        src: 'saveConnection',
        input: ({ context }) => checkedSave(context.form, context.settings).value!,
        onDone: { target: 'editing', actions: { type: 'keepSaved', params: ({ event }) => ({ settings: event.output }) } },
        onError: { target: 'editing', actions: 'rememberFailure' },
      },
    },
    testing: {
      tags: ['busy'],
      entry: 'forgetOutcome',
      invoke: {
        id: 'testConnection',
        src: 'testConnection',
        input: ({ context }) => checkedTest(context.form, context.sendToMe).value!,
        onDone: [
          { guard: 'testPassed', target: 'passed', actions: { type: 'keepTest', params: ({ event }) => ({ test: event.output }) } },
          { target: 'failed', actions: { type: 'keepTest', params: ({ event }) => ({ test: event.output }) } },
        ],
        onError: { target: 'editing', actions: 'rememberFailure' },
      },
    },
    /** The test connected, signed in and (when asked) sent the mail. */
    passed: {
      tags: ['editable'],
      on: FORM_EVENTS,
    },
    /** The test ran and the mail server failed it; the answer says why. */
    failed: {
      tags: ['editable'],
      on: FORM_EVENTS,
    },
  },
});

export type MailConnectionMachine = typeof mailConnectionMachine;
