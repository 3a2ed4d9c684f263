import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import { CLAIM_ID, claimAnswer, CLAIMS } from '../../../stories/claims/claim-fixtures';
import { QUOTE_ID, quoteAnswer, QUOTES, REQUEST_DETAILS, REQUEST_ID, requestAnswer } from '../../../stories/quotes/fixtures';
import { REQUESTS_PATH, requestsAnswer, SENDER_PATH, senderAnswer } from '../../../stories/signing/signing-fixtures';
import { liveToken } from '../../machines/support/session-token';
import { withStatus } from '../../support/signing-request-fixtures';
import { individual } from '../clients/fixtures';
import { pretendSocket } from '../notifications/pretend-socket';
import { holding } from '../support/held-permissions';
import { renderApp, type Handler } from '../support/render-app';
import type { SigningRequest } from '../../../domain/signing';
import type { RequestOptions } from '../../../src/api/client';

beforeEach(() => {
  toast.remove();
});

beforeAll(async () => {
  await import('../../../src/features/quotes/quote-request-page');
});

const slow = { timeout: 5000 };
const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
const BROKER = liveToken({ roles: [{ id: 'r-broker', name: 'underwriting officer' }] });
/** The request's proposal form, under the id the server gives it (a uuid: the machine checks it as the server does). */
const DOCUMENT = { ...REQUEST_DETAILS.documents[0]!, document_id: '2d6f0a8b-35c4-4c1e-8f7a-9a0b1c2d3e4f' };
const REQUEST = { ...REQUEST_DETAILS, documents: [DOCUMENT] };

/** The proposal form of the request, as the server keeps it once sent to Swift Logistics. */
const sent = (overrides: Partial<SigningRequest> = {}) =>
  withStatus('sent', {
    subject_id: DOCUMENT.document_id,
    document_title: 'Proposal form proposal-form.pdf (QR/2026/000007)',
    signer_name: 'Swift Logistics Ltd',
    signer_email: 'ops@swiftlogistics.ng',
    ...overrides,
  });

function openRequest(handlers: Record<string, Handler>, options: { token?: string; socket?: ReturnType<typeof pretendSocket> } = {}) {
  return renderApp({
    path: `/requested-quote/${REQUEST_ID}`,
    token: options.token ?? ADMIN,
    handlers: {
      [`/quotes/requested/${REQUEST_ID}`]: () => requestAnswer(REQUEST),
      [SENDER_PATH]: () => senderAnswer(),
      ...handlers,
    },
    notifications: options.socket?.link,
  });
}

/** POST answers the request sent; GET lists what was sent for the document so far. */
function signingDesk(earlier: readonly SigningRequest[] = []) {
  return {
    [REQUESTS_PATH]: (options: RequestOptions<unknown>) =>
      options.method === 'POST' ? { success: true, message: 'Sent for signature', data: sent() } : requestsAnswer(earlier),
  };
}

const sendButton = () => screen.findByRole('button', { name: 'Send for signature: proposal-form.pdf' }, slow);
const dialog = () => screen.findByRole('dialog', { name: 'Send for signature: Proposal form' }, slow);
const badge = (inside: HTMLElement) => within(inside).getByRole('status', { name: 'Signature status' });

