import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unpaidEndorsementRefusal } from '../../../domain/policies';
import { ApiFailure } from '../../../src/api/errors';
import {
  ADDITION_INVOICE_ID,
  ENDORSEMENT_ID,
  endorsementAnswer,
  ENDORSEMENTS,
  endorsementSaved,
  POLICY_ID,
  REJECTION_REASON,
} from '../../../stories/endorsements/endorsement-fixtures';
import * as pageStories from '../../../stories/endorsements/endorsement-page.stories';
import { CLIENT_ID, POLICIES, policySaved } from '../../../stories/policies/policy-fixtures';
import { liveToken } from '../../machines/support/session-token';
import { holding } from '../support/held-permissions';
import { renderApp, type Handler } from '../support/render-app';
import type { EndorsementDetails } from '../../../domain/policies';
import type { RequestOptions } from '../../../src/api/client';

// Toasts live in a module-wide store: start every test without the last one's.
beforeEach(() => {
  toast.remove();
});

// Lazy screens take a moment to load the first time.
beforeAll(async () => {
  await import('../../../src/features/endorsements/endorsement-page');
});

const slow = { timeout: 5000 };
const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
/** user-1 without the admin role: what they may do comes from GET /user/permission/user-1. */
const CLERK = liveToken({ roles: [{ id: 'r-clerk', name: 'underwriting clerk' }] });
const PAGE = `/policy/endorsement/${ENDORSEMENT_ID}`;
const API = `/policies/endorsement/${ENDORSEMENT_ID}`;
const DOCUMENT = `${API}/endorsementDocument`;
const POLICY = `/policies/${POLICY_ID}`;

function openEndorsement(handlers: Record<string, Handler>, token = ADMIN) {
  return renderApp({ path: PAGE, token, handlers });
}

const showing = (endorsement: EndorsementDetails): Record<string, Handler> => ({ [API]: () => endorsementAnswer(endorsement) });
const heading = () => screen.findByRole('heading', { level: 1, name: 'Endorsement END/2026/000003' }, slow);
const badge = () => screen.getByRole('status', { name: 'Endorsement status' });
const fact = (term: string, inside: HTMLElement = document.body) =>
  within(inside).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
const patches = (api: { callsTo(path: string): { method: string; body: unknown }[] }) =>
  api.callsTo(API).filter((call) => call.method === 'PATCH');

/** The entries of the Actions menu, opened and closed again; none when there is no menu. */
async function menuEntries(user: { click(element: Element): Promise<void>; keyboard(text: string): Promise<void> }) {
  const menu = screen.queryByRole('button', { name: 'Actions' });
  if (!menu) return [];
  await user.click(menu);
  const entries = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  return entries;
}

async function choose(user: { click(element: Element): Promise<void> }, entry: string) {
  await user.click(screen.getByRole('button', { name: 'Actions' }));
  await user.click(await screen.findByRole('menuitem', { name: entry }));
}

/** GET answers the endorsement as it stands; PATCH answers with `decided` (or throws it), and it stands so from then on. */
function decidable(before: EndorsementDetails, decided: (body: unknown) => EndorsementDetails): Record<string, Handler> {
  let current = before;
  return {
    [API]: (options: RequestOptions<unknown>) => {
      if (options.method === 'PATCH') {
        current = decided(options.body);
        return endorsementSaved(current);
      }
      return endorsementAnswer(current);
    },
  };
}

