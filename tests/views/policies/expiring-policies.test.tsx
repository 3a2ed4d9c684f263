import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import { ALREADY_RENEWED, ENDING_SOON, ENDING_TODAY, EXPIRING, expiringAnswer } from '../../../stories/policies/expiring-fixtures';
import * as expiringStories from '../../../stories/policies/expiring-policies.stories';
import { NOTIFIED, POLICY_ID, policySaved, RENEWED_BY_ID } from '../../../stories/policies/policy-fixtures';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, BROKER, holding, slow } from './policy-support';
import type { ComponentType } from 'react';

beforeEach(() => {
  toast.remove();
});

beforeAll(async () => {
  await import('../../../src/features/policies/expiring-policies-page');
});

const LIST = '/policies/expiringPolicy';
const NOTIFY = `/policies/expiringPolicy/${POLICY_ID}/notify`;

function openReport(handlers: Record<string, Handler> = {}, token = ADMIN) {
  return renderApp({
    path: '/reports/expiring-policies',
    token,
    handlers: { [LIST]: () => expiringAnswer(EXPIRING, 1, 2, 23), ...handlers },
  });
}

const table = () => screen.findByRole('table', { name: 'Expiring policies', busy: false }, slow);
const rowOf = async (policyNo: string) => within(await table()).findByRole('row', { name: new RegExp(`^${policyNo}`) }, slow);
const queries = (api: ReturnType<typeof openReport>['api']) => api.callsTo(LIST).map((call) => call.query);

/** A call that answers only when the test says so. */
function held<T>() {
  let release: (value: T) => void = () => {};
  const answer = new Promise<T>((resolve) => (release = resolve));
  return { answer, release: (value: T) => release(value) };
}

