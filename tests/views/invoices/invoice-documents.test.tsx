import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_HAS_NO_EMAIL, CREDIT_NOTE_NOT_YET, RECEIPT_NOT_YET } from '../../../domain/invoices/documents';
import { DOCUMENT_SENT_TO_CLIENT, DOCUMENT_SENT_TO_UNDERWRITER } from '../../../domain/messages';
import { ApiFailure } from '../../../src/api/errors';
import { DocumentPreview } from '../../../src/features/invoices/documents/document-preview';
import * as documentStories from '../../../stories/invoices/invoice-documents.stories';
import { liveToken } from '../../machines/support/session-token';
import { renderPanel, stubObjectUrls } from '../settings/brokerage-support';
import { renderApp, type Handler } from '../support/render-app';

const INVOICE = '0f6b1c2a-4d3e-4f50-8a61-7b2c3d4e5f60';
const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
const slow = { timeout: 5000 };

const pdf = () => new Blob(['%PDF-1.7 a debit note'], { type: 'application/pdf' });
const paths = (credit: string | null, receipt: string | null) => () => ({
  success: true,
  data: {
    pathToDebitNoteFile: `http://office.test/api/v1/invoice/debitNote/${INVOICE}`,
    pathToCreditNoteFile: credit,
    pathToReceiptNoteFile: receipt,
  },
});
const sent = (message: string) => () => ({ success: true, message });

const handlers = (extra: Record<string, Handler> = {}): Record<string, Handler> => ({
  [`/invoice/generate/${INVOICE}/pdfs`]: paths(null, null),
  // The debit note's link is absolute http: the browser forces it to https.
  [`https://office.test/api/v1/invoice/debitNote/${INVOICE}`]: pdf,
  [`/invoice/send/debitNote/${INVOICE}`]: sent(DOCUMENT_SENT_TO_CLIENT),
  [`/invoice/send/underwriter/${INVOICE}`]: sent(DOCUMENT_SENT_TO_UNDERWRITER),
  '/user/permission/user-1': () => ({ success: true, data: [], meta: { admin: true } }),
  ...extra,
});

beforeAll(() => import('../../../src/features/invoices/documents/document-pages'));
beforeEach(() => {
  toast.remove();
  stubObjectUrls();
});

