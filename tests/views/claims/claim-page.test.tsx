import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimLink, documentsMissingRefusal, EXCESS_ABOVE_OFFER } from '../../../domain/claims';
import { CLAIM_ID, claimAnswer, CLAIMS, claimSaved, POLICY_ID } from '../../../stories/claims/claim-fixtures';
import { liveToken } from '../../machines/support/session-token';
import { pretendSocket } from '../notifications/pretend-socket';
import { holding } from '../support/held-permissions';
import { renderApp, type Handler } from '../support/render-app';
import type { ClaimDetails } from '../../../domain/claims';
import type { NotificationItem } from '../../../domain/notifications';
import type { RequestOptions } from '../../../src/api/client';

beforeEach(() => {
  toast.remove();
});

// Lazy screens take a moment to load the first time.
beforeAll(async () => {
  await import('../../../src/features/claims/claim-page');
});

const slow = { timeout: 5000 };
const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
/** user-1 without the admin role: what they may do comes from GET /user/permission/user-1. */
const CLERK = liveToken({ roles: [{ id: 'r-clerk', name: 'claims clerk' }] });
const API = `/claims/${CLAIM_ID}`;
const COMMENT = 'Leadway says the offer letter goes out on Friday.';

function openClaim(handlers: Record<string, Handler>, options: { token?: string; socket?: ReturnType<typeof pretendSocket> } = {}) {
  return renderApp({ path: `/claims/${CLAIM_ID}`, token: options.token ?? ADMIN, handlers, notifications: options.socket?.link });
}