describe('the endorsement page', { timeout: 20_000 }, () => {
  it('shows the change, its policy, the terms before and after, its pro-rata premium, invoice, items, documents and history', async () => {
    const { user } = openEndorsement(showing(ENDORSEMENTS.awaitingPremium));
    await heading();
    expect(badge()).toHaveTextContent('Approved');
    const endorsement = screen.getByLabelText('Endorsement', { selector: 'dl' });
    expect(fact('Kind', endorsement)).toHaveTextContent('Add items or covers');
    expect(within(fact('Policy', endorsement)).getByRole('link', { name: 'POL/2026/000017' })).toHaveAttribute(
      'href',
      `/policies/${POLICY_ID}`,
    );
    expect(fact('Policy', endorsement)).toHaveTextContent('Insurer’s number LAG/MTR/26/004411');
    expect(within(fact('Client', endorsement)).getByRole('link', { name: 'Chinedu Okafor' })).toHaveAttribute(
      'href',
      `/clients/individual/${CLIENT_ID}`,
    );
    expect(fact('Insurer', endorsement)).toHaveTextContent('Leadway Assurance');
    expect(fact('Effective date', endorsement)).toHaveTextContent('2026-12-01');
    // Lagos is an hour ahead of UTC.
    expect(fact('Registered', endorsement)).toHaveTextContent('Ada Obi, 2026-11-26 10:00');
    expect(fact('Approved', endorsement)).toHaveTextContent('Bola Adeyemi, 2026-11-26 16:00');
    expect(fact('Applied', endorsement)).toHaveTextContent('Not applied yet');
    expect(fact('Description', endorsement)).toHaveTextContent('Add a second car: Honda Accord 2021, black');

    const change = screen.getByRole('table', { name: 'Before and after' });
    const row = (term: string) => within(change).getByRole('rowheader', { name: term }).closest('tr')!;
    expect(
      within(row('Premium'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['₦338,437.50', '₦450,000.00']);
    expect(
      within(row('Sum insured'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['₦12,500,000.00', '₦27,500,000.00']);
    expect(
      within(row('End date'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2027-03-31', '2027-03-31']);

    const premium = screen.getByLabelText('Premium', { selector: 'dl' });
    expect(fact('Pro-rata premium', premium)).toHaveTextContent('Additional premium ₦36,983.73 (121 of 365 days)');
    expect(fact('Commission', premium)).toHaveTextContent('₦3,698.37');
    expect(fact('VAT on commission', premium)).toHaveTextContent('₦277.38');
    expect(fact('Net to insurer', premium)).toHaveTextContent('₦33,007.98');
    expect(within(fact('Invoice', premium)).getByRole('link', { name: 'INV/2026/000214' })).toHaveAttribute(
      'href',
      `/account/invoice/${ADDITION_INVOICE_ID}`,
    );
    expect(fact('Invoice status', premium)).toHaveTextContent('payment pending');
    expect(within(premium).queryByText('Refund')).not.toBeInTheDocument();

    expect(screen.getByRole('note', { name: 'Awaiting premium' })).toHaveTextContent(unpaidEndorsementRefusal('INV/2026/000214'));
    const items = screen.getByRole('table', { name: 'Insured items after the change' });
    expect(within(items).getByRole('rowheader', { name: 'Honda Accord 2021, black' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Covers after the change' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Flood extension', 'Riot and strike']);
    expect(
      within(screen.getByRole('list', { name: 'Documents' })).getByRole('button', { name: 'Download Vehicle licence' }),
    ).toBeInTheDocument();
    const history = within(screen.getByRole('table', { name: 'History' }))
      .getAllByRole('row')
      .slice(1)
      .map((tr) => [tr.children[2]?.textContent, tr.children[3]?.textContent]);
    expect(history).toEqual([
      ['registered', ''],
      ['approved', 'Invoice INV/2026/000214'],
    ]);
    expect(await menuEntries(user)).toEqual(['Apply to policy', 'Upload document', 'View document']);
  });

  it('links a return premium’s refund, and says when the premium does not change', async () => {
    const { unmount } = openEndorsement(showing({ ...ENDORSEMENTS.deletion, endorsement_id: ENDORSEMENT_ID }));
    await screen.findByRole('heading', { level: 1, name: 'Endorsement END/2026/000004' }, slow);
    const premium = screen.getByLabelText('Premium', { selector: 'dl' });
    expect(fact('Pro-rata premium', premium)).toHaveTextContent('Return premium ₦9,427.22 (121 of 365 days)');
    expect(within(fact('Refund', premium)).getByRole('link', { name: 'Refunded premium' })).toHaveAttribute('href', '/policies/allRefund');
    expect(screen.queryByRole('note', { name: 'Awaiting premium' })).not.toBeInTheDocument();
    unmount();

    openEndorsement(
      showing({ ...ENDORSEMENTS.pending, premium_adjustment_kind: 'none', premium_adjustment: '0.00', items: null, covers: null }),
    );
    await heading();
    const none = screen.getByLabelText('Premium', { selector: 'dl' });
    expect(fact('Pro-rata premium', none)).toHaveTextContent('No change of premium');
    expect(fact('Invoice', none)).toHaveTextContent('None: the premium does not change');
    expect(screen.queryByRole('table', { name: 'Insured items after the change' })).not.toBeInTheDocument();
  });

  it('offers in its Actions menu only the moves the status allows', async () => {
    const cases: [EndorsementDetails, string, string[]][] = [
      [ENDORSEMENTS.pending, 'Pending', ['Approve', 'Reject', 'Upload document', 'View document']],
      [ENDORSEMENTS.approved, 'Approved', ['Apply to policy', 'Upload document', 'View document']],
      [ENDORSEMENTS.applied, 'Applied', ['Upload document', 'View document']],
      [ENDORSEMENTS.rejected, 'Rejected', ['View document']],
    ];
    for (const [endorsement, status, entries] of cases) {
      const { user, unmount } = openEndorsement(showing({ ...endorsement, endorsement_id: ENDORSEMENT_ID }));
      await screen.findByRole('heading', { level: 1, name: `Endorsement ${endorsement.endorsement_number}` }, slow);
      expect(badge()).toHaveTextContent(status);
      expect(await menuEntries(user)).toEqual(entries);
      expect(screen.queryByRole('button', { name: 'Upload a document' }) !== null).toBe(entries.includes('Upload document'));
      unmount();
    }
  });

  it('offers a person who may only view policies the document alone, and shows nothing to one who may not', async () => {
    const { user, unmount } = openEndorsement({ ...showing(ENDORSEMENTS.pending), ...holding('View Policies') }, CLERK);
    await heading();
    expect(await menuEntries(user)).toEqual(['View document']);
    expect(screen.queryByRole('button', { name: 'Upload a document' })).not.toBeInTheDocument();
    unmount();

    const { api } = openEndorsement({ ...showing(ENDORSEMENTS.pending), ...holding('Manage Endorsements') }, CLERK);
    expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument();
    expect(api.callsTo(API)).toEqual([]);
  });

  it('approves after asking, raising the invoice, and shows the endorsement awaiting its premium once read again', async () => {
    const { api, user } = openEndorsement(decidable(ENDORSEMENTS.pending, () => ENDORSEMENTS.awaitingPremium));
    await heading();
    await choose(user, 'Approve');
    const dialog = await screen.findByRole('dialog', { name: 'Approve the endorsement' });
    expect(dialog).toHaveTextContent(
      'Approve END/2026/000003 on POL/2026/000017? An invoice for the additional premium of ₦36,983.73 is raised for Chinedu Okafor.',
    );
    expect(patches(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(api).map((call) => call.body)).toEqual([{ status: 'approved' }]);
    expect(await screen.findByText('Endorsement END/2026/000003 is approved; invoice INV/2026/000214 is raised')).toBeInTheDocument();
    await waitFor(() => expect(badge()).toHaveTextContent('Approved'));
    expect(screen.getByRole('note', { name: 'Awaiting premium' })).toBeInTheDocument();
    // The page reads the endorsement again after the change.
    expect(api.callsTo(API).filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('rejects with the reason given, refusing a blank one without a call', async () => {
    const { api, user } = openEndorsement(
      decidable(ENDORSEMENTS.pending, (body) => ({
        ...ENDORSEMENTS.pending,
        status: 'rejected',
        status_reason: (body as { reason: string }).reason,
      })),
    );
    await heading();
    await choose(user, 'Reject');
    const dialog = await screen.findByRole('dialog', { name: 'Reject the endorsement' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject the endorsement' }));
    expect(within(dialog).getByText('Say why')).toBeInTheDocument();
    expect(patches(api)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Why it is rejected/ }), REJECTION_REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Reject the endorsement' }));
    await waitFor(() => expect(badge()).toHaveTextContent('Rejected'));
    expect(patches(api).map((call) => call.body)).toEqual([{ status: 'rejected', reason: REJECTION_REASON }]);
    expect(fact('Reason')).toHaveTextContent(REJECTION_REASON);
    expect(await screen.findByText('Endorsement END/2026/000003 is rejected')).toBeInTheDocument();
  });

  it('keeps the reason typed through a network failure, and sends it again on Try again', async () => {
    let fail = true;
    const { api, user } = openEndorsement(
      decidable(ENDORSEMENTS.pending, () => {
        if (fail) throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
        return { ...ENDORSEMENTS.pending, status: 'rejected', status_reason: REJECTION_REASON };
      }),
    );
    await heading();
    await choose(user, 'Reject');
    const dialog = await screen.findByRole('dialog', { name: 'Reject the endorsement' });
    await user.type(within(dialog).getByRole('textbox', { name: /Why it is rejected/ }), REJECTION_REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Reject the endorsement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Network error, please try again');
    expect(within(dialog).getByRole('textbox', { name: /Why it is rejected/ })).toHaveValue(REJECTION_REASON);
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(badge()).toHaveTextContent('Rejected'));
    expect(patches(api).map((call) => call.body)).toEqual([
      { status: 'rejected', reason: REJECTION_REASON },
      { status: 'rejected', reason: REJECTION_REASON },
    ]);
  });

  it('refuses to apply while the additional premium is not received, without asking the server', async () => {
    const { api, user } = openEndorsement(showing(ENDORSEMENTS.awaitingPremium));
    await heading();
    await choose(user, 'Apply to policy');
    const dialog = await screen.findByRole('dialog', { name: 'Not applied yet' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(unpaidEndorsementRefusal('INV/2026/000214'));
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(POLICY)).toEqual([]);
  });

  it('applies a paid change to its policy after asking, and shows the server’s 409 in its words', async () => {
    let refuse = true;
    let current = ENDORSEMENTS.approved;
    const { api, user } = openEndorsement({
      [API]: () => endorsementAnswer(current),
      [POLICY]: () => {
        if (refuse) throw new ApiFailure(unpaidEndorsementRefusal('INV/2026/000214'), 409, 'CONFLICT');
        current = ENDORSEMENTS.applied;
        return policySaved({ ...POLICIES.active, premium: '450000.00', sum_insured: '27500000.00' });
      },
    });
    await heading();
    await choose(user, 'Apply to policy');
    let dialog = await screen.findByRole('dialog', { name: 'Apply to the policy' });
    expect(dialog).toHaveTextContent(
      'Apply END/2026/000003 to POL/2026/000017 from 2026-12-01? Its premium becomes ₦450,000.00, its sum insured ₦27,500,000.00 and its last day of cover 2027-03-31.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply to the policy' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(unpaidEndorsementRefusal('INV/2026/000214'));
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    refuse = false;
    await choose(user, 'Apply to policy');
    dialog = await screen.findByRole('dialog', { name: 'Apply to the policy' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply to the policy' }));
    expect(await screen.findByText('Endorsement END/2026/000003 is applied to policy POL/2026/000017')).toBeInTheDocument();
    await waitFor(() => expect(badge()).toHaveTextContent('Applied'));
    expect(api.callsTo(POLICY).map((call) => [call.method, call.body])).toEqual([
      ['PUT', { endorsementId: ENDORSEMENT_ID }],
      ['PUT', { endorsementId: ENDORSEMENT_ID }],
    ]);
  });

  it('uploads a document through the wizard under the name typed, then lists it', async () => {
    const uploads = `${API}/uploads`;
    const added = { ...ENDORSEMENTS.awaitingPremium.documents[0]!, document_id: 'doc-end-2', document_name: 'Valuation report' };
    const after = { ...ENDORSEMENTS.applied, documents: [...ENDORSEMENTS.applied.documents, added] };
    let current = ENDORSEMENTS.applied;
    const { api, user } = openEndorsement({
      [API]: () => endorsementAnswer(current),
      [uploads]: () => {
        current = after;
        return endorsementSaved(after, 'Upload was successful!');
      },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Upload a document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a document' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Document name' }), 'Valuation report');
    fireEvent.change(within(dialog).getByLabelText('Choose a document'), {
      target: { files: [new File(['%PDF-1.7\n'], 'valuation.pdf', { type: 'application/pdf' })] },
    });
    expect(api.callsTo(uploads)).toEqual([]);
    await user.click(await within(dialog).findByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = api.callsTo(uploads)[0]?.body as FormData;
    expect(sent.get('documentName')).toBe('Valuation report');
    expect((sent.get('file') as File).name).toBe('valuation.pdf');
    expect(await screen.findByRole('button', { name: 'Download Valuation report' })).toBeInTheDocument();
    expect(await screen.findByText('Upload was successful!')).toBeInTheDocument();
  });

  it('opens the endorsement’s PDF in a preview, and asks again when it could not be read', async () => {
    let fail = true;
    const { api, user } = openEndorsement({
      ...showing(ENDORSEMENTS.rejected),
      [DOCUMENT]: () => {
        if (fail) throw new ApiFailure('The endorsement document could not be prepared', 500, 'INTERNAL_ERROR');
        return new Blob(['%PDF-1.7\n'], { type: 'application/pdf' });
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Endorsement END/2026/000005' }, slow);
    await choose(user, 'View document');
    const dialog = await screen.findByRole('dialog', { name: 'Endorsement END/2026/000005' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The endorsement document could not be prepared');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTitle('endorsement-END-2026-000005.pdf')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download endorsement-END-2026-000005.pdf' })).toBeInTheDocument();
    expect(api.callsTo(DOCUMENT)).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says an endorsement is not found, and tries a failed load again', async () => {
    const { unmount } = openEndorsement({
      [API]: () => {
        throw new ApiFailure('Endorsement not found', 404, 'NOT_FOUND');
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Endorsement not found' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to endorsements' })).toHaveAttribute('href', '/policy/endorsement');
    unmount();

    let fail = true;
    const { user } = openEndorsement({
      [API]: () => {
        if (fail) throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
        return endorsementAnswer(ENDORSEMENTS.applied);
      },
    });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await heading();
    expect(badge()).toHaveTextContent('Applied');
  });
});

const stories = composeStories(pageStories);

describe('the endorsement page in its stories', { timeout: 20_000 }, () => {
  it.each([
    ['Pending', 'END/2026/000003', 'Pending'],
    ['AwaitingPremium', 'END/2026/000003', 'Approved'],
    ['Approved', 'END/2026/000003', 'Approved'],
    ['Applied', 'END/2026/000003', 'Applied'],
    ['Rejected', 'END/2026/000005', 'Rejected'],
    ['Deletion', 'END/2026/000004', 'Approved'],
    ['Extension', 'END/2026/000006', 'Pending'],
    ['Cancellation', 'END/2026/000007', 'Applied'],
  ] as const)('%s shows %s, %s', async (name, number, status) => {
    const Story = stories[name];
    render(<Story />);
    await screen.findByRole('heading', { level: 1, name: `Endorsement ${number}` }, slow);
    expect(badge()).toHaveTextContent(status);
  });

  it('shows the kind’s own terms: an extension’s new end date, a cancellation’s refund', async () => {
    const { unmount } = render(<stories.Extension />);
    await screen.findByRole('heading', { level: 1, name: 'Endorsement END/2026/000006' }, slow);
    expect(fact('Kind')).toHaveTextContent('Extend the period');
    const end = within(screen.getByRole('table', { name: 'Before and after' }))
      .getByRole('rowheader', { name: 'End date' })
      .closest('tr')!;
    expect(end).toHaveTextContent('2027-03-312027-06-30');
    expect(fact('Pro-rata premium')).toHaveTextContent('Additional premium ₦84,377.56 (91 of 365 days)');
    unmount();
    render(<stories.Cancellation />);
    await screen.findByRole('heading', { level: 1, name: 'Endorsement END/2026/000007' }, slow);
    expect(fact('Kind')).toHaveTextContent('Cancel the policy');
    expect(fact('Pro-rata premium')).toHaveTextContent('Return premium ₦112,194.34 (121 of 365 days)');
    expect(within(fact('Refund')).getByRole('link', { name: 'Refunded premium' })).toBeInTheDocument();
  });

  it('offers a reader the document only', async () => {
    render(<stories.ForAReader />);
    await heading();
    expect(screen.queryByRole('button', { name: 'Upload a document' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions' })).toBeInTheDocument();
  });

  it('shows the loading and failed slots', async () => {
    const { unmount } = render(<stories.Loading />);
    expect(await screen.findByText('Loading endorsement', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: /^Endorsement END/ })).not.toBeInTheDocument();
    unmount();
    const found = render(<stories.NotFound />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Endorsement not found' }, slow)).toBeInTheDocument();
    found.unmount();
    const failed = render(<stories.LoadFailed />);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
    failed.unmount();
    render(<stories.NotAllowed />);
    expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument();
  });
});
