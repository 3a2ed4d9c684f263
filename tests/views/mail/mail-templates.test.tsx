import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, unknownPlaceholder, type MailTemplate, type MailTemplatePayload } from '../../../domain/mail-templates';
import { ApiFailure } from '../../../src/api/errors';
import { EmailIntegrationPage } from '../../../src/features/mail/email-integration-page';
import { NO_MAIL_CONNECTION } from '../../support/mail-connection-fixtures';
import { DEFAULT_TEMPLATES, invoicePreview, templateOf } from '../../support/mail-templates-fixtures';
import { renderPanel } from '../settings/brokerage-support';
import type { RequestOptions } from '../../../src/api/client';

const INVOICE = MAIL_KINDS.invoice_document.label;
const SERVER_REFUSAL = 'The subject must fit on one line';

/** The server's templates, kept as the calls change them; the first save is refused as the server would refuse it. */
function templateHandlers() {
  let templates: MailTemplate[] = DEFAULT_TEMPLATES;
  let refuseNextSave = true;
  const kept = (template: MailTemplate) => {
    templates = templates.map((each) => (each.kind === template.kind ? template : each));
    return template;
  };
  return {
    '/mailer/connection-settings': () => ({ success: true, data: NO_MAIL_CONNECTION }),
    '/mailer/outbox': () => ({ success: true, data: [], meta: { page: 1, limit: 10, total: 0, pages: 0 } }),
    '/mailer/templates': () => ({ success: true, data: templates }),
    '/mailer/templates/invoice_document': (options: RequestOptions<unknown>) => {
      if (options.method === 'DELETE')
        return { success: true, message: 'Mail template reset to the default', data: kept(templateOf('invoice_document')) };
      if (refuseNextSave) {
        refuseNextSave = false;
        throw new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', { subject: SERVER_REFUSAL });
      }
      return {
        success: true,
        message: 'Mail template saved',
        data: kept(templateOf('invoice_document', options.body as MailTemplatePayload)),
      };
    },
    '/mailer/templates/invoice_document/preview': (options: RequestOptions<unknown>) => ({
      success: true,
      data: invoicePreview(options.body as MailTemplatePayload),
    }),
  };
}

describe('the Mail templates section of Email Integration', () => {
  it('lists the kinds of mail by group, none in the brokerage’s own words yet', async () => {
    renderPanel(<EmailIntegrationPage />, ['Manage Mail Settings'], templateHandlers());
    expect(
      await screen.findByText('Every mail uses the product’s default words. Edit one to make it the brokerage’s own.'),
    ).toBeInTheDocument();
    const claims = screen.getByRole('list', { name: 'Claims' });
    expect(within(claims).getAllByRole('listitem')).toHaveLength(8);
    expect(within(screen.getByRole('list', { name: 'Quotes and invoices' })).getByRole('listitem', { name: INVOICE })).toHaveTextContent(
      'Default',
    );
  });

  it('edits the invoice mail, shows the refusals beside the fields, saves, previews from a real invoice and resets', async () => {
    const { api, user } = renderPanel(<EmailIntegrationPage />, ['Manage Mail Settings'], templateHandlers());
    await user.click(await screen.findByRole('button', { name: `Edit ${INVOICE}` }));
    const editor = screen.getByRole('region', { name: INVOICE });
    const subject = within(editor).getByRole('textbox', { name: 'Subject' });
    const body = within(editor).getByRole('textbox', { name: 'Body' });
    expect(subject).toHaveValue(MAIL_KINDS.invoice_document.subject);

    // A placeholder the mail does not have is refused before anything is sent, beside the body.
    await user.clear(body);
    await user.click(body);
    await user.paste('Dear {{client_name}},');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(body).toHaveAccessibleDescription(expect.stringContaining(unknownPlaceholder('client_name', 'invoice_document')));
    expect(api.callsTo('/mailer/templates/invoice_document')).toEqual([]);

    await user.clear(body);
    await user.click(body);
    await user.paste('Dear {{recipient_name}}, your ');
    await user.click(within(editor).getByRole('button', { name: 'Insert document_title' }));
    expect(body).toHaveValue('Dear {{recipient_name}}, your {{document_title}}');

    // The server's own refusal shows beside its field too.
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(subject).toHaveAccessibleDescription(SERVER_REFUSAL));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByRole('status')).toHaveTextContent('Mail template saved');
    expect(api.callsTo('/mailer/templates/invoice_document').at(-1)).toMatchObject({
      method: 'PUT',
      body: { subject: MAIL_KINDS.invoice_document.subject, body: 'Dear {{recipient_name}}, your {{document_title}}' },
    });
    expect(screen.getByRole('listitem', { name: INVOICE })).toHaveTextContent('Customised');

    await user.click(within(editor).getByRole('button', { name: 'Preview' }));
    const preview = await within(editor).findByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Filled from Invoice INV/2026/0003: Chiamaka Nwosu');
    expect(within(preview).getByLabelText('Previewed subject')).toHaveTextContent(
      'Debit Note INV/2026/0003 from Demo Insurance Brokers Ltd',
    );
    expect(within(preview).getByLabelText('Previewed body')).toHaveTextContent('Dear Chiamaka Nwosu, your Debit Note');

    await user.click(within(editor).getByRole('button', { name: 'Reset to default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset to the default' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await within(editor).findByRole('status')).toHaveTextContent('Mail template reset to the default');
    expect(api.callsTo('/mailer/templates/invoice_document').at(-1)?.method).toBe('DELETE');
    expect(body).toHaveValue(MAIL_KINDS.invoice_document.body);
    expect(within(editor).queryByRole('button', { name: 'Reset to default' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: INVOICE })).toHaveTextContent('Default');
  });

  it('asks before a reset and keeps the words when the admin thinks again', async () => {
    const handlers = {
      ...templateHandlers(),
      '/mailer/templates': () => ({ success: true, data: [templateOf('quote_slip', { subject: 'Q {{quote_number}}', body: 'Hi' })] }),
    };
    const { api, user } = renderPanel(<EmailIntegrationPage />, ['Manage Mail Settings'], handlers);
    await user.click(await screen.findByRole('button', { name: `Edit ${MAIL_KINDS.quote_slip.label}` }));
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reset to the default' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Q {{quote_number}}');
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('asks before dropping unsaved words to open another mail, and keeps them when the admin keeps editing', async () => {
    const { user } = renderPanel(<EmailIntegrationPage />, ['Manage Mail Settings'], templateHandlers());
    const QUOTE = MAIL_KINDS.quote_slip.label;
    await user.click(await screen.findByRole('button', { name: `Edit ${INVOICE}` }));
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Your invoice');

    await user.click(screen.getByRole('button', { name: `Edit ${QUOTE}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(dialog).toHaveTextContent(`The changes you made to “${INVOICE}” have not been saved`);
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: INVOICE })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Your invoice');

    await user.click(screen.getByRole('button', { name: `Edit ${QUOTE}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: QUOTE })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue(MAIL_KINDS.quote_slip.subject);
  });
});
