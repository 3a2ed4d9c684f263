import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REMINDER_WITHIN_LIFETIME } from '../../../domain/signing';
import {
  REQUESTS_PATH,
  requestsAnswer,
  SENDER_PATH,
  senderAnswer,
  SETTINGS_PATH,
  settingsAnswer,
  SIGNING_REQUESTS,
} from '../../../stories/signing/signing-fixtures';
import { liveToken } from '../../machines/support/session-token';
import { SENT_REQUEST, withStatus } from '../../support/signing-request-fixtures';
import { pretendSocket } from '../notifications/pretend-socket';
import { holding } from '../support/held-permissions';
import { renderApp, type Handler } from '../support/render-app';
import type { SignatureSettings, SigningRequest } from '../../../domain/signing';
import type { RequestOptions } from '../../../src/api/client';

beforeEach(() => {
  toast.remove();
});

beforeAll(async () => {
  await import('../../../src/features/signing/signature-integration-page');
});

const slow = { timeout: 5000 };
const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
/** user-1 without the admin role: what they may do comes from GET /user/permission/user-1. */
const BROKER = liveToken({ roles: [{ id: 'r-broker', name: 'underwriting officer' }] });

/** The brokerage's requests as they stand; `set` changes what the next read answers. */
function requestBook(initial: readonly SigningRequest[]) {
  let current = [...initial];
  return {
    handler: () => requestsAnswer(current),
    set: (next: readonly SigningRequest[]) => void (current = [...next]),
  };
}

function openPage(handlers: Record<string, Handler>, options: { token?: string; socket?: ReturnType<typeof pretendSocket> } = {}) {
  return renderApp({
    path: '/signature-integration',
    token: options.token ?? ADMIN,
    handlers: { [SETTINGS_PATH]: () => settingsAnswer(), [SENDER_PATH]: () => senderAnswer(), ...handlers },
    notifications: options.socket?.link,
  });
}

const table = () => screen.findByRole('table', { name: 'Signing requests' }, slow);
const rowOf = async (document: RegExp) => within(await table()).getByRole('row', { name: document });

describe('the signature integration screen', { timeout: 20_000 }, () => {
  it('refuses a reminder interval past the link’s lifetime beside its field, then saves good settings', async () => {
    let saved: SignatureSettings | null = null;
    const { user, api } = openPage({
      [REQUESTS_PATH]: () => requestsAnswer([]),
      [SETTINGS_PATH]: (options: RequestOptions<unknown>) => {
        if (options.method !== 'PUT') return settingsAnswer(saved ?? undefined);
        const body = options.body as Record<string, unknown>;
        saved = {
          sender_permission: body.senderPermission as SignatureSettings['sender_permission'],
          link_lifetime_hours: body.linkLifetimeHours as number,
          reminder_interval_hours: body.reminderIntervalHours as number,
          mail_text: body.mailText as string,
        };
        return { success: true, message: 'Signature settings saved', data: saved };
      },
    });
    const lifetime = await screen.findByRole('textbox', { name: /^Link lifetime/ }, slow);
    const reminders = screen.getByRole('textbox', { name: /^Reminder interval/ });
    await user.clear(lifetime);
    await user.type(lifetime, '24');
    await user.clear(reminders);
    await user.type(reminders, '48');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(reminders).toHaveAccessibleDescription(expect.stringContaining(REMINDER_WITHIN_LIFETIME));
    expect(api.callsTo(SETTINGS_PATH).filter((call) => call.method === 'PUT')).toEqual([]);

    await user.clear(reminders);
    await user.type(reminders, '12');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Who may send/ }), 'Create Quote');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Signature settings saved', {}, slow)).toBeInTheDocument();
    expect(api.callsTo(SETTINGS_PATH).find((call) => call.method === 'PUT')?.body).toMatchObject({
      senderPermission: 'Create Quote',
      linkLifetimeHours: 24,
      reminderIntervalHours: 12,
    });
    expect(reminders).not.toHaveAccessibleDescription(expect.stringContaining(REMINDER_WITHIN_LIFETIME));
  });

  it('shows Signed as soon as the client signs, without a reload of the page', async () => {
    const socket = pretendSocket(5);
    const book = requestBook(SIGNING_REQUESTS);
    openPage({ [REQUESTS_PATH]: book.handler }, { socket });
    const waiting = await rowOf(/Proposal form motor proposal/);
    expect(within(waiting).getByText('Sent')).toBeInTheDocument();
    await waitFor(() => expect(socket.isOpen()).toBe(true));
    socket.say({ type: 'notifications.connected' });
    const signed = withStatus('signed', { opened_at: '2026-11-29T10:12:00.000Z', signed_at: '2026-11-29T10:15:00.000Z' });
    book.set([signed, ...SIGNING_REQUESTS.slice(1)]);
    socket.say({
      type: 'notifications.signingStatus',
      change: { id: SENT_REQUEST.id, subject_kind: SENT_REQUEST.subject_kind, subject_id: SENT_REQUEST.subject_id, status: 'signed' },
    });
    await waitFor(() => expect(within(waiting).getByText('Signed')).toBeInTheDocument());
    await waitFor(() => expect(within(waiting).getByRole('button', { name: /Download signed PDF/ })).toBeInTheDocument());
    // The moment it was signed comes with the list read again after the notification.
    await waitFor(() => expect(within(waiting).getByText('Signed 2026-11-29 11:15')).toBeInTheDocument());
    expect(within(waiting).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('cancels a request still waiting on the client', async () => {
    const path = `/signing-requests/${SENT_REQUEST.id}/cancel`;
    const cancelled = withStatus('cancelled', { cancelled_at: '2026-11-29T11:00:00.000Z' });
    const { user, api } = openPage({
      [REQUESTS_PATH]: () => requestsAnswer(SIGNING_REQUESTS),
      [path]: () => ({ success: true, message: 'Signing request cancelled', data: cancelled }),
    });
    const waiting = await rowOf(/Proposal form motor proposal/);
    await user.click(await within(waiting).findByRole('button', { name: 'Cancel' }, slow));
    await waitFor(() => expect(within(waiting).getByText('Cancelled')).toBeInTheDocument());
    expect(api.callsTo(path)).toHaveLength(1);
    expect(within(waiting).queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it('lists the requests without the settings for a sender who does not manage mail settings', async () => {
    openPage({ [REQUESTS_PATH]: () => requestsAnswer(SIGNING_REQUESTS), ...holding('Send Documents', 'View Quotes') }, { token: BROKER });
    await rowOf(/Acceptance of quotation/);
    expect(screen.queryByRole('form', { name: 'Signing settings' })).toBeNull();
  });
});