describe('the invoice documents', () => {
  it('shows the debit note fetched from its https link in a frame, with its send buttons', async () => {
    const { api } = renderApp({ path: `/debitNote/${INVOICE}`, token: ADMIN, handlers: handlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Debit Note' }, slow)).toBeInTheDocument();
    const frame = await screen.findByTitle('Debit Note');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:preview-1');
    expect(api.callsTo(`https://office.test/api/v1/invoice/debitNote/${INVOICE}`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Download the debit note' })).toHaveAttribute('download', 'debit-note.pdf');
    expect(screen.getByRole('link', { name: '← Invoice details' })).toHaveAttribute('href', `/account/invoice/${INVOICE}`);
  });

  it('sends the document to the client and to the underwriter, toasting the spec’s messages', async () => {
    const { api, user } = renderApp({ path: `/debitNote/${INVOICE}`, token: ADMIN, handlers: handlers() });
    await user.click(await screen.findByRole('button', { name: 'Send to client' }, slow));
    expect(await screen.findByText(DOCUMENT_SENT_TO_CLIENT)).toBeInTheDocument();
    expect(api.callsTo(`/invoice/send/debitNote/${INVOICE}`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Send to underwriter' }));
    expect(await screen.findByText(DOCUMENT_SENT_TO_UNDERWRITER)).toBeInTheDocument();
    expect(api.callsTo(`/invoice/send/underwriter/${INVOICE}`).map((call) => call.query)).toEqual([{ document: 'debitNote' }]);
  });

  it('toasts the server’s refusal when there is nobody to send to', async () => {
    const { user } = renderApp({
      path: `/debitNote/${INVOICE}`,
      token: ADMIN,
      handlers: handlers({
        [`/invoice/send/debitNote/${INVOICE}`]: () => {
          throw new ApiFailure(CLIENT_HAS_NO_EMAIL, 409, 'CONFLICT');
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Send to client' }, slow));
    expect(await screen.findByText(CLIENT_HAS_NO_EMAIL)).toBeInTheDocument();
    expect(screen.queryByText(DOCUMENT_SENT_TO_CLIENT)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to client' })).toBeEnabled();
  });

  it('says the credit note comes once the invoice is paid, and offers nothing to send', async () => {
    renderApp({ path: `/creditNote/${INVOICE}`, token: ADMIN, handlers: handlers() });
    expect(await screen.findByText(CREDIT_NOTE_NOT_YET, {}, slow)).toBeInTheDocument();
    expect(screen.queryByTitle('Credit Note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to client' })).not.toBeInTheDocument();
  });

  it('reads the credit note where the server says once it exists, and sends it by name', async () => {
    const { api, user } = renderApp({
      path: `/creditNote/${INVOICE}`,
      token: ADMIN,
      handlers: handlers({
        [`/invoice/generate/${INVOICE}/pdfs`]: paths(`/api/v1/invoice/creditNote/${INVOICE}`, `/api/v1/invoice/receiptNote/${INVOICE}`),
        [`/invoice/creditNote/${INVOICE}`]: pdf,
        [`/invoice/send/client/${INVOICE}`]: sent(DOCUMENT_SENT_TO_CLIENT),
      }),
    });
    expect(await screen.findByTitle('Credit Note', {}, slow)).toHaveAttribute('src', 'blob:preview-1');
    await user.click(screen.getByRole('button', { name: 'Send to client' }));
    expect(await screen.findByText(DOCUMENT_SENT_TO_CLIENT)).toBeInTheDocument();
    expect(api.callsTo(`/invoice/send/client/${INVOICE}`).map((call) => call.query)).toEqual([{ document: 'creditNote' }]);
  });

  it('fetches the debit invoice at its own call', async () => {
    const { api } = renderApp({
      path: `/debitInvoice/${INVOICE}`,
      token: ADMIN,
      handlers: handlers({ [`/invoice/debitInvoice/${INVOICE}`]: pdf }),
    });
    expect(await screen.findByTitle('Debit Invoice', {}, slow)).toHaveAttribute('src', 'blob:preview-1');
    expect(api.callsTo(`/invoice/generate/${INVOICE}/pdfs`)).toHaveLength(0);
  });

  it('shows why a document could not be read', async () => {
    renderApp({
      path: `/debitInvoice/${INVOICE}`,
      token: ADMIN,
      handlers: handlers({
        [`/invoice/debitInvoice/${INVOICE}`]: () => {
          throw new ApiFailure('Invoice not found', 404, 'NOT_FOUND');
        },
      }),
    });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Invoice not found');
  });
});

describe('the document preview inside the invoice details', () => {
  const receipt = {
    [`/invoice/generate/${INVOICE}/pdfs`]: paths(null, `/api/v1/invoice/receiptNote/${INVOICE}`),
    [`/invoice/receiptNote/${INVOICE}`]: pdf,
  };

  it('shows the receipt without send buttons to a user who may not send documents', async () => {
    const { api } = renderPanel(<DocumentPreview invoiceId={INVOICE} kind="receiptNote" />, ['View Invoices'], receipt);
    expect(await screen.findByTitle('Receipt')).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByRole('heading', { level: 2, name: 'Receipt' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/user/permission/user-9')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Send to client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to underwriter' })).not.toBeInTheDocument();
  });

  it('offers both sends to a holder of Send Documents', async () => {
    const { api, user } = renderPanel(<DocumentPreview invoiceId={INVOICE} kind="receiptNote" />, ['View Invoices', 'Send Documents'], {
      ...receipt,
      [`/invoice/send/underwriter/${INVOICE}`]: sent(DOCUMENT_SENT_TO_UNDERWRITER),
    });
    await user.click(await screen.findByRole('button', { name: 'Send to underwriter' }));
    expect(await screen.findByText(DOCUMENT_SENT_TO_UNDERWRITER)).toBeInTheDocument();
    expect(api.callsTo(`/invoice/send/underwriter/${INVOICE}`).map((call) => call.query)).toEqual([{ document: 'receiptNote' }]);
  });

  it('says the receipt comes with the first payment', async () => {
    renderPanel(<DocumentPreview invoiceId={INVOICE} kind="receiptNote" />, ['View Invoices'], {
      [`/invoice/generate/${INVOICE}/pdfs`]: paths(null, null),
    });
    expect(await screen.findByText(RECEIPT_NOT_YET)).toBeInTheDocument();
  });
});

describe('the documents stories', () => {
  const stories = composeStories(documentStories);

  it('renders each state', async () => {
    render(<stories.Loading />);
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent('Preparing the debit note');
  });

  it.each([
    ['DebitNote', 'Debit Note', true],
    ['CreditNote', 'Credit Note', true],
    ['DebitInvoice', 'Debit Invoice', true],
    ['WithoutSendDocuments', 'Debit Note', false],
    ['EmbeddedReceipt', 'Receipt', true],
  ] as const)('%s shows the %s', async (name, title, maySend) => {
    const Story = stories[name];
    render(<Story />);
    expect(await screen.findByTitle(title, {}, slow)).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    if (maySend) expect(await screen.findByRole('button', { name: 'Send to client' })).toBeInTheDocument();
    else await waitFor(() => expect(screen.queryByRole('button', { name: 'Send to client' })).not.toBeInTheDocument());
  });

  it('CreditNoteNotYet and Failed say why there is no document', async () => {
    render(<stories.CreditNoteNotYet />);
    expect(await screen.findByText(CREDIT_NOTE_NOT_YET, {}, slow)).toBeInTheDocument();
    cleanup();
    render(<stories.Failed />);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Something went wrong on our side');
  });
});
