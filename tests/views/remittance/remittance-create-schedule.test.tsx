import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../domain/format/dates';
import { ONE_INSURER_PER_SCHEDULE } from '../../../domain/invoices/schedule';
import {
  BANK_NAME_REQUIRED,
  CHEQUE_NUMBER_TOO_SHORT,
  DESCRIBE_REMITTANCE_MODE,
  PREMIUM_REMITTANCE_FAILED,
  PREMIUM_REMITTANCE_HINT,
  PREMIUM_REMITTED,
  SELECT_DATE,
  SELECT_REMITTANCE_MODE,
} from '../../../domain/messages';
import { ApiFailure } from '../../../src/api/errors';
import { DANGOTE_MOTOR, JULIUS_MARINE, OKAFOR_FIRE, paidPremiumAnswer, scheduleCreatedAnswer } from '../../../stories/remittance/fixtures';
import { holding } from '../support/held-permissions';
import { renderApp, type Handler } from '../support/render-app';
import { ACCOUNTANT, ADMIN, INSURERS, slow } from './remittance-support';
import type { RequestOptions } from '../../../src/api/client';

const LIST = [DANGOTE_MOTOR, OKAFOR_FIRE, JULIUS_MARINE];
const openPage = (handlers: Record<string, Handler> = {}, token = ADMIN) =>
  renderApp({
    path: '/remit-premium',
    token,
    handlers: { ...INSURERS, '/paidpremium': () => paidPremiumAnswer(LIST, 1, 2, 23), ...handlers },
  });

const table = () => screen.findByRole('table', { name: 'Paid premium awaiting remittance', busy: false }, slow);
const selectionBar = () => screen.getByRole('region', { name: 'Selected invoices' });
const remitButton = () => within(selectionBar()).getByRole('button', { name: 'Remit selected' });
const dialog = () => screen.findByRole('dialog', { name: 'Remit selected premium' });

/** Records each POST /remittance-schedules with the headers it carried; answers as `answer` says, call by call. */
function scheduleEndpoint(...answers: ((options: RequestOptions<unknown>) => unknown)[]) {
  const seen: { body: unknown; headers: Record<string, string> | undefined }[] = [];
  const handler: Handler = (options) => {
    seen.push({ body: options.body, headers: options.headers });
    const answer = answers[Math.min(seen.length, answers.length) - 1]!;
    return answer(options);
  };
  return { seen, handler };
}

async function selectLeadwayPair(user: ReturnType<typeof renderApp>['user']) {
  const rows = await table();
  await user.click(within(rows).getByRole('checkbox', { name: 'Select DN-2026-0142' }));
  await user.click(within(rows).getByRole('checkbox', { name: 'Select DN-2026-0150' }));
}

