import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DELETION_APPROVAL_FAILED,
  DELETION_NEEDS_ADMIN_APPROVAL,
  DELETION_REASON_TOO_LONG,
  DELETION_REQUEST_APPROVED,
  DELETION_REQUEST_REJECTED,
  DELETION_REQUEST_SUBMITTED,
  FIELD_REQUIRED,
  INVOICE_DELETED,
} from '../../../domain/messages';
import { ApiFailure } from '../../../src/api/errors';
import { WAITING_FOR_PERMISSIONS } from '../../../src/app/use-grants';
import {
  DELETED_INVOICE,
  DELETION_REQUEST,
  INVOICE_ID,
  PENDING_DELETION_INVOICE,
  PENDING_INVOICE,
  deletionRequestAnswer,
  invoiceAnswer,
} from '../../../stories/invoices/fixtures';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, BROKER, DETAILS_PATH, holding, INVOICE_PATH, slow } from './invoice-support';
import type { Invoice } from '../../../domain/invoices';

const REASON = 'Raised twice: the renewal was already invoiced as DN-2026-0139';

/** The invoice as the server holds it: every answered change is what GET answers next. */
function server(start: Invoice, calls: Record<string, (options: { method?: string; body?: unknown }) => Invoice>) {
  let current = start;
  const handlers: Record<string, Handler> = {
    [INVOICE_PATH]: (options) => {
      const change = calls[`${options.method ?? 'GET'} ${INVOICE_PATH}`];
      if (change) current = change(options);
      return invoiceAnswer(current);
    },
  };
  for (const [key, change] of Object.entries(calls)) {
    const path = key.slice(key.indexOf(' ') + 1);
    if (path === INVOICE_PATH) continue;
    handlers[path] = (options) => {
      current = change(options);
      return invoiceAnswer(current);
    };
  }
  return handlers;
}

async function open(token: string, handlers: Record<string, Handler>) {
  const view = renderApp({ path: DETAILS_PATH, token, handlers: { ...holding('View Invoices', 'Request Invoice Deletion'), ...handlers } });
  await screen.findByRole('heading', { level: 1, name: 'Invoice DN-2026-0142' }, slow);
  // The Action menu opens once the user's permissions are read.
  await waitFor(
    () => expect(screen.getByRole('button', { name: 'Action' })).not.toHaveAccessibleDescription(WAITING_FOR_PERMISSIONS),
    slow,
  );
  return view;
}

async function openDeletion(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Action' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete Invoice' }));
  return screen.findByRole('dialog', { name: 'Delete Invoice · DN-2026-0142' });
}

