import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as clientStories from '../../../stories/reports/client-report.stories';
import * as indexStories from '../../../stories/reports/regulatory-index.stories';
import * as reportStories from '../../../stories/reports/regulatory-report.stories';
import * as landingStories from '../../../stories/reports/reports-page.stories';

// Lazy screens take a moment to load the first time, longer while other test files share the cores.
const slow = { timeout: 15_000 };

const report = composeStories(reportStories);
const index = composeStories(indexStories);
const landing = composeStories(landingStories);

const groupHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the regulatory return stories', () => {
  it('Loading: says the return is on its way, its exports not yet possible', async () => {
    render(<report.Loading />);
    expect(await screen.findByText('Loading the report', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Commission Income' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
  });

  it('Failed: shows why, with Try again', async () => {
    render(<report.Failed />);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('Forbidden: names the permission needed', async () => {
    render(<report.Forbidden />);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent("You need the 'View Regulatory Reports' permission");
  });

  it('Empty: says there is nothing to report', async () => {
    render(<report.Empty />);
    expect(await screen.findByText('Nothing to report for this period', {}, slow)).toBeInTheDocument();
  });

  it('Filled: two tables with totals, a drill-down link, a check that holds and one that does not', async () => {
    render(<report.Filled />);
    const byInsurer = await screen.findByRole('table', { name: 'Commission by insurer' }, slow);
    expect(within(byInsurer).getByRole('row', { name: /^Total/ })).toHaveTextContent('₦330,000.00');
    const byDebitNote = screen.getByRole('table', { name: 'Commission by debit note' });
    expect(within(byDebitNote).getByRole('link', { name: 'DN-2026-0019' })).toHaveAttribute('href', '/account/invoice/inv-19');
    expect(screen.getByText(/\(holds\)$/)).toBeInTheDocument();
    expect(screen.getByText(/\(does not hold\)$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
  });

  it('FromALink: shows the period in the address', async () => {
    render(<report.FromALink />);
    await screen.findByRole('table', { name: 'Commission by insurer' }, slow);
    expect(screen.getByLabelText(/^From/)).toHaveValue('2026-01-01');
    expect(screen.getByLabelText(/^To/)).toHaveValue('2026-06-30');
  });
});

describe('the regulatory returns index story', () => {
  it('Index: lists the ten returns', async () => {
    render(<index.Index />);
    const list = await screen.findByRole('list', { name: 'Regulatory returns' }, slow);
    expect(within(list).getAllByRole('link')).toHaveLength(10);
  });
});

describe('the reports landing stories', () => {
  it('Everything: an admin sees the three groups', async () => {
    render(<landing.Everything />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' }, slow)).toBeInTheDocument();
    expect(groupHeadings()).toEqual(['Financial statements', 'Client reports', 'Regulatory returns']);
  });

  it('SomeGroups: only the groups the user may open', async () => {
    render(<landing.SomeGroups />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Client reports' }, slow)).toBeInTheDocument();
    expect(groupHeadings()).toEqual(['Client reports', 'Regulatory returns']);
  });

  it('NoReports: says the user may open none, and what they need', async () => {
    render(<landing.NoReports />);
    expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/'View Financial Reports' or 'View Client Reports' or 'View Regulatory Reports'/)).toBeInTheDocument();
  });

  it('LoadingGrants: waits for the permissions', async () => {
    render(<landing.LoadingGrants />);
    expect(await screen.findByText('Loading your reports', {}, slow)).toBeInTheDocument();
  });
});

describe('the client report stories', () => {
  const client = composeStories(clientStories);

  it('ChooseAClient: asks for a client first', async () => {
    render(<client.ChooseAClient />);
    expect(await screen.findByText('Choose a client', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeDisabled();
  });

  it('Loading and Failed: on its way, then why not', async () => {
    const { unmount } = render(<client.Loading />);
    expect(await screen.findByText('Loading the report', {}, slow)).toBeInTheDocument();
    unmount();
    render(<client.Failed />);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
  });

  it("Filled: the client's statement with its check", async () => {
    render(<client.Filled />);
    const statement = await screen.findByRole('table', { name: 'Statement of account' }, slow);
    expect(within(statement).getByRole('row', { name: /Payment received/ })).toHaveTextContent('₦90,000.00');
    expect(screen.getByText(/Opening balance \+ debits − credits = closing balance/)).toBeInTheDocument();
  });
});