describe('sending a proposal form for signature from its quote request', { timeout: 20_000 }, () => {
  it('sends it to the prospect named on the request, shows Sent, then Signed when the client signs', async () => {
    const socket = pretendSocket(5);
    const { user, api } = openRequest(signingDesk(), { socket });
    await user.click(await sendButton());
    const open = await dialog();
    const name = await within(open).findByRole('textbox', { name: /^Signer's name/ }, slow);
    expect(name).toHaveValue('Swift Logistics Ltd');
    expect(within(open).getByRole('textbox', { name: /^Signer's email/ })).toHaveValue('ops@swiftlogistics.ng');
    await user.click(within(open).getByRole('button', { name: 'Send for signature' }));
    await waitFor(() => expect(badge(open)).toHaveTextContent('Sent'));
    expect(api.callsTo(REQUESTS_PATH).find((call) => call.method === 'POST')?.body).toEqual({
      subjectKind: 'proposal_form',
      subjectId: DOCUMENT.document_id,
      signerName: 'Swift Logistics Ltd',
      signerEmail: 'ops@swiftlogistics.ng',
    });
    expect(api.callsTo(REQUESTS_PATH)[0]?.query).toEqual({ subjectKind: 'proposal_form', subjectId: DOCUMENT.document_id });

    await waitFor(() => expect(socket.isOpen()).toBe(true));
    socket.say({ type: 'notifications.connected' });
    socket.say({
      type: 'notifications.signingStatus',
      change: { id: sent().id, subject_kind: 'proposal_form', subject_id: DOCUMENT.document_id, status: 'signed' },
    });
    await waitFor(() => expect(badge(open)).toHaveTextContent('Signed'));
    expect(within(open).queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('cancels the request it sent, and lists the document’s earlier requests', async () => {
    const earlier = sent({ id: 'e3c1d2b4-5a6f-4e7d-8c9b-0a1b2c3d4e5f', status: 'expired', sent_at: '2026-11-10T09:00:00.000Z' });
    const cancelPath = `/signing-requests/${sent().id}/cancel`;
    const { user, api } = openRequest({
      ...signingDesk([sent(), earlier]),
      [cancelPath]: () => ({ success: true, message: 'Signing request cancelled', data: sent({ status: 'cancelled' }) }),
    });
    await user.click(await sendButton());
    const open = await dialog();
    await waitFor(() => expect(badge(open)).toHaveTextContent('Sent'), slow);
    const history = within(open).getByRole('table', { name: 'Earlier requests' });
    expect(within(history).getAllByRole('row')).toHaveLength(2);
    expect(within(history).getByText('Expired')).toBeInTheDocument();
    await user.click(within(open).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(badge(open)).toHaveTextContent('Cancelled'));
    expect(api.callsTo(cancelPath)).toHaveLength(1);
    expect(within(open).getByRole('button', { name: 'Send again' })).toBeInTheDocument();
  });

  it('says so when the server refuses the document itself', async () => {
    const { user } = openRequest({
      [REQUESTS_PATH]: (options: RequestOptions<unknown>) => {
        if (options.method !== 'POST') return requestsAnswer([]);
        throw new ApiFailure('Only a PDF can be sent for signature', 400, 'VALIDATION_ERROR', {
          subjectId: 'Only a PDF can be sent for signature',
        });
      },
    });
    await user.click(await sendButton());
    const open = await dialog();
    await user.click(await within(open).findByRole('button', { name: 'Send for signature' }, slow));
    expect(await within(open).findByRole('alert', {}, slow)).toHaveTextContent('Only a PDF can be sent for signature');
  });

  it('is not offered to a user without the permission the brokerage chose for sending', async () => {
    const { api } = openRequest({ ...signingDesk(), ...holding('View Quotes', 'Create Quote') }, { token: BROKER });
    await screen.findByRole('heading', { level: 1, name: 'Quote request QR/2026/000007' }, slow);
    await waitFor(() => expect(api.callsTo(SENDER_PATH)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Send for signature/ })).toBeNull();
  });
});

describe('sending a quote acceptance and a discharge voucher for signature', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('../../../src/features/quotes/quote-page'), import('../../../src/features/claims/claim-page')]);
  });

  it('offers a sent quote for acceptance, the signer’s email read from the client’s record', async () => {
    const { user } = renderApp({
      path: `/quotes/${QUOTE_ID}`,
      token: ADMIN,
      handlers: {
        [`/quote/${QUOTE_ID}`]: () => quoteAnswer(QUOTES.sent),
        [`/client/${QUOTES.sent.client_id}`]: () => ({ success: true, data: individual({ email: 'chinedu.okafor@example.ng' }) }),
        [SENDER_PATH]: () => senderAnswer(),
        ...signingDesk(),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send for signature: quote acceptance' }, slow));
    const open = await screen.findByRole('dialog', { name: 'Send for signature: Quote acceptance' }, slow);
    expect(await within(open).findByRole('textbox', { name: /^Signer's email/ }, slow)).toHaveValue('chinedu.okafor@example.ng');
    expect(within(open).getByRole('textbox', { name: /^Signer's name/ })).toHaveValue('Chinedu Okafor');
  });

  it('offers an accepted quote no acceptance to sign', async () => {
    const { api } = renderApp({
      path: `/quotes/${QUOTE_ID}`,
      token: ADMIN,
      handlers: { [`/quote/${QUOTE_ID}`]: () => quoteAnswer(QUOTES.accepted), [SENDER_PATH]: () => senderAnswer() },
    });
    await screen.findByRole('heading', { level: 1, name: 'Quote QT/2026/000042' }, slow);
    expect(api.callsTo(SENDER_PATH)).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Send for signature/ })).toBeNull();
  });

  it('offers a claim’s discharge voucher once the offer is accepted, and not while it is adjusted', async () => {
    const claimPage = (claim: typeof CLAIMS.offerAccepted) =>
      renderApp({
        path: `/claims/${CLAIM_ID}`,
        token: ADMIN,
        handlers: { [`/claims/${CLAIM_ID}`]: () => claimAnswer(claim), [SENDER_PATH]: () => senderAnswer() },
      });
    const accepted = claimPage(CLAIMS.offerAccepted);
    expect(await screen.findByRole('button', { name: 'Send for signature: discharge voucher' }, slow)).toBeInTheDocument();
    accepted.unmount();
    const adjusted = claimPage(CLAIMS.underAdjustment);
    await screen.findByRole('heading', { level: 1, name: 'Claim CLM/2026/000004' }, slow);
    expect(adjusted.api.callsTo(SENDER_PATH)).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Send for signature/ })).toBeNull();
  });
});
