import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVALID_NUBAN, nubanCheckDigit } from '../../../domain/banks';
import { FILE_NAME_HAS_SPECIAL_CHARACTERS, UPLOAD_SUCCEEDED } from '../../../domain/messages';
import { LGA_NOT_IN_STATE } from '../../../domain/profile';
import { ApiFailure } from '../../../src/api/errors';
import { liveToken } from '../../machines/support/session-token';
import { renderApp } from '../support/render-app';
import { AGENT_PROFILE, AGENT_TOKEN, BANKS, listAnswer, NEM, pngFile, stubObjectUrls } from './my-profile-support';
import { KANO, LAGOS, LGAS, lgaPath, placeHandlers } from './places-support';
import type { AgentProfilePayload } from '../../../domain/profile';
import type { RequestOptions } from '../../../src/api/client';

beforeAll(async () => {
  await import('../../../src/features/settings/agent-profile-page');
});

const GTBANK_NUBAN = `012345678${nubanCheckDigit('058', '012345678')}`;
const WRONG_DIGIT = `012345678${(nubanCheckDigit('058', '012345678') + 1) % 10}`;

function handlers(overrides = {}) {
  return {
    '/broker/agent': ({ method, body }: RequestOptions<unknown>) => {
      if (method !== 'PUT') return { success: true, data: AGENT_PROFILE };
      const payload = body as AgentProfilePayload;
      const bank = BANKS.find((candidate) => candidate.bank_id === payload.bankId);
      return {
        success: true,
        message: 'Your profile has been updated',
        data: {
          ...AGENT_PROFILE,
          business_name: payload.businessName ?? null,
          bank_id: bank?.bank_id ?? null,
          bank_name: bank?.name ?? null,
          account_number: payload.accountNumber ?? null,
          account_name: payload.accountName ?? null,
        },
      };
    },
    '/banks': () => ({ success: true, data: BANKS }),
    '/broker/agent/avatar': () => ({
      success: true,
      message: 'Your picture has been updated',
      data: { avatar_uri: '/api/v1/file/download?fileName=a1b2.png' },
    }),
    '/file/download': () => new Blob(['png'], { type: 'image/png' }),
    '/user/insurance_provider': () => listAnswer([NEM]),
    ...placeHandlers(),
    ...overrides,
  };
}

const saves = (api: ReturnType<typeof renderApp>['api']) => api.callsTo('/broker/agent').filter((call) => call.method === 'PUT');