/** GET answers the claim as it stands; PATCH answers with `patched(body)`, and it stands so from then on. */
function progressable(before: ClaimDetails, patched: (body: Record<string, string>) => ClaimDetails = () => before) {
  let current = before;
  return {
    handlers: {
      [API]: (options: RequestOptions<unknown>) => {
        if (options.method !== 'PATCH') return claimAnswer(current);
        current = patched(options.body as Record<string, string>);
        return claimSaved(current);
      },
    },
    set: (next: ClaimDetails) => void (current = next),
  };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Claim CLM/2026/000004' }, slow);
const badge = () => screen.getByRole('status', { name: 'Claim status' });
const actions = () =>
  within(screen.getByRole('group', { name: 'Claim actions' }))
    .queryAllByRole('button')
    .map((button) => button.textContent);
const fact = (term: string, inside: HTMLElement) => within(inside).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
const patches = (api: { callsTo(path: string): { method: string; body: unknown }[] }) =>
  api.callsTo(API).filter((call) => call.method === 'PATCH');

describe('the claim page', { timeout: 20_000 }, () => {
  it('shows a claim under adjustment: its loss, age, checklist, settlement and the moves allowed now', async () => {
    openClaim(progressable(CLAIMS.underAdjustment).handlers);
    await heading();
    expect(badge()).toHaveTextContent('Under adjustment');
    expect(actions()).toEqual(['Record offer', 'Decline', 'Withdraw', 'Send mail']);
    const summary = screen.getByLabelText('Summary', { selector: 'dl' });
    expect(within(fact('Policy', summary)).getByRole('link', { name: 'POL/2026/000017' })).toHaveAttribute(
      'href',
      `/policies/${POLICY_ID}`,
    );
    expect(fact('Client', summary)).toHaveTextContent('Chinedu Okafor');
    expect(fact('Insurer', summary)).toHaveTextContent('Leadway Assurance');
    expect(fact('Estimated loss', summary)).toHaveTextContent('₦480,000.00');
    expect(fact('Loss adjuster', summary)).toHaveTextContent('Tunde Bakare, Crawford & Co');
    expect(screen.getByRole('note', { name: 'Age' })).toHaveTextContent('54 days old, of 90 days allowed');
    expect(screen.getByText('Every document of the checklist is in.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Stages' }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Registered', 'Documents pending', 'Submitted to insurer', 'Under adjustment']);
  });

  it('refuses an excess above the offer in the domain’s words without a call, then records the offer', async () => {
    const claim = progressable(CLAIMS.underAdjustment, () => CLAIMS.offerReceived);
    const { user, api } = openClaim(claim.handlers);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Record offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record offer' });
    await user.type(within(dialog).getByRole('textbox', { name: /Offer/ }), '425000');
    await user.type(within(dialog).getByRole('textbox', { name: /Excess/ }), '450000');
    await user.click(within(dialog).getByRole('button', { name: 'Record offer' }));
    expect(await within(dialog).findByText(EXCESS_ABOVE_OFFER)).toBeInTheDocument();
    expect(patches(api)).toEqual([]);
    await user.clear(within(dialog).getByRole('textbox', { name: /Excess/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Excess/ }), '25000');
    expect(within(dialog).getByRole('note', { name: 'Net offer' })).toHaveTextContent('₦400,000.00 to the client');
    await user.click(within(dialog).getByRole('button', { name: 'Record offer' }));
    await waitFor(() => expect(badge()).toHaveTextContent('Offer received'));
    expect(patches(api).map((call) => call.body)).toEqual([{ status: 'offer_received', offerAmount: '425000.00', excess: '25000.00' }]);
    expect(actions()).toEqual(['Accept offer', 'Dispute offer', 'Decline', 'Withdraw', 'Send mail']);
    expect(fact('Net offer', screen.getByLabelText('Settlement', { selector: 'dl' }))).toHaveTextContent('₦400,000.00');
  });

  it('says what is still missing, offers its upload, and refuses Submit to insurer until it is in', async () => {
    const { user, api } = openClaim(progressable(CLAIMS.registered).handlers);
    await heading();
    expect(screen.getByText("Still missing: Police report, Driver's licence, Repair estimate.")).toBeInTheDocument();
    const checklist = screen.getByRole('list', { name: 'Checklist' });
    expect(
      within(checklist)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Upload Police report', "Upload Driver's licence", 'Upload Repair estimate']);
    await user.click(within(checklist).getByRole('button', { name: 'Upload Police report' }));
    const upload = await screen.findByRole('dialog', { name: 'Upload the police report' });
    expect(within(upload).getByRole('textbox', { name: 'Document name' })).toHaveValue('Police report');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit to insurer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit to insurer' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit to insurer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(documentsMissingRefusal(CLAIMS.registered.missing_documents));
    expect(patches(api)).toEqual([]);
  });

  it('adds a comment to the conversation and empties the box', async () => {
    const comments: unknown[] = [];
    const { user } = openClaim({
      ...progressable(CLAIMS.offerReceived).handlers,
      [`${API}/comment`]: (options) => {
        comments.push(options.body);
        return {
          success: true,
          message: 'Comment added',
          data: { comment_id: 'c-9', comment: COMMENT, by: null, at: '2026-11-26T10:00:00.000Z' },
        };
      },
    });
    await heading();
    const box = screen.getByRole('textbox', { name: 'Comment' });
    await user.type(box, COMMENT);
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    const list = screen.getByRole('list', { name: 'Comments' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(COMMENT);
    expect(comments).toEqual([{ comment: COMMENT }]);
    expect(box).toHaveValue('');
  });

  it('shows a reader without Update Claim no actions, no upload and no comment box', async () => {
    openClaim({ ...progressable(CLAIMS.registered).handlers, ...holding('View Claims') }, { token: CLERK });
    await heading();
    expect(actions()).toEqual([]);
    expect(screen.queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Comment' })).not.toBeInTheDocument();
  });

  it('shows a settlement through the brokerage with its journal entries', async () => {
    openClaim(progressable(CLAIMS.settled).handlers);
    await heading();
    const settlement = screen.getByLabelText('Settlement', { selector: 'dl' });
    expect(fact('Settled', settlement)).toHaveTextContent('₦400,000.00 on 2026-11-19');
    expect(fact('Settlement', settlement)).toHaveTextContent('Received by the brokerage and paid on to the client');
    expect(fact('Received from the insurer', settlement)).toHaveTextContent('JE/2026/000901');
    expect(fact('Paid to the client', settlement)).toHaveTextContent('JE/2026/000915');
    expect(actions()).toEqual(['Close', 'Send mail']);
  });

  it('reads the claim again when a notification about it arrives, keeping the half-filled form', async () => {
    const socket = pretendSocket(5);
    const claim = progressable(CLAIMS.underAdjustment);
    const { user, api } = openClaim(claim.handlers, { socket });
    await heading();
    await waitFor(() => expect(socket.isOpen()).toBe(true));
    socket.say({ type: 'notifications.connected' });
    await user.click(screen.getByRole('button', { name: 'Record offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record offer' });
    await user.type(within(dialog).getByRole('textbox', { name: /Offer/ }), '425000');
    socket.say({ type: 'notifications.received', notification: claimNotification(6, 'ffffffff-0000-4000-8000-000000000000') });
    const commented = {
      ...CLAIMS.underAdjustment,
      comments: [...CLAIMS.underAdjustment.comments, { comment_id: 'c-9', comment: COMMENT, by: null, at: '2026-11-26T10:00:00.000Z' }],
    };
    claim.set({ ...commented, updated_at: '2026-11-26T10:00:00.000Z' });
    socket.say({ type: 'notifications.received', notification: claimNotification(7, CLAIM_ID) });
    await waitFor(() => expect(api.callsTo(API)).toHaveLength(2));
    expect(within(dialog).getByRole('textbox', { name: /Offer/ })).toHaveValue('425,000');
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem')).toHaveLength(2));
  });
});

function claimNotification(offset: number, claimId: string): NotificationItem {
  return {
    notification_id: `9b1f6a2c-3d4e-4f50-8a6b-${String(offset).padStart(12, '0')}`,
    offset,
    kind: 'claim_comment',
    title: 'New comment on claim CLM/2026/000004',
    message: 'Bola Adeyemi commented on CLM/2026/000004',
    link: claimLink(claimId),
    created_at: new Date().toISOString(),
    receipts: { is_read: false },
  };
}