describe('deleting an invoice', { timeout: 20_000 }, () => {
  it('lets a non-admin ask, with a reason of at most 250 characters, and then waits for an admin', async () => {
    const { user, api } = await open(
      BROKER,
      server(PENDING_INVOICE, { [`PATCH /invoice/deletion/request/${INVOICE_ID}`]: () => PENDING_DELETION_INVOICE }),
    );
    const dialog = await openDeletion(user);
    expect(within(dialog).getByText(DELETION_NEEDS_ADMIN_APPROVAL)).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Submit request' });
    await user.click(submit);
    expect(await within(dialog).findByText(FIELD_REQUIRED)).toBeInTheDocument();

    const reason = within(dialog).getByRole('textbox', { name: /Reason for deletion/ });
    await user.click(reason);
    await user.paste('x'.repeat(251));
    expect(within(dialog).getByText('251/250 characters')).toBeInTheDocument();
    await user.click(submit);
    expect(await within(dialog).findByText(DELETION_REASON_TOO_LONG)).toBeInTheDocument();
    expect(api.callsTo(`/invoice/deletion/request/${INVOICE_ID}`)).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, REASON);
    await user.click(submit);
    expect(await screen.findByText(DELETION_REQUEST_SUBMITTED)).toBeInTheDocument();
    expect(api.callsTo(`/invoice/deletion/request/${INVOICE_ID}`)[0]).toMatchObject({
      method: 'PATCH',
      body: { reasonForDeletion: REASON },
    });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByText('PENDING DELETION')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Deletion request' })).getByText(DELETION_NEEDS_ADMIN_APPROVAL)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Action' })).toBeDisabled();
  });

  it('lets an admin delete at once, without the notice', async () => {
    const { user, api } = await open(ADMIN, server(PENDING_INVOICE, { [`DELETE ${INVOICE_PATH}`]: () => DELETED_INVOICE }));
    const dialog = await openDeletion(user);
    expect(within(dialog).queryByText(DELETION_NEEDS_ADMIN_APPROVAL)).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for deletion/ }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Delete invoice' }));
    expect(await screen.findByText(INVOICE_DELETED)).toBeInTheDocument();
    expect(api.callsTo(INVOICE_PATH).some((call) => call.method === 'DELETE')).toBe(true);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(await screen.findByText('DELETED')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Action' })).toBeDisabled();
  });

  it('shows an admin who asked and why, and accepts the request', async () => {
    const { user, api } = await open(ADMIN, {
      ...server(PENDING_DELETION_INVOICE, { [`PATCH /invoice/accept/deletion/request/${INVOICE_ID}`]: () => DELETED_INVOICE }),
      [`/invoice/deletion/request-detail/${INVOICE_ID}`]: () => deletionRequestAnswer(),
    });
    const panel = screen.getByRole('region', { name: 'Deletion request' });
    expect(await within(panel).findByText(DELETION_REQUEST.username)).toBeInTheDocument();
    expect(within(panel).getByText(DELETION_REQUEST.initiator_reason_for_deletion)).toBeInTheDocument();
    expect(within(panel).queryByText(DELETION_NEEDS_ADMIN_APPROVAL)).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(DELETION_REQUEST_APPROVED)).toBeInTheDocument();
    expect(api.callsTo(`/invoice/accept/deletion/request/${INVOICE_ID}`)[0]).toMatchObject({ method: 'PATCH', body: {} });
    expect(await screen.findByText('DELETED')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Deletion request' })).not.toBeInTheDocument();
  });

  it('rejects the request: back to payment pending', async () => {
    const { user, api } = await open(ADMIN, {
      ...server(PENDING_DELETION_INVOICE, { [`PATCH /invoice/reject/deletion/request/${INVOICE_ID}`]: () => PENDING_INVOICE }),
      [`/invoice/deletion/request-detail/${INVOICE_ID}`]: () => deletionRequestAnswer(),
    });
    const panel = screen.getByRole('region', { name: 'Deletion request' });
    await user.click(await within(panel).findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(DELETION_REQUEST_REJECTED)).toBeInTheDocument();
    expect(api.callsTo(`/invoice/reject/deletion/request/${INVOICE_ID}`)[0]).toMatchObject({ method: 'PATCH', body: {} });
    expect(await screen.findByText('PAYMENT PENDING')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Action' })).toBeEnabled();
  });

  it('keeps the request waiting when the approval fails, and says so', async () => {
    const { user } = await open(ADMIN, {
      ...server(PENDING_DELETION_INVOICE, {}),
      [`/invoice/deletion/request-detail/${INVOICE_ID}`]: () => deletionRequestAnswer(),
      [`/invoice/accept/deletion/request/${INVOICE_ID}`]: () => {
        throw new ApiFailure('This invoice has no deletion request waiting', 409, 'CONFLICT');
      },
    });
    const panel = screen.getByRole('region', { name: 'Deletion request' });
    await user.click(await within(panel).findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(DELETION_APPROVAL_FAILED)).toBeInTheDocument();
    expect(within(panel).getByRole('alert')).toHaveTextContent('This invoice has no deletion request waiting');
    expect(within(panel).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.getByText('PENDING DELETION')).toBeInTheDocument();
  });
});
