import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_RECORD_HEADER, PREVIEW_REFERENCE_HEADER } from '../../../domain/api/pdf-templates';
import { ApiFailure } from '../../../src/api/errors';
import { PdfTemplatesPage } from '../../../src/features/pdf-templates/pdf-templates-page';
import {
  DEFAULT_DEBIT_NOTE,
  LATEST_INVOICE_ID,
  LATEST_INVOICE_NO,
  SAVED_DEBIT_NOTE,
  summariesOf,
  templateOf,
} from '../../support/pdf-template-fixtures';
import { renderPanel } from '../settings/brokerage-support';
import type { PdfTemplate, PdfTemplateBody, PdfTemplatePreviewPayload } from '../../../domain/pdf-templates';
import type { RequestOptions } from '../../../src/api/client';

// jsdom has no object URLs: each preview gets its own, as a browser would give it.
beforeEach(() => {
  let made = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:preview-${++made}`, revokeObjectURL: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

/** The server's PDF templates for the debit note: saved twice, then saved or reset as the page asks. */
function templateHandlers(refusal?: ApiFailure) {
  let current: PdfTemplate = SAVED_DEBIT_NOTE;
  const saved = (template: PdfTemplateBody) => {
    current = templateOf('debitNote', current.version + 1, template);
    return current;
  };
  return {
    '/pdf-templates': () => ({ success: true, data: summariesOf(current) }),
    '/pdf-templates/debitNote': (options: RequestOptions<unknown>) => {
      if (options.method !== 'PUT') return { success: true, data: current };
      if (refusal) throw refusal;
      return { success: true, message: 'PDF template saved', data: saved(options.body as PdfTemplateBody) };
    },
    '/pdf-templates/debitNote/reset': () => ({
      success: true,
      message: 'PDF template reset to the default',
      data: saved(DEFAULT_DEBIT_NOTE.template),
    }),
    '/pdf-templates/debitNote/preview': () =>
      new Response('%PDF-1.7', {
        headers: {
          'content-type': 'application/pdf',
          [PREVIEW_RECORD_HEADER]: LATEST_INVOICE_ID,
          [PREVIEW_REFERENCE_HEADER]: encodeURIComponent(LATEST_INVOICE_NO),
        },
      }),
  };
}

/** The debit note's handlers, and the credit note never saved. */
function withCreditNote() {
  const handlers = templateHandlers();
  return {
    ...handlers,
    '/pdf-templates/creditNote': () => ({ success: true, data: templateOf('creditNote') }),
    '/pdf-templates/creditNote/preview': handlers['/pdf-templates/debitNote/preview'],
  };
}

const previewFrame = () => screen.findByTitle('Debit Note preview from debit note DN/2026/0042');

describe('the PDF Templates page', () => {
  it('tells a user without Manage Mail Settings that they cannot use it', async () => {
    renderPanel(<PdfTemplatesPage />, ['View Clients'], templateHandlers());
    await waitFor(() => expect(screen.getByText(/You need the 'Manage Mail Settings' permission/)).toBeInTheDocument());
    expect(screen.queryByRole('combobox', { name: 'Document' })).not.toBeInTheDocument();
  });

  it('previews the debit note again with a new colour and footer once the admin pauses, then saves and resets it', async () => {
    const { api, user } = renderPanel(<PdfTemplatesPage />, ['Manage Mail Settings'], templateHandlers());
    expect(await previewFrame()).toHaveAttribute('src', 'blob:preview-1');
    const previews = () => api.callsTo('/pdf-templates/debitNote/preview').map((call) => (call.body as PdfTemplatePreviewPayload).template);
    expect(previews()).toEqual([SAVED_DEBIT_NOTE.template]);

    fireEvent.change(screen.getByLabelText('Accent colour'), { target: { value: '#7a1f1f' } });
    const footer = screen.getByRole('textbox', { name: 'Footer text' });
    await user.clear(footer);
    await user.type(footer, 'RC 123456');
    // One new preview once the typing stops, with both changes, in a frame of its own.
    await waitFor(async () => expect(await previewFrame()).toHaveAttribute('src', 'blob:preview-2'));
    expect(previews()).toEqual([
      SAVED_DEBIT_NOTE.template,
      { ...SAVED_DEBIT_NOTE.template, accentColour: '#7a1f1f', footerText: 'RC 123456' },
    ]);
    expect(screen.getByText(/^Preview updated at \d\d:\d\d:\d\d, from debit note DN\/2026\/0042/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved as version 3');
    expect(api.callsTo('/pdf-templates/debitNote').find((call) => call.method === 'PUT')?.body).toEqual({
      ...SAVED_DEBIT_NOTE.template,
      accentColour: '#7a1f1f',
      footerText: 'RC 123456',
    });
    expect(screen.getByText(/^Version 3 is in use/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Document' })).toHaveDisplayValue('Debit Note (version 3)');
    // The preview already shows what was saved: it is not printed again.
    expect(previews()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset to the default?' });
    expect(api.callsTo('/pdf-templates/debitNote/reset')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Reset to the default, saved as version 4')).toBeInTheDocument();
    expect(api.callsTo('/pdf-templates/debitNote/reset')).toHaveLength(1);
    expect(screen.getByLabelText('Accent colour')).toHaveValue('#000000');
    expect(screen.getByRole('textbox', { name: 'Footer text' })).toHaveValue('');
    await waitFor(() => expect(previews().at(-1)).toEqual(DEFAULT_DEBIT_NOTE.template));
  });

  it('shows the server’s word beside the field it refused, and keeps what the admin typed', async () => {
    const refusal = new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
      footerText: 'The footer may not hold a web address',
    });
    const { user } = renderPanel(<PdfTemplatesPage />, ['Manage Mail Settings'], templateHandlers(refusal));
    await previewFrame();
    const footer = screen.getByRole('textbox', { name: 'Footer text' });
    await user.clear(footer);
    await user.type(footer, 'www.demo.ng');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(footer).toHaveAccessibleDescription(/The footer may not hold a web address$/));
    expect(footer).toHaveValue('www.demo.ng');
    expect(screen.queryByText(/^Saved as version/)).not.toBeInTheDocument();
  });

  it('refuses a footer longer than the rule allows before asking the server', async () => {
    const { api, user } = renderPanel(<PdfTemplatesPage />, ['Manage Mail Settings'], templateHandlers());
    await previewFrame();
    fireEvent.change(screen.getByRole('textbox', { name: 'Footer text' }), { target: { value: 'x'.repeat(201) } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Footer text' })).toHaveAccessibleDescription(/Must be at most 200 characters$/);
    expect(api.callsTo('/pdf-templates/debitNote').filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('asks before another document replaces unsaved changes, keeping them or letting them go as the admin says', async () => {
    const { api, user } = renderPanel(<PdfTemplatesPage />, ['Manage Mail Settings'], withCreditNote());
    await previewFrame();
    const footer = screen.getByRole('textbox', { name: 'Footer text' });
    await user.clear(footer);
    await user.type(footer, 'RC 123456');
    const chooser = screen.getByRole('combobox', { name: 'Document' });

    await user.selectOptions(chooser, 'Credit Note (default)');
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(dialog).toHaveTextContent('The changes to the debit note template have not been saved and will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Footer text' })).toHaveValue('RC 123456');
    expect(screen.getByRole('combobox', { name: 'Document' })).toHaveDisplayValue('Debit Note (version 2)');
    expect(api.callsTo('/pdf-templates/creditNote')).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Document' }), 'Credit Note (default)');
    const again = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Document' })).toHaveDisplayValue('Credit Note (default)'));
    expect(api.callsTo('/pdf-templates/creditNote')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Footer text' })).toHaveValue('');
  });
});
