import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CLAIM_CHECKLISTS, type ClaimChecklist } from '../../../domain/claims';
import {
  CHECKLISTS,
  CHECKLISTS_PATH,
  checklistPath,
  checklistsAnswer,
  FIRE_CHECKLIST,
  SETTINGS_PATH,
  settingsAnswer,
} from '../../../stories/claims/settings-fixtures';
import { liveToken } from '../../machines/support/session-token';
import { holding } from '../support/held-permissions';
import { renderApp, type Handler } from '../support/render-app';
import type { RequestOptions } from '../../../src/api/client';

beforeEach(() => {
  toast.remove();
});

beforeAll(async () => {
  await import('../../../src/features/claims/claim-settings-page');
});

const slow = { timeout: 5000 };
const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
const CLERK = liveToken({ roles: [{ id: 'r-clerk', name: 'claims clerk' }] });

/** The server as it keeps the settings: a PUT changes what the next GET answers, a DELETE puts the default back. */
function keeping(): Record<string, Handler> {
  let checklists: ClaimChecklist[] = CHECKLISTS;
  let days = 90;
  const change = (code: string) => (options: RequestOptions<unknown>) => {
    const documents =
      options.method === 'PUT' ? (options.body as { documents: string[] }).documents : [...(DEFAULT_CLAIM_CHECKLISTS[code] ?? [])];
    checklists = checklists.map((one) => (one.category_code === code ? { ...one, documents, customised: options.method === 'PUT' } : one));
    return checklistsAnswer(checklists);
  };
  return {
    [SETTINGS_PATH]: (options) => {
      if (options.method === 'PUT') days = Number((options.body as { ageLimitDays: string }).ageLimitDays);
      return settingsAnswer(days);
    },
    [CHECKLISTS_PATH]: () => checklistsAnswer(checklists),
    [checklistPath('MOTOR')]: change('MOTOR'),
    [checklistPath('FIRE')]: change('FIRE'),
  };
}

async function open(handlers: Record<string, Handler> = {}, token = ADMIN) {
  const view = renderApp({ path: '/claims/settings', token, handlers: { ...keeping(), ...handlers } });
  await screen.findByRole('heading', { level: 1, name: 'Claim Settings' }, slow);
  return view;
}

const checklist = (name: string) => screen.findByRole('form', { name: `${name} checklist` }, slow);
const documentNames = (form: HTMLElement) =>
  within(form)
    .getAllByRole('textbox', { name: /^Document \d+$/ })
    .map((input) => (input as HTMLInputElement).value);
const sent = (api: Awaited<ReturnType<typeof open>>['api'], path: string, method: string) =>
  api.callsTo(path).filter((call) => call.method === method);

describe('the claim settings', { timeout: 30_000 }, () => {
  it('saves the age limit, refusing a number of days the domain does not take', async () => {
    const { api, user } = await open();
    const days = await screen.findByRole('textbox', { name: /^Days a claim may stay open/ }, slow);
    expect(days).toHaveValue('90');
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save age limit' }));
    expect(days).toHaveAccessibleDescription(/Enter a number of days from 1 to 730/);
    expect(sent(api, SETTINGS_PATH, 'PUT')).toEqual([]);
    await user.clear(days);
    await user.type(days, '120');
    await user.click(screen.getByRole('button', { name: 'Save age limit' }));
    expect(await screen.findByText('A claim open more than 120 days is now flagged overdue', {}, slow)).toBeInTheDocument();
    expect(sent(api, SETTINGS_PATH, 'PUT').map((call) => call.body)).toEqual([{ ageLimitDays: '120' }]);
  });

  it('saves a reordered, renamed and lengthened checklist as the brokerage’s own', async () => {
    const { api, user } = await open();
    const motor = await checklist('Motor');
    expect(within(motor).getByText('Default list')).toBeInTheDocument();
    expect(documentNames(motor)).toEqual(DEFAULT_CLAIM_CHECKLISTS.MOTOR);
    await user.click(within(motor).getByRole('button', { name: 'Move Police report up' }));
    await user.click(within(motor).getByRole('button', { name: 'Move Completed claim form down' }));
    await user.click(within(motor).getByRole('button', { name: 'Remove Photographs of the damage' }));
    const licence = within(motor).getByRole('textbox', { name: 'Document 2' });
    await user.clear(licence);
    await user.type(licence, 'Driver’s licence (both sides)');
    await user.click(within(motor).getByRole('button', { name: 'Add document' }));
    await user.type(within(motor).getByRole('textbox', { name: 'Document 5' }), 'Vehicle licence');
    await user.click(within(motor).getByRole('button', { name: 'Save checklist' }));

    expect(await screen.findByText('The Motor checklist is saved', {}, slow)).toBeInTheDocument();
    const saved = ['Police report', 'Driver’s licence (both sides)', 'Completed claim form', 'Repair estimate', 'Vehicle licence'];
    expect(sent(api, checklistPath('MOTOR'), 'PUT').map((call) => call.body)).toEqual([{ documents: saved }]);
    expect(await within(await checklist('Motor')).findByText('Customised')).toBeInTheDocument();
    expect(documentNames(await checklist('Motor'))).toEqual(saved);
    expect(screen.getByRole('option', { name: 'Motor (customised)' })).toBeInTheDocument();
  });

  it('shows the domain’s messages for a blank document and one listed twice, and sends nothing', async () => {
    const { api, user } = await open();
    const motor = await checklist('Motor');
    await user.click(within(motor).getByRole('button', { name: 'Add document' }));
    const second = within(motor).getByRole('textbox', { name: 'Document 2' });
    await user.clear(second);
    await user.type(second, 'completed claim form');
    await user.click(within(motor).getByRole('button', { name: 'Save checklist' }));
    expect(second).toHaveAccessibleDescription('Listed twice');
    expect(within(motor).getByRole('textbox', { name: 'Document 6' })).toHaveAccessibleDescription('This field is required');
    expect(sent(api, checklistPath('MOTOR'), 'PUT')).toEqual([]);
  });

  it('puts a customised checklist back to the default, once asked', async () => {
    const { api, user } = await open();
    await checklist('Motor');
    expect(screen.queryByRole('button', { name: 'Reset to default' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Class of business' }), 'Fire (customised)');
    const fire = await checklist('Fire');
    expect(documentNames(fire)).toEqual(FIRE_CHECKLIST.documents);
    await user.click(within(fire).getByRole('button', { name: 'Reset to default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the Fire checklist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));

    expect(await screen.findByText('The Fire checklist is back to the default', {}, slow)).toBeInTheDocument();
    expect(sent(api, checklistPath('FIRE'), 'DELETE')).toHaveLength(1);
    await waitFor(async () => expect(documentNames(await checklist('Fire'))).toEqual(DEFAULT_CLAIM_CHECKLISTS.FIRE));
    expect(within(await checklist('Fire')).getByText('Default list')).toBeInTheDocument();
  });

  it('is for holders of Update Claim', async () => {
    const { api } = await open(holding('View Claims', 'Register Claim'), CLERK);
    expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument();
    expect(api.callsTo(CHECKLISTS_PATH)).toEqual([]);
  });
});
