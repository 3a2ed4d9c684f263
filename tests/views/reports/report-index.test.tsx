import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REGULATORY_REPORT_KINDS, REGULATORY_REPORTS } from '../../../domain/reports/regulatory';
import { permissionAnswer, STAFF_ID, STAFF_TOKEN } from '../settings/brokerage-support';
import { renderApp } from '../support/render-app';
import type { PermissionName } from '../../../domain/permissions';

// Lazy screens take a moment to load the first time, longer while other test files share the cores.
const slow = { timeout: 15_000 };

const open = (path: string, held: PermissionName[]) =>
  renderApp({ path, token: STAFF_TOKEN, handlers: { [`/user/permission/${STAFF_ID}`]: () => permissionAnswer(held) } });

const group = (name: string) => screen.getByRole('region', { name });
const linksIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the regulatory returns (/reports/regulatory-report)', () => {
  it('leads to each of the ten returns, saying what it shows and the period it opens on', async () => {
    open('/reports/regulatory-report', ['View Regulatory Reports']);
    const list = await screen.findByRole('list', { name: 'Regulatory returns' }, slow);
    expect(linksIn(list)).toEqual(
      REGULATORY_REPORT_KINDS.map((kind) => [REGULATORY_REPORTS[kind].title, `/reports/regulatory-report/${kind}`]),
    );
    const biannual = within(list).getByRole('link', { name: 'Biannual Client Account' }).closest('li')!;
    expect(biannual).toHaveTextContent('half-yearly statement of the dedicated client (premium) bank accounts');
    expect(biannual).toHaveTextContent('Opens on this half year so far.');
    const crr = within(list).getByRole('link', { name: 'CRR Premium' }).closest('li')!;
    expect(crr).toHaveTextContent('Opens on this quarter so far.');
  });

  it('opens a return from its link', async () => {
    const { user, location } = open('/reports/regulatory-report', ['View Regulatory Reports']);
    await user.click(await screen.findByRole('link', { name: 'CRR Premium' }, slow));
    expect(location()).toBe('/reports/regulatory-report/crr-premium');
  });
});

describe('the reports (/reports)', () => {
  it('shows only the groups the user may open', async () => {
    open('/reports', ['View Client Reports', 'View Regulatory Reports']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Financial statements' })).not.toBeInTheDocument();
    expect(linksIn(group('Client reports'))).toEqual([
      ['Expiring Policies', '/reports/expiring-policies'],
      ['Client Reports', '/reports/client-report'],
    ]);
    const regulatory = linksIn(group('Regulatory returns'));
    expect(regulatory[0]).toEqual(['All regulatory returns', '/reports/regulatory-report']);
    expect(regulatory).toContainEqual(['Schedule of Unremitted Premium', '/reports/regulatory-report/schedule-of-unremitted']);
    expect(regulatory).toHaveLength(11);
  });

  it('shows the financial statements to whoever holds View Financial Reports', async () => {
    open('/reports', ['View Financial Reports']);
    const statements = await screen.findByRole('region', { name: 'Financial statements' }, slow);
    expect(linksIn(statements)).toEqual([
      ['Summary of Accounts', '/reports/summary'],
      ['Balance Sheet', '/reports/balance-sheet'],
      ['Cash Flow', '/reports/cash-flow'],
      ['Trial Balance', '/reports/trialBalance'],
      ['Income Statement', '/reports/incomeStatement'],
    ]);
    expect(screen.queryByRole('region', { name: 'Client reports' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Regulatory returns' })).not.toBeInTheDocument();
  });

  it('says so to a user who may open no report', async () => {
    open('/reports', ['View Clients']);
    expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Balance Sheet', hidden: false })).toBeNull();
  });
});