describe('the expiring policies report', { timeout: 20_000 }, () => {
  it('lists the policies ending within 30 days, soonest first, with what a renewal needs', async () => {
    const { api } = openReport();
    expect(await screen.findByRole('heading', { level: 1, name: 'Expiring Policies' }, slow)).toBeInTheDocument();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'POL/2025/000311AXA/FIR/25/00912',
      'POL/2026/000017LAG/MTR/26/004411',
      'POL/2025/000318No insurer’s number yet',
    ]);
    expect(
      within(await rowOf('POL/2026/000017'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'POL/2026/000017LAG/MTR/26/004411',
      'Chinedu OkaforChinedu Okafor',
      'Leadway AssuranceLeadway Private Motor Comprehensive',
      '2026-12-015 days left',
      '₦338,437.50',
      'Not sentSend renewal notice',
      'Renew',
    ]);
    const soon = await rowOf('POL/2026/000017');
    expect(within(soon).getByRole('link', { name: 'POL/2026/000017' })).toHaveAttribute('href', `/policies/${POLICY_ID}`);
    expect(within(soon).getByRole('link', { name: 'Renew' })).toHaveAttribute('href', `/policy/new?renewalOf=${POLICY_ID}`);
    expect(await rowOf('POL/2025/000311')).toHaveTextContent('2026-11-26Ends today');
    const renewed = await rowOf('POL/2025/000318');
    // Sent at 08:15 UTC: 09:15 in Lagos.
    expect(within(renewed).getAllByRole('cell')[5]).toHaveTextContent('2026-11-20 09:15');
    expect(within(renewed).getByRole('link', { name: 'Renewed' })).toHaveAttribute('href', `/policies/${RENEWED_BY_ID}`);
    expect(within(renewed).queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(queries(api)).toEqual([{ daysToExpire: 30, page: 1, limit: 20 }]);
    expect(within(screen.getByRole('group', { name: 'Ending within' })).getByRole('button', { name: '30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('looks 7, 60 or 90 days ahead, or the days typed, each from the first page', async () => {
    const { api, user } = openReport();
    await rowOf('POL/2026/000017');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries(api).at(-1)).toEqual({ daysToExpire: 30, page: 2, limit: 20 }));
    const choices = screen.getByRole('group', { name: 'Ending within' });
    await user.click(within(choices).getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(queries(api).at(-1)).toEqual({ daysToExpire: 7, page: 1, limit: 20 }));
    expect(within(choices).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Days ahead' })).toHaveValue(7);
    await user.click(within(choices).getByRole('button', { name: '90 days' }));
    await waitFor(() => expect(queries(api).at(-1)).toEqual({ daysToExpire: 90, page: 1, limit: 20 }));
    const typed = screen.getByRole('spinbutton', { name: 'Days ahead' });
    await user.clear(typed);
    await user.type(typed, '366');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(queries(api).at(-1)).toEqual({ daysToExpire: 366, page: 1, limit: 20 }));
    await user.clear(typed);
    await user.type(typed, '0');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(queries(api).at(-1)).toEqual({ daysToExpire: 0, page: 1, limit: 20 }));
    expect(screen.getByText(/^Policies on cover ending within 0 days/)).toBeInTheDocument();
  });

  it('refuses a number of days outside 0 to 366 without asking the server', async () => {
    const { api, user } = openReport();
    await rowOf('POL/2026/000017');
    const typed = screen.getByRole('spinbutton', { name: 'Days ahead' });
    for (const days of ['367', '', '2.5']) {
      await user.clear(typed);
      if (days) await user.type(typed, days);
      await user.click(screen.getByRole('button', { name: 'Show' }));
      expect(typed).toHaveAccessibleDescription('Type a whole number of days from 0 to 366');
    }
    expect(api.callsTo(LIST)).toHaveLength(1);
    await user.click(within(screen.getByRole('group', { name: 'Ending within' })).getByRole('button', { name: '60 days' }));
    expect(typed).not.toHaveAccessibleDescription();
    await waitFor(() => expect(queries(api).at(-1)).toEqual({ daysToExpire: 60, page: 1, limit: 20 }));
  });

  it('sends a renewal notice once, however often it is pressed, and shows when it went', async () => {
    const call = held<unknown>();
    const { api, user } = openReport({ [NOTIFY]: () => call.answer });
    const row = await rowOf('POL/2026/000017');
    const send = within(row).getByRole('button', { name: 'Send renewal notice' });
    await user.click(send);
    await user.click(send);
    expect(send).toBeDisabled();
    expect(api.callsTo(NOTIFY)).toHaveLength(1);
    call.release(policySaved(NOTIFIED, 'Renewal notice sent'));
    // Sent at 08:15 UTC: 09:15 in Lagos.
    await waitFor(() => expect(within(row).getAllByRole('cell')[5]).toHaveTextContent('2026-11-26 09:15'));
    expect(await screen.findByText('The renewal notice for POL/2026/000017 is sent to Chinedu Okafor')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Send renewal notice' })).toBeEnabled();
    // The list is not read again for it.
    expect(api.callsTo(LIST)).toHaveLength(1);
  });

  it('shows the server’s refusal beside the row, and nothing changes', async () => {
    const { api, user } = openReport({
      [NOTIFY]: () => {
        throw new ApiFailure('The client has no email address', 409, 'CONFLICT');
      },
    });
    const row = await rowOf('POL/2026/000017');
    await user.click(within(row).getByRole('button', { name: 'Send renewal notice' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('The client has no email address');
    expect(within(row).getAllByRole('cell')[5]).toHaveTextContent(/^Not sent/);
    expect(within(await rowOf('POL/2025/000311')).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo(NOTIFY)).toHaveLength(1);
  });

  it('shows a failure with Try again, and says so when nothing ends within the days', async () => {
    let fail = true;
    const { api, user } = openReport({
      [LIST]: () => {
        if (fail) throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
        return expiringAnswer([]);
      },
    });
    expect(await within(await table()).findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No policy on cover ends within 30 days', {}, slow)).toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(2);
  });

  it('lets a holder of View Client Reports read it, with no notice to send and no renewal to propose', async () => {
    const { api } = openReport(holding('View Client Reports'), BROKER);
    const row = await rowOf('POL/2026/000017');
    expect(within(row).queryByRole('button', { name: 'Send renewal notice' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
    expect(within(row).getByText('Not renewed')).toBeInTheDocument();
    expect(within(await rowOf('POL/2025/000318')).getByRole('link', { name: 'Renewed' })).toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(1);
  });

  it('offers Send renewal notice to a holder of Send Documents, and Renew to a holder of Create Policy', async () => {
    const { unmount } = openReport(holding('View Policies', 'Send Documents'), BROKER);
    let row = await rowOf('POL/2026/000017');
    expect(within(row).getByRole('button', { name: 'Send renewal notice' })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
    unmount();
    openReport(holding('View Policies', 'Create Policy'), BROKER);
    row = await rowOf('POL/2026/000017');
    expect(within(row).queryByRole('button', { name: 'Send renewal notice' })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Renew' })).toBeInTheDocument();
  });

  it('is closed to a user with neither View Client Reports nor View Policies, and asks nothing', async () => {
    const { api } = openReport(holding('View Quotes'), BROKER);
    expect(
      await screen.findByText(
        "You need the 'View Client Reports' or 'View Policies' permission. Ask an administrator of your brokerage.",
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(LIST)).toEqual([]);
  });
});

const stories = composeStories(expiringStories);

/** What a person sees in each story, after its play; a story added without an entry here does not compile. */
const expectations: Record<keyof typeof stories, () => Promise<unknown>> = {
  Loading: async () => expect(await screen.findByText('Loading expiring policies', {}, slow)).toBeInTheDocument(),
  Failed: async () => expect(await screen.findByRole('button', { name: 'Try again' }, slow)).toBeInTheDocument(),
  Empty: async () => expect(await screen.findByText('No policy on cover ends within 30 days', {}, slow)).toBeInTheDocument(),
  Filled: async () => {
    expect(within(await table()).getAllByRole('row')).toHaveLength(EXPIRING.length + 1);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  },
  SendingNotice: async () =>
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: new RegExp(`^${ENDING_SOON.policy_number}`) })).getByRole('button', {
          name: 'Send renewal notice',
        }),
      ).toHaveAttribute('aria-busy', 'true'),
    ),
  NoticeRefused: async () => expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('The client has no email address'),
  ForAReader: async () => {
    await rowOf(ENDING_TODAY.policy_number);
    expect(screen.queryByRole('button', { name: 'Send renewal notice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
    expect(within(await rowOf(ALREADY_RENEWED.policy_number)).getByRole('link', { name: 'Renewed' })).toBeInTheDocument();
  },
  NotAllowed: async () => expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument(),
};

describe('the expiring policies stories', { timeout: 20_000 }, () => {
  it.each(
    (Object.keys(expectations) as (keyof typeof stories)[]).map(
      (name) => [name, stories[name] as ComponentType & (typeof stories)[typeof name]] as const,
    ),
  )('%s', async (name, Story) => {
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
    await expectations[name]();
  });
});
