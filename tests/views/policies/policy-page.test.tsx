import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coverRefusal } from '../../../domain/policies';
import { ApiFailure } from '../../../src/api/errors';
import {
  ENDORSEMENTS_PATH,
  endorsementsAnswer,
  NO_POLICY_CHANGES,
  POLICY_CHANGES,
  REFUNDS_PATH,
} from '../../../stories/policies/policy-changes-fixtures';
import {
  BILLED,
  CLIENT_ID,
  INVOICE_ID,
  LAPSE_REASON,
  NOTIFIED,
  POLICIES,
  POLICY_ID,
  policyAnswer,
  policySaved,
  QUOTE_ID,
  READY_FOR_COVER,
  RENEWED_BY_ID,
  RENEWS_ID,
  UNBILLED,
} from '../../../stories/policies/policy-fixtures';
import * as pageStories from '../../../stories/policies/policy-page.stories';
import { liveToken } from '../../machines/support/session-token';
import { holding } from '../support/held-permissions';
import { renderApp, type Handler } from '../support/render-app';
import type { PolicyDetails } from '../../../domain/policies';
import type { RequestOptions } from '../../../src/api/client';

// Toasts live in a module-wide store: start every test without the last one's.
beforeEach(() => {
  toast.remove();
});

// Lazy screens take a moment to load the first time.
beforeAll(async () => {
  await import('../../../src/features/policies/policy-page');
});

const slow = { timeout: 5000 };
const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
/** user-1 without the admin role: what they may do comes from GET /user/permission/user-1. */
const CLERK = liveToken({ roles: [{ id: 'r-clerk', name: 'underwriting clerk' }] });
const PATH = `/policies/${POLICY_ID}`;

/** The policy's endorsements and refunds: none, unless a test says otherwise. */
const NOTHING_CHANGED: Record<string, Handler> = Object.fromEntries(
  Object.entries(NO_POLICY_CHANGES).map(([path, answer]) => [path, () => answer]),
);

function openPolicy(handlers: Record<string, Handler>, token = ADMIN) {
  return renderApp({ path: PATH, token, handlers: { ...NOTHING_CHANGED, ...handlers } });
}

const showing = (policy: PolicyDetails): Record<string, Handler> => ({ [PATH]: () => policyAnswer(policy) });
const heading = () => screen.findByRole('heading', { level: 1, name: 'Policy POL/2026/000017' }, slow);
const badge = () => screen.getByRole('status', { name: 'Policy status' });
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
const button = (name: string) => screen.queryByRole('button', { name });
const patches = (api: { callsTo(path: string): { method: string; body: unknown }[] }) =>
  api.callsTo(PATH).filter((call) => call.method === 'PATCH');

/** GET answers the policy as it stands; PATCH answers with `patched` (or throws it), and the policy stands so from then on. */
function patchable(before: PolicyDetails, patched: (body: unknown) => PolicyDetails): Record<string, Handler> {
  let current = before;
  return {
    [PATH]: (options: RequestOptions<unknown>) => {
      if (options.method === 'PATCH') {
        current = patched(options.body);
        return policySaved(current);
      }
      return policyAnswer(current);
    },
  };
}

const ACTIONS = [
  'Send placement slip',
  'Insurer confirmed',
  'Record policy number',
  'Put on cover',
  'Mark expired',
  'Send credit note',
  'Raise invoice',
  'Send renewal notice',
  'Lapse',
  'Cancel policy',
  'Upload a document',
];
const offered = () => ACTIONS.filter((name) => button(name) !== null);

