import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LGA_NOT_IN_STATE, WEBSITE_RULE, type BrokerProfilePayload } from '../../../domain/brokerage';
import { FILE_NAME_HAS_SPECIAL_CHARACTERS, FILE_NAME_TOO_LONG, FILE_TOO_LARGE, UPLOAD_SUCCEEDED } from '../../../domain/messages';
import { ApiFailure } from '../../../src/api/errors';
import { BrokerageProfilePanel } from '../../../src/features/settings/brokerage-profile-panel';
import { PROFILE, pngFile, renderPanel, stubObjectUrls } from './brokerage-support';
import { FCT, LAGOS, LGAS, lgaPath, placeHandlers } from './places-support';

const LOGO_URL = '/api/v1/file/download?fileName=0b7c7a7e-1a2b-4c3d-8e9f-000000000001.png';

const handlers = (overrides = {}) => ({
  '/broker': ({ method, body }: { method?: string; body?: unknown }) => {
    if (method !== 'PUT') return { success: true, data: PROFILE };
    const payload = body as BrokerProfilePayload;
    return {
      success: true,
      message: 'Brokerage profile updated',
      data: { ...PROFILE, city: payload.city ?? null, tin: payload.tin ?? null },
    };
  },
  // As the server answers: the logo's fields and the stored file's.
  '/broker/logo': () => ({
    success: true,
    data: {
      logo_file: '0b7c7a7e-1a2b-4c3d-8e9f-000000000001.png',
      logo_url: LOGO_URL,
      stored_name: '0b7c7a7e-1a2b-4c3d-8e9f-000000000001.png',
      original_name: 'logo.png',
      content_type: 'image/png',
      size_bytes: 68,
      url: LOGO_URL,
    },
  }),
  '/file/download': () => new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }),
  ...placeHandlers(),
  ...overrides,
});

