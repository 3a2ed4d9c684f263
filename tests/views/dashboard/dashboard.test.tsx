import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { END_DATE_BEFORE_START_DATE } from '../../../domain/common-messages';
import { periodToDate } from '../../../domain/reports/periods';
import { todayInLagos } from '../../../domain/today';
import * as stories from '../../../stories/dashboard/dashboard.stories';
import { BROKER_GRANTS, BUSY_PANELS, BUSY_TILES, panelsAnswer } from '../../../stories/dashboard/fixtures';
import { permissionAnswer, STAFF_ID, STAFF_TOKEN } from '../settings/brokerage-support';
import { renderApp } from '../support/render-app';

const slow = { timeout: 15000 };
const { Loading, Failed, Empty, Filled, Broker } = composeStories(stories);

const tile = (name: string) => screen.findByRole('region', { name }, slow);
/** A tile once its figure (or its failure) is in. */
async function tileShows(name: string, text: string) {
  const found = await tile(name);
  await waitFor(() => expect(found).toHaveTextContent(text), slow);
  return found;
}

function open(path = '/dashboard', held = [...BROKER_GRANTS, 'View Financial Reports' as const]) {
  return renderApp({
    path,
    token: STAFF_TOKEN,
    handlers: {
      [`/user/permission/${STAFF_ID}`]: () => permissionAnswer(held),
      ...Object.fromEntries(Object.entries(BUSY_TILES).map(([path, answer]) => [path, () => answer])),
      '/reports/dashboard': panelsAnswer(BUSY_PANELS),
    },
  });
}

describe('the dashboard (/dashboard)', () => {
  it('shows the four tiles of the spec for this month, each linking to the list behind it', async () => {
    const { api } = open();
    await tileShows('Policies written', '48');
    await tileShows('Sum assured', '₦1,250,400,000.00');
    await tileShows('Premium underwritten', '₦18,735,250.50');
    await tileShows('Commission due', '₦1,204,512.25');
    expect(within(await tile('Premium underwritten')).getByRole('link', { name: 'View invoices' })).toHaveAttribute(
      'href',
      '/account/invoices',
    );
    const month = periodToDate('month', todayInLagos());
    for (const path of ['/count/policies', '/sumAssured/policies', '/fetch/underWrittenPremium', '/accounting/fetch/comissionDue'])
      expect(api.callsTo(path)[0]!.query).toEqual(month);
  });

  it('fills the panels: premium by month, insurer and class, commission, the remittance clock, expiring policies, claims, quotes', async () => {
    open();
    const months = await screen.findByRole('table', { name: 'Premium produced by month' }, slow);
    expect(within(months).getByRole('row', { name: /Oct 2026/ })).toHaveTextContent('19₦7,420,250.50');
    expect(within(screen.getByRole('list', { name: 'Premium by insurer' })).getAllByRole('listitem')[0]).toHaveTextContent(
      'AXA Mansard Insurance Plc₦8,120,000.00',
    );
    expect(screen.getByRole('list', { name: 'Commission' })).toHaveTextContent('Due₦1,204,512.25');
    const clock = screen.getByRole('region', { name: 'Premium remittance clock' });
    expect(clock).toHaveTextContent('Due within 7 days₦1,840,500.00');
    expect(clock).toHaveTextContent('Past the 30 days₦425,000.00');
    expect(within(clock).getByRole('link', { name: 'Remit premium' })).toHaveAttribute('href', '/remit-premium');
    const expiring = screen.getByRole('region', { name: 'Policies expiring in 30 days' });
    expect(within(expiring).getByRole('link', { name: 'POL/2026/000031' })).toHaveAttribute('href', '/policies/pol-1');
    expect(within(expiring).getByRole('link', { name: 'View all 6 expiring policies' })).toHaveAttribute(
      'href',
      '/reports/expiring-policies',
    );
    expect(screen.getByRole('region', { name: 'Open claims by age' })).toHaveTextContent('2 claims are older than the 90-day limit.');
    expect(
      within(screen.getByRole('region', { name: 'Quotes awaiting approval' })).getByRole('link', { name: 'QT/2026/000057' }),
    ).toHaveAttribute('href', '/quotes/qt-1');
  });

  it('asks again for the period chosen, and for two dates typed', async () => {
    const { api, user } = open();
    await tile('Policies written');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'This quarter');
    const quarter = periodToDate('quarter', todayInLagos());
    await waitFor(() => expect(api.callsTo('/count/policies').at(-1)!.query).toEqual(quarter));
    expect(api.callsTo('/reports/dashboard').at(-1)!.query).toEqual(quarter);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Custom dates');
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-02-01' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(END_DATE_BEFORE_START_DATE)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-05-31' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.callsTo('/fetch/underWrittenPremium').at(-1)!.query).toEqual({ startDate: '2026-03-01', endDate: '2026-05-31' }),
    );
    expect(await screen.findByText('2026-03-01 to 2026-05-31')).toBeInTheDocument();
  });

  it('opens on the period in the address, so a link shows the same figures', async () => {
    const { api } = open('/dashboard?period=custom&startDate=2026-01-01&endDate=2026-06-30');
    await tile('Policies written');
    expect(api.callsTo('/count/policies')[0]!.query).toEqual({ startDate: '2026-01-01', endDate: '2026-06-30' });
  });

  it('shows a broker no accounting figure and does not ask for one', async () => {
    const { api } = open('/dashboard', [...BROKER_GRANTS]);
    await tileShows('Premium underwritten', '₦18,735,250.50');
    expect(screen.queryByRole('region', { name: 'Commission due' })).not.toBeInTheDocument();
    expect(api.callsTo('/accounting/fetch/comissionDue')).toHaveLength(0);
    expect(await screen.findByRole('region', { name: 'Open claims by age' }, slow)).toBeInTheDocument();
  });
});

describe('the dashboard stories', () => {
  it('Loading: every tile and the panels say they are loading', async () => {
    render(<Loading />);
    expect(await screen.findByRole('status', { name: 'Loading policies written' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the dashboard panels' })).toBeInTheDocument();
  });

  it('Failed: each tile says it could not be read, the panels offer Try again', async () => {
    render(<Failed />);
    await tileShows('Sum assured', 'Could not be read: Network error, please try again');
    expect(await screen.findByRole('button', { name: 'Try again' }, slow)).toBeInTheDocument();
  });

  it('Empty: zeros with what they mean, and each panel says what would be there', async () => {
    render(<Empty />);
    await tileShows('Policies written', '0No policy started cover in this period.');
    expect(await screen.findByText('No debit note issued in this period.', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('No collected premium is near or past its 30 days.')).toBeInTheDocument();
    expect(screen.getByText('No claim is open.')).toBeInTheDocument();
    expect(screen.getByText('No quote is waiting for approval.')).toBeInTheDocument();
  });

  it('Filled: the admin sees every panel', async () => {
    render(<Filled />);
    await tileShows('Commission due', '₦1,204,512.25');
    expect(await screen.findByRole('region', { name: 'Premium remittance clock' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Premium produced by month: Sep 2026 ₦5,210,000.00/ })).toBeInTheDocument();
  });

  it('Broker: no commission and no remittance clock', async () => {
    render(<Broker />);
    expect(await screen.findByRole('region', { name: 'Premium by insurer' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Commission earned and due' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Premium remittance clock' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Commission due' })).not.toBeInTheDocument();
  });
});
