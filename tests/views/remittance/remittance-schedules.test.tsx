import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import { allRemittedAnswer, DANGOTE_REMITTED, JULIUS_REMITTED, remitted, OKAFOR_FIRE } from '../../../stories/remittance/fixtures';
import { holding } from '../support/held-permissions';
import { renderApp, type Handler } from '../support/render-app';
import { ACCOUNTANT, ADMIN, INSURERS, slow } from './remittance-support';

const openPage = (handlers: Record<string, Handler> = {}, token = ADMIN) =>
  renderApp({
    path: '/premium-remitted',
    token,
    handlers: { ...INSURERS, '/all-remitted': () => allRemittedAnswer([DANGOTE_REMITTED, JULIUS_REMITTED], 1, 3, 41), ...handlers },
  });

const table = () => screen.findByRole('table', { name: 'Premium remitted', busy: false }, slow);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the remittance schedules', () => {
  it('lists each remittance with its reference, invoice, mode, bank, cheque and receipts, and the total', async () => {
    const { api, user } = openPage();
    const rows = await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Remittance Schedules' })).toBeInTheDocument();
    expect(cellsOf(within(rows).getByRole('row', { name: /RS-000001/ }))).toEqual([
      'RS-000001',
      '2026-03-05',
      'DN-2026-0142',
      'Dangote Cement Plc',
      'Leadway Assurance Company Limited',
      'Bank Transfer',
      'Zenith Bank',
      '—',
      '1',
      '₦1,093,750.00',
    ]);
    expect(cellsOf(within(rows).getByRole('row', { name: /RS-000002/ }))).toEqual([
      'RS-000002',
      '2026-03-07',
      'DN-2026-0151',
      'Julius Berger Nigeria Plc',
      'AIICO Insurance Plc',
      'Cheque',
      'Access Bank',
      '00451287',
      '0',
      '₦80,000.00',
    ]);
    expect(within(rows).getByRole('link', { name: 'DN-2026-0142' })).toHaveAttribute(
      'href',
      `/account/invoice/${DANGOTE_REMITTED.invoice_id}`,
    );
    expect(screen.getByText('₦1,173,750.00')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    const last = () => api.callsTo('/all-remitted').at(-1)?.query;
    expect(last()).toEqual({ insuranceProvider: undefined, from: undefined, to: undefined, page: 1, limit: 20 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last()).toMatchObject({ page: 2 }));
    const insurer = screen.getByRole('combobox', { name: 'Insurer' });
    await waitFor(() => expect(within(insurer).getByRole('option', { name: 'AIICO Insurance Plc' })).toBeInTheDocument());
    await user.selectOptions(insurer, 'AIICO Insurance Plc');
    await waitFor(() => expect(last()).toMatchObject({ insuranceProvider: 1, page: 1 }));
    await user.type(screen.getByLabelText('Remitted from'), '2026-03-01');
    await user.type(screen.getByLabelText('Remitted to'), '2026-03-31');
    await waitFor(() => expect(last()).toEqual({ insuranceProvider: 1, from: '2026-03-01', to: '2026-03-31', page: 1, limit: 20 }));
    await user.selectOptions(insurer, 'All insurers');
    await waitFor(() => expect(last()).toMatchObject({ insuranceProvider: undefined }));
  });

  it('shows a remittance by another mode without a bank', async () => {
    const setOff = remitted(4, OKAFOR_FIRE, {
      remittance_mode: 'Other',
      remittance_bank_name: null,
      other_description: 'Set off against claims due',
    });
    openPage({ '/all-remitted': () => allRemittedAnswer([setOff], 1, 1, 1, '250000.50') });
    const row = within(await table()).getByRole('row', { name: /RS-000004/ });
    expect(cellsOf(row).slice(3, 8)).toEqual([
      'Ngozi Okafor',
      'Leadway Assurance Company Limited',
      'Other: Set off against claims due',
      '—',
      '—',
    ]);
    expect(screen.getAllByText('₦250,000.50')).toHaveLength(2);
  });

  it('says when nothing has been remitted', async () => {
    openPage({ '/all-remitted': () => allRemittedAnswer([], 1, 0, 0, '0.00') });
    expect(await screen.findByText('No premium has been remitted yet', {}, slow)).toBeInTheDocument();
  });

  it('shows why the list could not be read', async () => {
    openPage({
      '/all-remitted': () => {
        throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
      },
    });
    const rows = await table();
    expect(await within(rows).findByRole('alert')).toHaveTextContent('Network error, please try again');
  });

  it('shows the server’s refusal when the permission was taken away meanwhile', async () => {
    openPage(
      {
        '/all-remitted': () => {
          throw new ApiFailure("You need the 'Manage Remittance Schedules' permission to do this.", 403, 'FORBIDDEN');
        },
        ...holding('Manage Remittance Schedules'),
      },
      ACCOUNTANT,
    );
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent("You need the 'Manage Remittance Schedules' permission");
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says which permission is missing, without asking the server, to someone without it', async () => {
    const { api } = openPage(holding('View Invoices', 'Remit Premium'), ACCOUNTANT);
    expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Remittance Schedules' })).toBeInTheDocument();
    expect(screen.getByText(/You need the 'Manage Remittance Schedules' permission/)).toBeInTheDocument();
    expect(api.callsTo('/all-remitted')).toHaveLength(0);
  });
});
