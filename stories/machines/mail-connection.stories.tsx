import { useEffect, useState } from 'react';
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { formOf } from '../../machines/mail-connection/connection-form';
import { mailConnectionMachine, type MailConnectionMachine } from '../../machines/mail-connection/mail-connection.machine';
import { MailConnectionProvider } from '../../src/features/mail/mail-connection-context';
import { MailConnectionView } from '../../src/features/mail/mail-connection-view';
import { PageHeader } from '../../src/ui/page-header';
import { leafStates, toStateValue } from '../support/leaf-states';
import type {
  ConnectionSave,
  MailConnectionContext,
  MailConnectionLoaded,
  MailConnectionSettings,
  MailConnectionTest,
  MailConnectionTestPayload,
  OutboxMail,
} from '../../machines/mail-connection/mail-connection.types';
import type { MachineStoryParameters } from '../support/machine-catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';

const SAVED: MailConnectionSettings = {
  configured: true,
  host: 'smtp.zoho.com',
  port: 587,
  security: 'starttls',
  username: 'office@demo.ng',
  password_set: true,
  sender_name: 'Demo Insurance Brokers',
  sender_address: 'office@demo.ng',
  reply_to: 'claims@demo.ng',
  tested_at: '2026-11-27T09:12:00.000Z',
  test_passed: true,
  test_message: 'Connected to smtp.zoho.com and signed in.',
  in_use: true,
};

const NOT_SET_UP: MailConnectionSettings = {
  configured: false,
  host: null,
  port: null,
  security: null,
  username: null,
  password_set: false,
  sender_name: null,
  sender_address: null,
  reply_to: null,
  tested_at: null,
  test_passed: null,
  test_message: null,
  in_use: false,
};

const mail = (id: string, overrides: Partial<OutboxMail>): OutboxMail => ({
  mail_id: id,
  to: 'adaeze.okafor@example.ng',
  subject: 'Debit note DN/2026/0042',
  text: '',
  html: '',
  status: 'sent',
  error: null,
  created_at: '2026-11-27T10:00:00.000Z',
  sent_at: '2026-11-27T10:00:02.000Z',
  route: 'brokerage_smtp',
  attempts: 1,
  next_attempt_at: null,
  ...overrides,
});

const DELIVERIES: OutboxMail[] = [
  mail('m3', {
    to: 'bounce@example.ng',
    subject: 'Your policy renews on 2026-12-31',
    status: 'failed',
    sent_at: null,
    error: 'smtp.zoho.com refused the mail: 550 No mailbox here',
    attempts: 2,
    next_attempt_at: '2026-11-27T10:07:00.000Z',
  }),
  mail('m2', {}),
  mail('m1', { to: 'new.agent@demo.ng', subject: 'You are invited to Demo Insurance Brokers Ltd', route: 'server_smtp' }),
];

const TEST_PASSED: MailConnectionTest = {
  passed: true,
  failure: null,
  message: 'Connected to smtp.zoho.com and signed in, and sent a test mail to admin@demo.ng.',
  sent_to: 'admin@demo.ng',
  saved_connection: true,
  tested_at: '2026-11-28T09:30:00.000Z',
};

const TEST_FAILED: MailConnectionTest = {
  passed: false,
  failure: 'authentication',
  message: 'smtp.zoho.com refused the user name or password.',
  sent_to: null,
  saved_connection: true,
  tested_at: '2026-11-28T09:30:00.000Z',
};

const pending = <T,>() => new Promise<T>(() => {});

/** Requests that never finish, so a story stays in the state it shows. */
const inertMachine = mailConnectionMachine.provide({
  actors: {
    loadConnection: fromPromise<MailConnectionLoaded>(() => pending()),
    saveConnection: fromPromise<MailConnectionSettings, ConnectionSave>(() => pending()),
    testConnection: fromPromise<MailConnectionTest, MailConnectionTestPayload>(() => pending()),
  },
});

