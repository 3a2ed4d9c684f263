import { formOf } from '../../machines/mail-connection/connection-form';
import { NO_MAIL_CONNECTION, SAVED_CONNECTION, testOutcome } from '../../tests/support/mail-connection-fixtures';
import { resolvedActor } from '../support/leaf-states';
import { resolvedPageRender } from '../support/resolved-page-story';
import { inertMailConnectionMachine as inertMachine, MailConnectionScreen } from './mail-connection.screen';
import type { MailConnectionContext, MailConnectionSettings, OutboxMail } from '../../machines/mail-connection/mail-connection.types';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The saved connection, in use since its last test passed. */
const SAVED: MailConnectionSettings = {
  ...SAVED_CONNECTION,
  reply_to: 'claims@demo.ng',
  tested_at: '2026-11-27T09:12:00.000Z',
  test_passed: true,
  test_message: 'Connected to smtp.zoho.com and signed in.',
  in_use: true,
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

const TEST_PASSED = testOutcome(
  true,
  'Connected to smtp.zoho.com and signed in, and sent a test mail to admin@demo.ng.',
  null,
  'admin@demo.ng',
);
const TEST_FAILED = testOutcome(false, 'smtp.zoho.com refused the user name or password.');

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
      return { ...base, settings: NO_MAIL_CONNECTION, deliveries: [], form: formOf(NO_MAIL_CONNECTION) };
    case 'editing:invalid':
      return {
        ...base,
        settings: NO_MAIL_CONNECTION,
        form: { ...formOf(NO_MAIL_CONNECTION), host: 'smtp .demo', senderAddress: 'office' },
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

/** The brokerage's own mail server, one story per state of the mail connection machine (and the empty and invalid forms). */
const meta = {
  title: 'Machines/Mail connection',
  parameters: { layout: 'fullscreen' },
  render: resolvedPageRender({
    actorIn: (state, variant) => resolvedActor(inertMachine, state, contextFor(state, variant)),
    Page: MailConnectionScreen,
  }),
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