describe('the agent profile page', () => {
  beforeEach(stubObjectUrls);

  it('shows the agent’s practice, its place, and their insurers', async () => {
    renderApp({ path: '/profile', token: AGENT_TOKEN, handlers: handlers() });
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Agent profile' });
    expect(within(form).getByRole('textbox', { name: 'Business name' })).toHaveValue('Bello Cover Services');
    expect(within(form).getByRole('textbox', { name: 'Licence number' })).toHaveValue('NAICOM/AG/0147');
    expect(within(form).getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Lagos');
    expect(within(form).getByRole('combobox', { name: 'Local government area' })).toHaveDisplayValue('Ikeja');
    expect(await within(form).findByRole('option', { name: 'Guaranty Trust Bank' })).toBeInTheDocument();
    expect(
      within(await screen.findByRole('list', { name: 'My insurers' })).getByRole('listitem', { name: 'NEM Insurance Plc' }),
    ).toBeInTheDocument();
  });

  it('sends a broker who opens /profile to their settings, without asking for an agent profile', async () => {
    const broker = liveToken({ user_id: 'user-3', userType: 'broker', roles: [{ id: 'role-2', name: 'broker' }], username: 'Tunde Ade' });
    const { api, location } = renderApp({ path: '/profile', token: broker, handlers: handlers() });
    await waitFor(() => expect(location()).toBe('/settings'));
    expect(api.callsTo('/broker/agent')).toEqual([]);
  });

  it('saves the business name and a commission account', async () => {
    const { api, user } = renderApp({ path: '/profile', token: AGENT_TOKEN, handlers: handlers() });
    const form = await screen.findByRole('form', { name: 'Agent profile' });
    await within(form).findByRole('option', { name: 'Guaranty Trust Bank' });
    await user.clear(within(form).getByRole('textbox', { name: 'Business name' }));
    await user.type(within(form).getByRole('textbox', { name: 'Business name' }), 'Bello & Sons Cover');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Bank' }), 'Guaranty Trust Bank');
    await user.type(within(form).getByRole('textbox', { name: 'Account number' }), GTBANK_NUBAN);
    await user.type(within(form).getByRole('textbox', { name: 'Account name' }), 'Halima Bello');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile has been updated')).toBeInTheDocument();
    expect(saves(api).map((call) => call.body)).toEqual([
      {
        businessName: 'Bello & Sons Cover',
        licenseNumber: 'NAICOM/AG/0147',
        address: '12 Allen Avenue',
        city: 'Ikeja',
        stateId: LAGOS,
        lgaId: LGAS.ikeja.lga_id,
        bankId: 1,
        accountNumber: GTBANK_NUBAN,
        accountName: 'Halima Bello',
      },
    ]);
  });

  it('checks the account number against the bank chosen before sending', async () => {
    const { api, user } = renderApp({ path: '/profile', token: AGENT_TOKEN, handlers: handlers() });
    const form = await screen.findByRole('form', { name: 'Agent profile' });
    await within(form).findByRole('option', { name: 'Guaranty Trust Bank' });
    const accountNumber = within(form).getByRole('textbox', { name: 'Account number' });
    await user.type(accountNumber, '12345');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(accountNumber).toHaveAccessibleDescription(INVALID_NUBAN);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Bank' }), 'Guaranty Trust Bank');
    await user.clear(accountNumber);
    await user.type(accountNumber, WRONG_DIGIT);
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(accountNumber).toHaveAccessibleDescription(INVALID_NUBAN);
    expect(saves(api)).toEqual([]);

    // A wallet's numbers are held to ten digits only.
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Bank' }), 'OPay Digital Services');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been updated')).toBeInTheDocument();
    expect(saves(api)).toHaveLength(1);
  });

  it('shows the server’s message against its field', async () => {
    const { user } = renderApp({
      path: '/profile',
      token: AGENT_TOKEN,
      handlers: handlers({
        '/broker/agent': ({ method }: RequestOptions<unknown>) => {
          if (method !== 'PUT') return { success: true, data: AGENT_PROFILE };
          throw new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
            businessName: 'Must be at most 120 characters',
          });
        },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Agent profile' });
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Must be at most 120 characters')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Business name' })).toBeInvalid();
  });

  it('clears the LGA when the state changes, so an LGA of the old state is never sent', async () => {
    const { api, user } = renderApp({ path: '/profile', token: AGENT_TOKEN, handlers: handlers() });
    const form = await screen.findByRole('form', { name: 'Agent profile' });
    const state = within(form).getByRole('combobox', { name: 'State' });
    const lga = within(form).getByRole('combobox', { name: 'Local government area' });
    await waitFor(() => expect(lga).toBeEnabled());
    expect(api.callsTo(lgaPath(LAGOS))).toHaveLength(1);
    await user.selectOptions(state, 'Kano');
    expect(lga).toHaveValue('');
    expect(await within(lga).findByRole('option', { name: 'Nassarawa' })).toBeInTheDocument();
    expect(within(lga).queryByRole('option', { name: 'Ikeja' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile has been updated')).toBeInTheDocument();
    expect(saves(api).map((call) => call.body)).toEqual([expect.objectContaining({ stateId: KANO, lgaId: null })]);
  });

  it('shows the server’s message for the LGA under the LGA select', async () => {
    const { user } = renderApp({
      path: '/profile',
      token: AGENT_TOKEN,
      handlers: handlers({
        '/broker/agent': ({ method }: RequestOptions<unknown>) => {
          if (method !== 'PUT') return { success: true, data: AGENT_PROFILE };
          throw new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', { lgaId: LGA_NOT_IN_STATE });
        },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Agent profile' });
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    const lga = within(form).getByRole('combobox', { name: 'Local government area' });
    await waitFor(() => expect(lga).toHaveAccessibleDescription(LGA_NOT_IN_STATE));
    expect(lga).toBeInvalid();
  });

  it('uploads a checked picture as the agent’s avatar', async () => {
    const { api, user } = renderApp({ path: '/profile', token: AGENT_TOKEN, handlers: handlers() });
    const picker = await screen.findByLabelText('Choose a picture');
    await user.upload(picker, pngFile('halima?.png'));
    expect(screen.getByRole('alert')).toHaveTextContent(FILE_NAME_HAS_SPECIAL_CHARACTERS);

    await user.upload(picker, pngFile('halima.png'));
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByText(UPLOAD_SUCCEEDED)).toBeInTheDocument();
    expect(((api.callsTo('/broker/agent/avatar')[0]!.body as FormData).get('file') as File).name).toBe('halima.png');
    expect(await screen.findByRole('img', { name: 'Picture of Halima Bello' })).toBeInTheDocument();
  });
});
