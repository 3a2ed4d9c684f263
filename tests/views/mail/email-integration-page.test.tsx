import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailIntegrationPage } from '../../../src/features/mail/email-integration-page';
import { NO_MAIL_CONNECTION, SAVED_CONNECTION, testOutcome } from '../../support/mail-connection-fixtures';
import { DEFAULT_TEMPLATES } from '../../support/mail-templates-fixtures';
import { renderPanel } from '../settings/brokerage-support';
import type { MailConnectionSettings, MailConnectionTest, MailConnectionTestPayload } from '../../../domain/mail-connection';
import type { RequestOptions } from '../../../src/api/client';

const SAVED: MailConnectionSettings = { ...SAVED_CONNECTION, port: 465, security: 'tls' };

const outcome = (passed: boolean, message: string) => testOutcome(passed, message, undefined, passed ? 'admin@demo.ng' : null);

function mailHandlers(tests: MailConnectionTest[]) {
  let settings = NO_MAIL_CONNECTION;
  return {
    '/mailer/connection-settings': () => ({ success: true, data: settings }),
    '/mailer/outbox': () => ({ success: true, data: [], meta: { page: 1, limit: 10, total: 0, pages: 0 } }),
    '/mailer/templates': () => ({ success: true, data: DEFAULT_TEMPLATES }),
    '/mailer/save-connection': () => {
      settings = SAVED;
      return { success: true, message: 'Mail connection saved', data: settings };
    },
    '/mailer/test-connection': (_: RequestOptions<unknown>) => ({ success: true, data: tests.shift()! }),
  };
}

describe('the Email Integration page', () => {
  it('tells a user without Manage Mail Settings that they cannot use it', async () => {
    renderPanel(<EmailIntegrationPage />, ['View Clients'], mailHandlers([]));
    // Once the user's permissions are read, the page says so in place of the form.
    await waitFor(() => expect(screen.getByText(/You need the 'Manage Mail Settings' permission/)).toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Mail server' })).not.toBeInTheDocument();
  });

  it('saves a first connection, then tests it and says why it failed and that it passed', async () => {
    const tests = [
      outcome(false, 'smtp.zoho.com refused the user name or password.'),
      outcome(true, 'Connected to smtp.zoho.com and signed in, and sent a test mail to admin@demo.ng.'),
    ];
    const { api, user } = renderPanel(<EmailIntegrationPage />, ['Manage Mail Settings'], mailHandlers(tests));
    const host = await screen.findByRole('textbox', { name: 'Mail server' });
    expect(screen.getByText('Not set up')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(host).toHaveAccessibleDescription('e.g. smtp.example.ng This field is required');
    expect(api.callsTo('/mailer/save-connection')).toEqual([]);

    await user.type(host, 'smtp.zoho.com');
    await user.clear(screen.getByRole('spinbutton', { name: 'Port' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Port' }), '465');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Security' }), 'TLS');
    await user.type(screen.getByRole('textbox', { name: 'User name' }), 'office@demo.ng');
    await user.type(screen.getByLabelText('Password'), 'Zoho#App-Pass');
    await user.type(screen.getByRole('textbox', { name: 'Sender name' }), 'Demo Insurance Brokers');
    await user.type(screen.getByRole('textbox', { name: 'Sender address' }), 'office@demo.ng');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Mail connection saved: test it to send the brokerage’s mail through it');
    expect(api.callsTo('/mailer/save-connection')[0]!.body).toEqual({
      host: 'smtp.zoho.com',
      port: 465,
      security: 'tls',
      username: 'office@demo.ng',
      password: 'Zoho#App-Pass',
      senderName: 'Demo Insurance Brokers',
      senderAddress: 'office@demo.ng',
      replyTo: null,
    });
    // The password is not shown again: the field says one is set.
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByText('A password is set: leave this blank to keep it')).toBeInTheDocument();
    expect(screen.getByText('Not in use')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Test failed: smtp.zoho.com refused the user name or password.');
    const sent = api.callsTo('/mailer/test-connection')[0]!.body as MailConnectionTestPayload;
    expect(sent.sendToMe).toBe(true);
    expect(sent.connection).not.toHaveProperty('password');

    await user.click(screen.getByRole('checkbox', { name: 'Send me a test mail' }));
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Test passed: Connected to smtp.zoho.com and signed in');
    expect((api.callsTo('/mailer/test-connection')[1]!.body as MailConnectionTestPayload).sendToMe).toBe(false);
    await waitFor(() => expect(screen.getByText('In use')).toBeInTheDocument());
  });
});