describe('creating a remittance schedule', () => {
  it('lists the paid premium awaiting remittance with the hint, links, overdue marks and the total', async () => {
    const { api, user } = openPage();
    const rows = await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Schedule' })).toBeInTheDocument();
    expect(screen.getByText(`${PREMIUM_REMITTANCE_HINT}.`)).toBeInTheDocument();
    const dangote = within(rows).getByRole('row', { name: /DN-2026-0142/ });
    const cells = within(dangote)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual([
      'DN-2026-0142',
      'Dangote Cement Plc',
      'Leadway Assurance Company Limited',
      DANGOTE_MOTOR.paid_on,
      `${DANGOTE_MOTOR.remit_by}Overdue`,
      '₦1,093,750.00',
    ]);
    expect(within(rows).getByRole('row', { name: /DN-2026-0150/ })).toHaveTextContent('Ngozi Okafor');
    expect(within(rows).getByRole('link', { name: 'DN-2026-0142' })).toHaveAttribute(
      'href',
      `/account/invoice/${DANGOTE_MOTOR.invoice_id}`,
    );
    expect(screen.getByText('₦1,423,750.50')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    const last = () => api.callsTo('/paidpremium').at(-1)?.query;
    expect(last()).toEqual({ insuranceProvider: undefined, from: undefined, to: undefined, page: 1, limit: 20 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last()).toMatchObject({ page: 2 }));
    const insurer = screen.getByRole('combobox', { name: 'Insurer' });
    await waitFor(() => expect(within(insurer).getByRole('option', { name: 'Leadway Assurance Company Limited' })).toBeInTheDocument());
    await user.selectOptions(insurer, 'Leadway Assurance Company Limited');
    await waitFor(() => expect(last()).toMatchObject({ insuranceProvider: 7, page: 1 }));
    await user.type(screen.getByLabelText('Paid from'), '2026-01-01');
    await waitFor(() => expect(last()).toMatchObject({ from: '2026-01-01', insuranceProvider: 7 }));
    await user.type(screen.getByLabelText('Paid to'), '2026-03-31');
    await waitFor(() => expect(last()).toMatchObject({ from: '2026-01-01', to: '2026-03-31', insuranceProvider: 7, page: 1 }));
  });

  it('totals the selection in naira, selects the whole page, and keeps Remit off until there is one', async () => {
    const { user } = openPage();
    const rows = await table();
    expect(remitButton()).toBeDisabled();
    expect(selectionBar()).toHaveTextContent('0 invoices selected · Total to remit ₦0.00');
    await user.click(within(rows).getByRole('checkbox', { name: 'Select DN-2026-0142' }));
    expect(selectionBar()).toHaveTextContent('1 invoice selected · Total to remit ₦1,093,750.00');
    expect(remitButton()).toBeEnabled();
    await user.click(within(rows).getByRole('checkbox', { name: 'Select DN-2026-0150' }));
    expect(selectionBar()).toHaveTextContent('2 invoices selected · Total to remit ₦1,343,750.50');
    await user.click(within(rows).getByRole('checkbox', { name: 'Select DN-2026-0142' }));
    expect(selectionBar()).toHaveTextContent('1 invoice selected · Total to remit ₦250,000.50');

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(selectionBar()).toHaveTextContent('3 invoices selected · Total to remit ₦1,423,750.50');
    expect(
      within(rows)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(selectionBar()).toHaveTextContent('0 invoices selected');
  });

  it('refuses a schedule for two insurers', async () => {
    const { user } = openPage();
    const rows = await table();
    await user.click(within(rows).getByRole('checkbox', { name: 'Select DN-2026-0142' }));
    expect(within(selectionBar()).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(rows).getByRole('checkbox', { name: 'Select DN-2026-0151' }));
    expect(within(selectionBar()).getByRole('alert')).toHaveTextContent(ONE_INSURER_PER_SCHEDULE);
    expect(remitButton()).toBeDisabled();
    await user.click(within(rows).getByRole('checkbox', { name: 'Select DN-2026-0142' }));
    expect(remitButton()).toBeEnabled();
  });

  it('checks the remittance details with the premium remittance rules before sending anything', async () => {
    const { api, user } = openPage({ '/remittance-schedules': () => scheduleCreatedAnswer([DANGOTE_MOTOR]) });
    await selectLeadwayPair(user);
    await user.click(remitButton());
    const form = await dialog();
    expect(form).toHaveTextContent('2 invoices to Leadway Assurance Company Limited, remitting ₦1,343,750.50 in full.');
    expect(within(form).getByLabelText(/Remittance date/)).toHaveValue(formatDate(new Date()));
    await user.clear(within(form).getByLabelText(/Remittance date/));
    await user.click(within(form).getByRole('button', { name: 'Remit premium' }));
    expect(within(form).getByText(SELECT_DATE)).toBeInTheDocument();
    expect(within(form).getByText(SELECT_REMITTANCE_MODE)).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/Remittance date/), '2026-03-09');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Remittance mode/ }), 'Cheque');
    await user.type(within(form).getByRole('textbox', { name: /Cheque number/ }), '12345');
    await user.click(within(form).getByRole('button', { name: 'Remit premium' }));
    expect(within(form).getByText(BANK_NAME_REQUIRED)).toBeInTheDocument();
    expect(within(form).getByText(CHEQUE_NUMBER_TOO_SHORT)).toBeInTheDocument();

    await user.selectOptions(within(form).getByRole('combobox', { name: /Remittance mode/ }), 'Other');
    expect(within(form).queryByRole('textbox', { name: /Cheque number/ })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Remit premium' }));
    expect(within(form).getByText(DESCRIBE_REMITTANCE_MODE)).toBeInTheDocument();
    expect(api.callsTo('/remittance-schedules')).toHaveLength(0);
  });

  it('remits the schedule with an Idempotency-Key, toasts, and starts afresh', async () => {
    const endpoint = scheduleEndpoint(() => scheduleCreatedAnswer([DANGOTE_MOTOR, OKAFOR_FIRE]));
    const { api, user } = openPage({ '/remittance-schedules': endpoint.handler });
    await selectLeadwayPair(user);
    await user.click(remitButton());
    const form = await dialog();
    await user.clear(within(form).getByLabelText(/Remittance date/));
    await user.type(within(form).getByLabelText(/Remittance date/), '2026-03-09');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Remittance mode/ }), 'Cheque');
    await user.type(within(form).getByRole('textbox', { name: /Bank name/ }), 'Zenith Bank');
    await user.type(within(form).getByRole('textbox', { name: /Cheque number/ }), '00451287');
    await user.type(within(form).getByRole('textbox', { name: 'Remark' }), 'March schedule');
    const listCalls = api.callsTo('/paidpremium').length;
    await user.click(within(form).getByRole('button', { name: 'Remit premium' }));

    expect(await screen.findByText(PREMIUM_REMITTED)).toBeInTheDocument();
    expect(endpoint.seen).toHaveLength(1);
    expect(api.callsTo('/remittance-schedules')[0]).toMatchObject({ method: 'POST' });
    expect(endpoint.seen[0]!.body).toEqual({
      invoiceIds: [DANGOTE_MOTOR.invoice_id, OKAFOR_FIRE.invoice_id],
      date: '2026-03-09',
      remittanceMode: 'Cheque',
      remittanceBankName: 'Zenith Bank',
      remittanceChequeNumber: '00451287',
      otherRemitDescription: null,
      remark: 'March schedule',
    });
    expect(endpoint.seen[0]!.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectionBar()).toHaveTextContent('0 invoices selected');
    await waitFor(() => expect(api.callsTo('/paidpremium').length).toBe(listCalls + 1));
  });

  it('shows the server’s refusals by field, toasts the failure, and retries with the same key', async () => {
    const endpoint = scheduleEndpoint(
      () => {
        throw new ApiFailure('Invalid input', 400, 'VALIDATION_ERROR', {
          remittanceBankName: 'Bank name is not on the list',
          invoiceIds: 'DN-2026-0150 no longer offers Remit Premium',
        });
      },
      () => scheduleCreatedAnswer([DANGOTE_MOTOR, OKAFOR_FIRE]),
    );
    const { user } = openPage({ '/remittance-schedules': endpoint.handler });
    await selectLeadwayPair(user);
    await user.click(remitButton());
    const form = await dialog();
    await user.selectOptions(within(form).getByRole('combobox', { name: /Remittance mode/ }), 'Bank Transfer');
    await user.type(within(form).getByRole('textbox', { name: /Bank name/ }), 'Zenit');
    await user.click(within(form).getByRole('button', { name: 'Remit premium' }));

    expect(await screen.findByText(PREMIUM_REMITTANCE_FAILED)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Bank name/ })).toHaveAccessibleDescription('Bank name is not on the list');
    expect(within(form).getByRole('alert')).toHaveTextContent('DN-2026-0150 no longer offers Remit Premium');
    await user.type(within(form).getByRole('textbox', { name: /Bank name/ }), 'h Bank');
    expect(within(form).queryByText('Bank name is not on the list')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Remit premium' }));

    expect(await screen.findByText(PREMIUM_REMITTED)).toBeInTheDocument();
    expect(endpoint.seen).toHaveLength(2);
    const [first, second] = endpoint.seen.map((call) => call.headers?.['Idempotency-Key']);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('gives each opened form its own key', async () => {
    const endpoint = scheduleEndpoint(() => scheduleCreatedAnswer([DANGOTE_MOTOR]));
    const { user } = openPage({ '/remittance-schedules': endpoint.handler });
    for (const invoiceNo of ['DN-2026-0142', 'DN-2026-0150']) {
      await user.click(within(await table()).getByRole('checkbox', { name: `Select ${invoiceNo}` }));
      await user.click(remitButton());
      const form = await dialog();
      await user.selectOptions(within(form).getByRole('combobox', { name: /Remittance mode/ }), 'Bank Transfer');
      await user.type(within(form).getByRole('textbox', { name: /Bank name/ }), 'Zenith Bank');
      await user.click(within(form).getByRole('button', { name: 'Remit premium' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    const [first, second] = endpoint.seen.map((call) => call.headers?.['Idempotency-Key']);
    expect(endpoint.seen.map((call) => (call.body as { invoiceIds: string[] }).invoiceIds)).toEqual([
      [DANGOTE_MOTOR.invoice_id],
      [OKAFOR_FIRE.invoice_id],
    ]);
    expect(second).not.toBe(first);
  });

  it('marks an invoice overdue only once 30 days after payment have passed, and shows no dates it does not know', async () => {
    const unknownDate = {
      ...OKAFOR_FIRE,
      invoice_id: 'b0c1d2e3-0000-4000-8000-000000000099',
      invoice_no: 'DN-2026-0160',
      paid_on: null,
      remit_by: null,
    };
    openPage({ '/paidpremium': () => paidPremiumAnswer([DANGOTE_MOTOR, OKAFOR_FIRE, unknownDate]) });
    const rows = await table();
    expect(within(rows).getByRole('row', { name: /DN-2026-0142/ })).toHaveTextContent('Overdue');
    expect(within(rows).getByRole('row', { name: /DN-2026-0150/ })).not.toHaveTextContent('Overdue');
    const unknown = within(rows).getByRole('row', { name: /DN-2026-0160/ });
    expect(
      within(unknown)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(4, 6),
    ).toEqual(['—', '—']);
  });

  it('says when nothing awaits remittance', async () => {
    openPage({ '/paidpremium': () => paidPremiumAnswer([], 1, 0, 0, '0.00') });
    expect(await screen.findByText('No paid premium is waiting to be remitted', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toBeDisabled();
  });

  it('shows the server’s refusal when the permission was taken away meanwhile', async () => {
    openPage(
      {
        '/paidpremium': () => {
          throw new ApiFailure("You need the 'Manage Remittance Schedules' permission to do this.", 403, 'FORBIDDEN');
        },
        ...holding('Manage Remittance Schedules'),
      },
      ACCOUNTANT,
    );
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent("You need the 'Manage Remittance Schedules' permission");
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remit selected' })).not.toBeInTheDocument();
  });

  it('says which permission is missing, without asking the server, to someone without it', async () => {
    const { api } = openPage(holding('View Invoices', 'Remit Premium'), ACCOUNTANT);
    expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Schedule' })).toBeInTheDocument();
    expect(screen.getByText(/You need the 'Manage Remittance Schedules' permission/)).toBeInTheDocument();
    expect(api.callsTo('/paidpremium')).toHaveLength(0);
  });
});