describe('the policy page', { timeout: 20_000 }, () => {
  it('shows the header, the cover, its billing and origin, placement, the credit note, documents and history', async () => {
    openPolicy(showing(READY_FOR_COVER));
    await heading();
    expect(badge()).toHaveTextContent('Placed');
    expect(screen.getByText(/^Insurer’s policy number/)).toHaveTextContent('Insurer’s policy number LAG/MTR/26/004411');
    expect(within(fact('Client')).getByRole('link', { name: 'Chinedu Okafor' })).toHaveAttribute(
      'href',
      `/clients/individual/${CLIENT_ID}`,
    );
    expect(fact('Insured')).toHaveTextContent('Chinedu Okafor');
    expect(fact('Insurer')).toHaveTextContent('Leadway Assurance');
    expect(fact('Product')).toHaveTextContent('Leadway Private Motor Comprehensive');
    expect(fact('Period')).toHaveTextContent('2026-04-01 to 2027-03-31');
    expect(fact('Sum insured')).toHaveTextContent('₦12,500,000.00');
    expect(fact('Premium')).toHaveTextContent('₦338,437.50');
    expect(fact('Commission')).toHaveTextContent('₦33,843.75 (10%)');
    expect(fact('VAT on commission')).toHaveTextContent('₦2,538.28');
    expect(fact('Net to insurer')).toHaveTextContent('₦302,055.47');
    expect(within(fact('Invoice')).getByRole('link', { name: 'INV/2026/000108' })).toHaveAttribute(
      'href',
      `/account/invoice/${INVOICE_ID}`,
    );
    expect(fact('Invoice status')).toHaveTextContent('paid');
    expect(fact('Premium paid')).toHaveTextContent('₦338,437.50 of ₦338,437.50');
    expect(within(fact('Quote')).getByRole('link', { name: 'QT/2026/000042' })).toHaveAttribute('href', `/quotes/${QUOTE_ID}`);
    // Lagos is an hour ahead of UTC.
    expect(fact('Slip sent')).toHaveTextContent('2026-03-21 11:00');
    expect(fact('Insurer confirmed')).toHaveTextContent('2026-03-23 12:00');
    expect(fact('Due by')).toHaveTextContent('2026-03-26 15:30');
    expect(fact('Sent')).toHaveTextContent('Not sent');
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();

    expect(
      within(screen.getByRole('table', { name: 'Insured items' })).getByRole('rowheader', { name: 'Toyota Corolla 2019, silver' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Covers' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Flood extension', 'Riot and strike']);
    expect(
      within(screen.getByRole('table', { name: 'Co-brokers' })).getByRole('row', { name: 'Hamilton Brokers Ltd 20%' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Co-insurers' })).getByRole('row', { name: 'AXA Mansard 30%' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Documents' })).getByRole('button', { name: 'Download Proof of ownership' }),
    ).toBeInTheDocument();
    for (const print of ['Policy schedule', 'Proposal form', 'Placement slip']) expect(button(print)).toBeInTheDocument();

    const rows = within(screen.getByRole('table', { name: 'History' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.children[2]?.textContent)).toEqual([
      'proposed',
      'placement slip sent to Leadway Assurance',
      'insurer confirmed the placement',
      "insurer's policy number recorded",
    ]);
  });

  it('warns when the credit note is overdue', async () => {
    openPolicy(showing(POLICIES.overdue));
    await heading();
    expect(within(screen.getByRole('region', { name: /Credit note/ })).getByRole('alert')).toHaveTextContent('Overdue');
  });

  it('links the policy that renews it', async () => {
    openPolicy(showing(POLICIES.renewed));
    await heading();
    expect(within(fact('Renewed by')).getByRole('link', { name: 'The policy that renews it' })).toHaveAttribute(
      'href',
      `/policies/${RENEWED_BY_ID}`,
    );
    expect(offered()).toEqual(['Send credit note', 'Upload a document']);
    expect(screen.queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Actions' })).getByRole('link', { name: 'the policy that renews it' }),
    ).toHaveAttribute('href', `/policies/${RENEWED_BY_ID}`);
  });

  it('offers only the moves the status allows', async () => {
    const { unmount } = openPolicy(showing(POLICIES.proposal));
    await heading();
    expect(offered()).toEqual(['Send placement slip', 'Lapse', 'Cancel policy', 'Upload a document']);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/policy/${POLICY_ID}/edit`);
    unmount();

    // Whatever the day the test runs: one on cover for ever, one whose cover ended long ago.
    const { unmount: leave } = openPolicy(showing({ ...POLICIES.active, end_date: '2099-12-31' }));
    await heading();
    expect(offered()).toEqual(['Record policy number', 'Send credit note', 'Send renewal notice', 'Upload a document']);
    leave();

    openPolicy(showing({ ...POLICIES.active, end_date: '2020-12-31' }));
    await heading();
    expect(offered()).toEqual(['Record policy number', 'Mark expired', 'Send credit note', 'Send renewal notice', 'Upload a document']);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('offers nothing to a person who may only view policies, and shows nothing to one who may not', async () => {
    const { unmount } = openPolicy({ ...showing(READY_FOR_COVER), ...holding('View Policies') }, CLERK);
    await heading();
    expect(offered()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument();
    unmount();

    const { api } = openPolicy({ ...showing(READY_FOR_COVER), ...holding('View Quotes') }, CLERK);
    expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument();
    expect(api.callsTo(PATH)).toEqual([]);
  });

  it('keeps Put on cover disabled with the No Premium, No Cover reason while the premium is not in', async () => {
    const { api } = openPolicy(showing(POLICIES.placed));
    await heading();
    const putOnCover = screen.getByRole('button', { name: 'Put on cover' });
    expect(putOnCover).toBeDisabled();
    const reason = coverRefusal(POLICIES.placed)!;
    expect(reason).toContain('INV/2026/000108 is not received in full (₦0.00 of ₦338,437.50 paid)');
    expect(putOnCover).toHaveAccessibleDescription(reason);
    expect(patches(api)).toEqual([]);
  });

  it('records the insurer’s policy number, refusing a blank one without a call', async () => {
    const { api, user } = openPolicy(
      patchable(POLICIES.placed, (body) => ({
        ...POLICIES.placed,
        insurer_policy_number: (body as { insurerPolicyNumber: string }).insurerPolicyNumber,
      })),
    );
    await heading();
    await user.click(screen.getByRole('button', { name: 'Record policy number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the insurer’s policy number' });
    await user.click(within(dialog).getByRole('button', { name: 'Save the number' }));
    expect(within(dialog).getByRole('textbox', { name: /Insurer’s policy number/ })).toHaveAccessibleDescription('This field is required');
    expect(patches(api)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Insurer’s policy number/ }), ' LAG/MTR/26/004411 ');
    await user.click(within(dialog).getByRole('button', { name: 'Save the number' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(api).map((call) => call.body)).toEqual([{ insurerPolicyNumber: 'LAG/MTR/26/004411' }]);
    await waitFor(() => expect(screen.getByText(/^Insurer’s policy number/)).toHaveTextContent('LAG/MTR/26/004411'));
    // The page reads the policy again after the change.
    expect(api.callsTo(PATH).filter((call) => call.method === 'GET')).toHaveLength(2);
    expect(await screen.findByText('The insurer’s policy number is recorded on POL/2026/000017')).toBeInTheDocument();
  });

  it('shows the server’s 409 in its own words when the policy may not go on cover', async () => {
    const message = 'No Premium, No Cover: the premium on invoice INV/2026/000108 was reversed';
    const { api, user } = openPolicy(
      patchable(READY_FOR_COVER, () => {
        throw new ApiFailure(message, 409, 'CONFLICT');
      }),
    );
    await heading();
    await user.click(screen.getByRole('button', { name: 'Put on cover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put on cover' });
    await user.click(within(dialog).getByRole('button', { name: 'Put on cover' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(patches(api).map((call) => call.body)).toEqual([{ status: 'active' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(badge()).toHaveTextContent('Placed');
  });

  it('lapses a policy with the reason given', async () => {
    const { api, user } = openPolicy(patchable(POLICIES.placed, () => POLICIES.lapsed));
    await heading();
    await user.click(screen.getByRole('button', { name: 'Lapse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lapse the policy' });
    await user.click(within(dialog).getByRole('button', { name: 'Lapse the policy' }));
    expect(within(dialog).getByText('Say why')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Why it lapses/ }), LAPSE_REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Lapse the policy' }));
    await waitFor(() => expect(badge()).toHaveTextContent('Lapsed'));
    expect(patches(api).map((call) => call.body)).toEqual([{ status: 'lapsed', reason: LAPSE_REASON }]);
    expect(fact('Reason')).toHaveTextContent(LAPSE_REASON);
  });

  it('mails the placement slip after asking', async () => {
    const slip = `/policy/${POLICY_ID}/sendPlacementSlip`;
    const { api, user } = openPolicy({ ...showing(POLICIES.proposal), [slip]: () => policySaved(POLICIES.placed, 'Placement slip sent') });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Send placement slip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the placement slip' });
    expect(api.callsTo(slip)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send the slip' }));
    await waitFor(() => expect(api.callsTo(slip)).toHaveLength(1));
    expect(api.callsTo(slip)[0]!.query).toEqual({ confirmed: undefined });
  });

  it('uploads a document through the wizard under the name typed, then lists it', async () => {
    const uploads = `${PATH}/uploads`;
    const added = {
      ...READY_FOR_COVER.documents[0]!,
      document_id: 'doc-2',
      document_name: 'Vehicle licence',
      original_name: 'licence.pdf',
    };
    const after = { ...POLICIES.active, documents: [added] };
    let current = POLICIES.active;
    const { api, user } = openPolicy({
      [PATH]: () => policyAnswer(current),
      [uploads]: () => {
        current = after;
        return policySaved(after, 'Upload was successful!');
      },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Upload a document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a document' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Document name' }), 'Vehicle licence');
    fireEvent.change(within(dialog).getByLabelText('Choose a document'), {
      target: { files: [new File(['%PDF-1.7\n'], 'licence.pdf', { type: 'application/pdf' })] },
    });
    expect(api.callsTo(uploads)).toEqual([]);
    await user.click(await within(dialog).findByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = api.callsTo(uploads)[0]?.body as FormData;
    expect(sent.get('documentName')).toBe('Vehicle licence');
    expect((sent.get('file') as File).name).toBe('licence.pdf');
    expect(await screen.findByRole('button', { name: 'Download Vehicle licence' })).toBeInTheDocument();
  });

  it('opens a print in a preview, and asks again when it could not be read', async () => {
    const schedule = `${PATH}/policyDocument`;
    const { api, user } = openPolicy({
      ...showing(POLICIES.active),
      [schedule]: () => {
        throw new ApiFailure('The schedule could not be prepared', 500, 'INTERNAL_ERROR');
      },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Policy schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Policy schedule' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The schedule could not be prepared');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo(schedule)).toHaveLength(2));
  });

  it('says a policy is not found, and tries a failed load again', async () => {
    const { unmount } = openPolicy({
      [PATH]: () => {
        throw new ApiFailure('Policy not found', 404, 'NOT_FOUND');
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Policy not found' }, slow)).toBeInTheDocument();
    unmount();

    let fail = true;
    const { user } = openPolicy({
      [PATH]: () => {
        if (fail) throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
        return policyAnswer(POLICIES.active);
      },
    });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await heading();
    expect(badge()).toHaveTextContent('Active');
  });
});

describe('the policy page: invoice, renewal notice and renewal', { timeout: 20_000 }, () => {
  it('raises the invoice of a proposal not billed yet, after asking, and shows it once read again', async () => {
    const invoice = `${PATH}/invoice`;
    let current = UNBILLED;
    const { api, user } = openPolicy({
      [PATH]: () => policyAnswer(current),
      [invoice]: () => {
        current = BILLED;
        return policySaved(BILLED, 'Invoice raised');
      },
    });
    await heading();
    expect(fact('Invoice')).toHaveTextContent('Not billed yet');
    expect(within(fact('Renews')).getByRole('link', { name: 'POL/2025/000009' })).toHaveAttribute('href', `/policies/${RENEWS_ID}`);
    await user.click(screen.getByRole('button', { name: 'Raise invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise the invoice' });
    expect(dialog).toHaveTextContent('Raise a RENEWAL invoice for POL/2026/000017, Chinedu Okafor, for its premium of ₦338,437.50');
    expect(api.callsTo(invoice)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Raise the invoice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(invoice).map((call) => call.method)).toEqual(['POST']);
    expect(await screen.findByText('Invoice INV/2026/000131 is raised for POL/2026/000017')).toBeInTheDocument();
    await waitFor(() => expect(within(fact('Invoice')).getByRole('link', { name: 'INV/2026/000131' })).toBeInTheDocument());
    expect(button('Raise invoice')).not.toBeInTheDocument();
  });

  it('offers Raise invoice only to a holder of Create Invoice, and never for a billed policy', async () => {
    const { unmount } = openPolicy({ ...showing(UNBILLED), ...holding('View Policies', 'Update Policy') }, CLERK);
    await heading();
    expect(offered()).toEqual(['Send placement slip', 'Lapse', 'Cancel policy', 'Upload a document']);
    unmount();
    const { unmount: leave } = openPolicy({ ...showing(UNBILLED), ...holding('View Policies', 'Create Invoice') }, CLERK);
    await heading();
    expect(offered()).toEqual(['Raise invoice']);
    leave();
    openPolicy(showing(POLICIES.proposal));
    await heading();
    expect(button('Raise invoice')).not.toBeInTheDocument();
  });

  it('mails the renewal notice, shows when it was sent, and the server’s refusal in its words', async () => {
    const notify = `/policies/expiringPolicy/${POLICY_ID}/notify`;
    let refuse = true;
    let current = POLICIES.active;
    const { api, user } = openPolicy({
      [PATH]: () => policyAnswer(current),
      [notify]: () => {
        if (refuse) throw new ApiFailure('The client has no email address', 409, 'CONFLICT');
        current = NOTIFIED;
        return policySaved(NOTIFIED, 'Renewal notice sent');
      },
    });
    await heading();
    expect(fact('Renewal notice')).toHaveTextContent('Not sent');
    await user.click(screen.getByRole('button', { name: 'Send renewal notice' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send the renewal notice' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the notice' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The client has no email address');
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Send renewal notice' }));
    dialog = await screen.findByRole('dialog', { name: 'Send the renewal notice' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the notice' }));
    expect(await screen.findByText('The renewal notice for POL/2026/000017 is sent to Chinedu Okafor')).toBeInTheDocument();
    // Lagos is an hour ahead of UTC.
    await waitFor(() => expect(fact('Renewal notice')).toHaveTextContent('Sent 2026-11-26 09:15'));
    expect(api.callsTo(notify)).toHaveLength(2);
  });

  it('links Renew for a policy on cover or expired, for a holder of Create Policy only', async () => {
    const { unmount } = openPolicy(showing(POLICIES.expired));
    await heading();
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', `/policy/new?renewalOf=${POLICY_ID}`);
    unmount();
    const { unmount: leave } = openPolicy({ ...showing(POLICIES.active), ...holding('View Policies', 'Send Documents') }, CLERK);
    await heading();
    expect(screen.queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
    expect(offered()).toEqual(['Send credit note', 'Send renewal notice']);
    leave();
    openPolicy({ ...showing(POLICIES.active), ...holding('View Policies', 'Create Policy') }, CLERK);
    await heading();
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', `/policy/new?renewalOf=${POLICY_ID}`);
    expect(offered()).toEqual([]);
  });
});

const changes: Record<string, Handler> = Object.fromEntries(Object.entries(POLICY_CHANGES).map(([path, answer]) => [path, () => answer]));
const registerLink = () => screen.queryByRole('link', { name: 'Register endorsement' });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the policy page: endorsements and refunds', { timeout: 20_000 }, () => {
  it('lists the policy’s endorsements and refunds, each linking to its endorsement', async () => {
    const { api } = openPolicy({ ...showing(POLICIES.active), ...changes });
    await heading();
    const endorsements = await screen.findByRole('table', { name: 'Endorsements' });
    const rows = await within(endorsements).findAllByRole('row', { name: /^END\// }, slow);
    expect(rows.map(cells)).toEqual([
      ['END/2026/000011', 'Change the sum insured', 'Pending', '2026-11-02', 'Additional ₦12,328.76'],
      ['END/2026/000007', 'Remove items or covers', 'Applied', '2026-08-04', 'Return ₦41,095.89'],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'END/2026/000007' })).toHaveAttribute(
      'href',
      '/policy/endorsement/4b5a6f7e-8d9c-4abb-8d3e-4f5a6b7c8d94',
    );
    const refunds = screen.getByRole('table', { name: 'Refunds' });
    const refundRows = await within(refunds).findAllByRole('row', { name: /^RFD\// }, slow);
    // Paid at 09:30 UTC: 10:30 in Lagos.
    expect(refundRows.map(cells)).toEqual([
      ['RFD/2026/000003', 'END/2026/000007', '₦41,095.89', '₦36,678.08 of ₦36,678.08', 'Due to client', '—'],
      ['RFD/2026/000001', 'END/2026/000002', '₦12,000.00', '₦10,710.00 of ₦10,710.00', 'Paid', '2026-10-02 10:30 · Bank Transfer'],
    ]);
    expect(api.callsTo(ENDORSEMENTS_PATH).map((call) => call.query)).toEqual([
      { page: 1, limit: 10, status: undefined, policyId: POLICY_ID, searchQuery: undefined },
    ]);
    expect(api.callsTo(REFUNDS_PATH).map((call) => call.query)).toEqual([
      { page: 1, limit: 10, policyId: POLICY_ID, searchQuery: undefined },
    ]);
  });

  it('says when nothing has been registered or returned', async () => {
    openPolicy(showing(POLICIES.active));
    await heading();
    expect(await screen.findByText('No endorsement has been registered on this policy', {}, slow)).toBeInTheDocument();
    expect(await screen.findByText('No premium has been returned on this policy', {}, slow)).toBeInTheDocument();
  });

  it('shows each list’s own failure and asks that list again on Try again', async () => {
    let fail = true;
    const { api, user } = openPolicy({
      ...showing(POLICIES.active),
      [ENDORSEMENTS_PATH]: () => {
        if (fail) throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
        return endorsementsAnswer([]);
      },
    });
    await heading();
    const endorsements = screen.getByRole('table', { name: 'Endorsements' });
    expect(await within(endorsements).findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
    expect(await screen.findByText('No premium has been returned on this policy', {}, slow)).toBeInTheDocument();
    fail = false;
    await user.click(within(endorsements).getByRole('button', { name: 'Try again' }));
    expect(await within(endorsements).findByText('No endorsement has been registered on this policy', {}, slow)).toBeInTheDocument();
    expect(api.callsTo(ENDORSEMENTS_PATH)).toHaveLength(2);
    expect(api.callsTo(REFUNDS_PATH)).toHaveLength(1);
  });

  it('links Register endorsement for a policy on cover, for a holder of Manage Endorsements only', async () => {
    const { unmount } = openPolicy(showing(POLICIES.active));
    await heading();
    expect(registerLink()).toHaveAttribute('href', `/policy/endorsement/register?policyId=${POLICY_ID}`);
    unmount();
    const { unmount: leave } = openPolicy(showing(READY_FOR_COVER));
    await heading();
    expect(registerLink()).not.toBeInTheDocument();
    leave();
    const { unmount: away } = openPolicy({ ...showing(POLICIES.active), ...holding('View Policies', 'Update Policy') }, CLERK);
    await heading();
    expect(registerLink()).not.toBeInTheDocument();
    away();
    openPolicy({ ...showing(POLICIES.active), ...holding('View Policies', 'Manage Endorsements') }, CLERK);
    await heading();
    expect(registerLink()).toHaveAttribute('href', `/policy/endorsement/register?policyId=${POLICY_ID}`);
  });
});

const stories = composeStories(pageStories);

describe('the policy page in its stories', { timeout: 20_000 }, () => {
  it.each([
    ['Proposal', 'Proposal'],
    ['Placed', 'Placed'],
    ['ReadyForCover', 'Placed'],
    ['Active', 'Active'],
    ['Expired', 'Expired'],
    ['Renewed', 'Renewed'],
    ['Lapsed', 'Lapsed'],
    ['Cancelled', 'Cancelled'],
  ] as const)('%s shows the policy %s', async (name, status) => {
    const Story = stories[name];
    render(<Story />);
    await heading();
    expect(badge()).toHaveTextContent(status);
  });

  it('offers a reader nothing', async () => {
    render(<stories.ForAReader />);
    await heading();
    expect(offered()).toEqual([]);
  });

  it('shows the loading and failed slots', async () => {
    const { unmount } = render(<stories.Loading />);
    expect(await screen.findByText('Loading policy', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: /^Policy POL/ })).not.toBeInTheDocument();
    unmount();
    const found = render(<stories.NotFound />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Policy not found' }, slow)).toBeInTheDocument();
    found.unmount();
    render(<stories.NotAllowed />);
    expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument();
  });

  it('shows the endorsements, refunds and claims loading, listed and failed', async () => {
    const { unmount } = render(<stories.ChangesLoading />);
    await heading();
    expect(screen.getByText('Loading endorsements')).toBeInTheDocument();
    expect(screen.getByText('Loading refunds')).toBeInTheDocument();
    expect(screen.getByText('Loading claims on the policy')).toBeInTheDocument();
    unmount();
    const listed = render(<stories.Active />);
    await heading();
    expect(await screen.findByRole('link', { name: 'END/2026/000011' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /^RFD\/2026\/000003/ }, slow)).toBeInTheDocument();
    expect(registerLink()).toBeInTheDocument();
    listed.unmount();
    render(<stories.ChangesFailed />);
    await heading();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(3), slow);
  });
});