/** The context each leaf state holds, as its own transitions would have left it. */
function contextFor(state: string, variant: string | undefined): MailConnectionContext {
  const base: MailConnectionContext = {
    settings: SAVED,
    deliveries: DELIVERIES,
    form: formOf(SAVED),
    sendToMe: true,
    fieldErrors: {},
    failure: null,
    test: null,
    notice: null,
  };
  switch (`${state}${variant ? `:${variant}` : ''}`) {
    case 'loading':
      return { ...base, settings: null, deliveries: [], form: formOf(null) };
    case 'loadFailed':
      return { ...base, settings: null, deliveries: [], failure: { message: 'Network error, please try again', fieldErrors: {} } };
    case 'editing:empty':
      return { ...base, settings: NOT_SET_UP, deliveries: [], form: formOf(NOT_SET_UP) };
    case 'editing:invalid':
      return {
        ...base,
        settings: NOT_SET_UP,
        form: { ...formOf(NOT_SET_UP), host: 'smtp .demo', senderAddress: 'office' },
        fieldErrors: { host: 'Enter the mail server’s name, e.g. smtp.example.ng', senderAddress: 'Enter a valid email address' },
        failure: { message: 'Please correct the highlighted fields', status: 400, fieldErrors: { host: 'x' } },
      };
    case 'editing:saved':
      return { ...base, notice: 'Mail connection saved' };
    case 'passed':
      return { ...base, test: TEST_PASSED };
    case 'failed':
      return { ...base, test: TEST_FAILED, settings: { ...SAVED, test_passed: false, in_use: false, test_message: TEST_FAILED.message } };
    default:
      return base;
  }
}

function actorIn(state: string, context: MailConnectionContext): ActorRefFrom<MailConnectionMachine> {
  if (!leafStates(mailConnectionMachine).includes(state)) throw new Error(`"${state}" is not a leaf state of the mail connection machine`);
  const snapshot = inertMachine.resolveState({ value: toStateValue(state) as SnapshotFrom<MailConnectionMachine>['value'], context });
  return createActor(inertMachine, { snapshot });
}

/** /email-integration over a mail connection actor resolved into the state. */
function MailConnectionStory({ state, variant }: { state: string; variant?: string }) {
  const [actor, setActor] = useState<ActorRefFrom<MailConnectionMachine> | null>(null);
  useEffect(() => {
    const started = actorIn(state, contextFor(state, variant));
    started.start();
    setActor(started);
    return () => started.stop();
  }, [state, variant]);
  if (!actor) return null;
  return (
    <div className="min-h-screen space-y-5 bg-slate-50 px-4 py-5 md:px-8">
      <PageHeader title="Email Integration" />
      <MailConnectionProvider actor={actor}>
        <MailConnectionView />
      </MailConnectionProvider>
    </div>
  );
}

type Parameters = MachineStoryParameters & { variant?: string };

/** The brokerage's own mail server, one story per state of the mail connection machine (and the empty and invalid forms). */
const meta = {
  title: 'Machines/Mail connection',
  parameters: { layout: 'fullscreen' },
  render: (_args, { parameters }) => {
    const { state, variant } = parameters as Parameters;
    return <MailConnectionStory state={state} variant={variant} />;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { name: 'loading', parameters: { machine: 'mail-connection', state: 'loading' } };

export const LoadFailed: Story = {
  name: 'loadFailed: the connection could not be read',
  parameters: { machine: 'mail-connection', state: 'loadFailed' },
};

export const EditingEmpty: Story = {
  name: 'editing: no mail server yet, no mail sent',
  parameters: { machine: 'mail-connection', state: 'editing', variant: 'empty' },
};

export const EditingSaved: Story = {
  name: 'editing: a connection in use, just saved',
  parameters: { machine: 'mail-connection', state: 'editing', variant: 'saved' },
};

export const EditingInvalid: Story = {
  name: 'editing: fields to correct',
  parameters: { machine: 'mail-connection', state: 'editing', variant: 'invalid' },
};

export const Saving: Story = { name: 'saving', parameters: { machine: 'mail-connection', state: 'saving' } };

export const Testing: Story = { name: 'testing', parameters: { machine: 'mail-connection', state: 'testing' } };

export const Passed: Story = { name: 'passed: test mail sent', parameters: { machine: 'mail-connection', state: 'passed' } };

export const Failed: Story = { name: 'failed: password refused', parameters: { machine: 'mail-connection', state: 'failed' } };