describe('the brokerage profile panel', () => {
  beforeEach(stubObjectUrls);

  it('shows the profile read-only to a user without a profile permission', async () => {
    renderPanel(<BrokerageProfilePanel />, ['View Clients'], handlers());
    expect(await screen.findByRole('heading', { name: 'Brokerage profile' })).toBeInTheDocument();
    expect(screen.getByText('Demo Insurance Brokers Ltd')).toBeInTheDocument();
    expect(screen.getByText('12 Adeola Odeku Street, Victoria Island, Eti-Osa, Lagos')).toBeInTheDocument();
    expect(screen.getByText('No logo yet')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Brokerage details' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Choose a logo')).not.toBeInTheDocument();
  });

  it('lets a holder of Update Broker Profile change the details', async () => {
    const { api, user } = renderPanel(<BrokerageProfilePanel />, ['Update Broker Profile'], handlers());
    const form = await screen.findByRole('form', { name: 'Brokerage details' });
    expect(within(form).getByRole('textbox', { name: 'Brokerage name' })).toHaveValue('Demo Insurance Brokers Ltd');
    await user.clear(within(form).getByRole('textbox', { name: 'City' }));
    await user.type(within(form).getByRole('textbox', { name: 'City' }), 'Ikoyi');
    await user.type(within(form).getByRole('textbox', { name: /^TIN/ }), '12345678-0001');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Brokerage profile updated')).toBeInTheDocument();
    const [save] = api.callsTo('/broker').filter((call) => call.method === 'PUT');
    expect(save!.body).toMatchObject({
      name: 'Demo Insurance Brokers Ltd',
      city: 'Ikoyi',
      tin: '12345678-0001',
      website: null,
      rcNumber: 'RC 1234567',
    });
    expect(save!.body).toMatchObject({ stateId: LAGOS, lgaId: LGAS.etiOsa.lga_id });
  });

  it('moves the brokerage to another state and LGA', async () => {
    const { api, user } = renderPanel(<BrokerageProfilePanel />, ['Update Broker Profile'], handlers());
    const form = await screen.findByRole('form', { name: 'Brokerage details' });
    const state = within(form).getByRole('combobox', { name: 'State' });
    const lga = within(form).getByRole('combobox', { name: 'Local government area' });
    expect(state).toHaveDisplayValue('Lagos');
    expect(lga).toHaveDisplayValue('Eti-Osa');
    await waitFor(() => expect(state).toBeEnabled());
    await user.selectOptions(state, 'Federal Capital Territory');
    expect(await within(lga).findByRole('option', { name: 'Bwari' })).toBeInTheDocument();
    expect(api.callsTo(lgaPath(FCT))).toHaveLength(1);
    await user.selectOptions(lga, 'Bwari');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Brokerage profile updated')).toBeInTheDocument();
    const [save] = api.callsTo('/broker').filter((call) => call.method === 'PUT');
    expect(save!.body).toMatchObject({ stateId: FCT, lgaId: LGAS.bwari.lga_id });
  });

  it('clears the state and LGA with the "No state" choice', async () => {
    const { api, user } = renderPanel(<BrokerageProfilePanel />, ['Update Broker Profile'], handlers());
    const form = await screen.findByRole('form', { name: 'Brokerage details' });
    const state = within(form).getByRole('combobox', { name: 'State' });
    await waitFor(() => expect(state).toBeEnabled());
    await user.selectOptions(state, 'No state');
    expect(within(form).getByRole('combobox', { name: 'Local government area' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Brokerage profile updated')).toBeInTheDocument();
    const [save] = api.callsTo('/broker').filter((call) => call.method === 'PUT');
    expect(save!.body).toMatchObject({ stateId: null, lgaId: null });
  });

  it('shows the server’s message for the LGA under the LGA select', async () => {
    const { user } = renderPanel(
      <BrokerageProfilePanel />,
      ['Update Broker Profile'],
      handlers({
        '/broker': ({ method }: { method?: string }) => {
          if (method !== 'PUT') return { success: true, data: PROFILE };
          throw new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', { lgaId: LGA_NOT_IN_STATE });
        },
      }),
    );
    const form = await screen.findByRole('form', { name: 'Brokerage details' });
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    const lga = within(form).getByRole('combobox', { name: 'Local government area' });
    await waitFor(() => expect(lga).toHaveAccessibleDescription(LGA_NOT_IN_STATE));
    expect(lga).toBeInvalid();
    expect(within(form).getByRole('combobox', { name: 'State' })).toBeValid();
  });

  it('shows what is wrong and sends nothing', async () => {
    const { api, user } = renderPanel(<BrokerageProfilePanel />, ['Create Broker Profile'], handlers());
    const form = await screen.findByRole('form', { name: 'Brokerage details' });
    await user.clear(within(form).getByRole('textbox', { name: 'Brokerage name' }));
    await user.type(within(form).getByRole('textbox', { name: 'Website' }), 'not a site');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(within(form).getByRole('textbox', { name: 'Brokerage name' })).toHaveAccessibleDescription('This field is required');
    expect(within(form).getByRole('textbox', { name: 'Website' })).toHaveAccessibleDescription(WEBSITE_RULE);
    expect(api.callsTo('/broker').filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it.each([
    [pngFile('logo.png', 2 * 1024 * 1024 + 1), FILE_TOO_LARGE],
    [pngFile(`${'l'.repeat(57)}.png`), FILE_NAME_TOO_LONG],
    [pngFile('logo (final).png'), FILE_NAME_HAS_SPECIAL_CHARACTERS],
    [new File(['%PDF-1.7'], 'logo.pdf', { type: 'application/pdf' }), 'Choose a PNG or JPEG file'],
  ])('refuses a logo the spec forbids before sending it (%#)', async (file, message) => {
    const { api } = renderPanel(<BrokerageProfilePanel />, ['Update Broker Profile'], handlers());
    // A person can pick any file whatever the accept attribute says ("All files" in the dialog).
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Choose a logo'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
    expect(api.callsTo('/broker/logo')).toEqual([]);
  });

  it('previews a new logo, uploads it and then shows the stored one', async () => {
    const { api, user } = renderPanel(<BrokerageProfilePanel />, ['Update Broker Profile'], handlers());
    await user.upload(await screen.findByLabelText('Choose a logo'), pngFile('Demo logo.png'));
    expect(screen.getByRole('img', { name: 'Preview of the new logo' })).toHaveAttribute('src', 'blob:preview-1');
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));

    expect(await screen.findByText(UPLOAD_SUCCEEDED)).toBeInTheDocument();
    const [upload] = api.callsTo('/broker/logo');
    expect(upload!.method).toBe('PUT');
    expect((upload!.body as FormData).get('file')).toMatchObject({ name: 'Demo logo.png' });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Logo of Demo Insurance Brokers Ltd' })).toBeInTheDocument());
    expect(api.callsTo('/file/download').map((call) => call.query)).toEqual([{ fileName: '0b7c7a7e-1a2b-4c3d-8e9f-000000000001.png' }]);
  });

  it('shows the server’s refusal of a logo', async () => {
    const { user } = renderPanel(
      <BrokerageProfilePanel />,
      ['Update Broker Profile'],
      handlers({
        '/broker/logo': () => {
          throw new ApiFailure('This file is not a PNG or JPEG file', 415, 'UNSUPPORTED_MEDIA_TYPE', { file: 'Choose a PNG or JPEG file' });
        },
      }),
    );
    await user.upload(await screen.findByLabelText('Choose a logo'), pngFile('renamed.png'));
    await user.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a PNG or JPEG file');
  });
});
