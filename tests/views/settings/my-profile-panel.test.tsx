import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FIELD_REQUIRED,
  FILE_NAME_HAS_SPECIAL_CHARACTERS,
  FILE_NAME_TOO_LONG,
  FILE_TOO_LARGE,
  UPLOAD_SUCCEEDED,
} from '../../../domain/messages';
import { PHONE_RULE, type ProfilePayload } from '../../../domain/profile';
import { ApiFailure } from '../../../src/api/errors';
import { MyProfilePanel } from '../../../src/features/settings/my-profile-panel';
import { ME, pngFile, renderPanel, stubObjectUrls } from './my-profile-support';
import type { UploadOptions } from '../../../src/api/uploads';

const AVATAR_URI = '/api/v1/file/download?fileName=6f1c2d3e-aaaa-bbbb-cccc-0123456789ab.png';

const profileHandlers = (overrides = {}) => ({
  '/user/profile': ({ method, body }: { method?: string; body?: unknown }) => {
    if (method !== 'PUT') return { success: true, data: ME };
    const { firstName, lastName, phone } = body as ProfilePayload;
    return {
      success: true,
      message: 'Your profile has been updated',
      data: {
        ...ME,
        basicDetails: {
          ...ME.basicDetails,
          firstname: firstName,
          lastname: lastName,
          username: `${firstName} ${lastName}`,
          phone: phone ? '+2348099990000' : null,
        },
      },
    };
  },
  ...overrides,
});

describe('my profile panel', () => {
  beforeEach(stubObjectUrls);

  it('shows the person’s own details and saves a new name and phone', async () => {
    const { api, user } = renderPanel(<MyProfilePanel />, profileHandlers());
    const form = await screen.findByRole('form', { name: 'Name and phone' });
    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveValue('Halima');
    expect(within(form).getByRole('textbox', { name: 'Last name' })).toHaveValue('Bello');
    expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveValue('+2348031234567');
    expect(screen.getByText('halima@demo.ng')).toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: 'Last name' }));
    await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Bello-Musa');
    await user.clear(within(form).getByRole('textbox', { name: 'Phone' }));
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '0809 999 0000');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile has been updated')).toBeInTheDocument();
    const saves = api.callsTo('/user/profile').filter((call) => call.method === 'PUT');
    expect(saves.map((call) => call.body)).toEqual([{ firstName: 'Halima', lastName: 'Bello-Musa', phone: '0809 999 0000' }]);
    expect(within(form).getByRole('textbox', { name: 'Last name' })).toHaveValue('Bello-Musa');
  });

  it('shows what is wrong with each field and sends nothing', async () => {
    const { api, user } = renderPanel(<MyProfilePanel />, profileHandlers());
    const form = await screen.findByRole('form', { name: 'Name and phone' });
    await user.clear(within(form).getByRole('textbox', { name: 'First name' }));
    await user.clear(within(form).getByRole('textbox', { name: 'Last name' }));
    await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'R2D2');
    await user.clear(within(form).getByRole('textbox', { name: 'Phone' }));
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '12345');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(FIELD_REQUIRED);
    expect(within(form).getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription('Use letters only');
    expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      `A Nigerian mobile number, e.g. 0803 123 4567 ${PHONE_RULE}`,
    );
    expect(api.callsTo('/user/profile').filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('shows the server’s message against its field', async () => {
    const { user } = renderPanel(
      <MyProfilePanel />,
      profileHandlers({
        '/user/profile': ({ method }: { method?: string }) => {
          if (method !== 'PUT') return { success: true, data: ME };
          throw new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', { firstName: 'Use letters only' });
        },
      }),
    );
    const form = await screen.findByRole('form', { name: 'Name and phone' });
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Use letters only')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'First name' })).toBeInvalid();
  });

  it('checks a new picture before sending it, previews it, uploads it and shows the stored one', async () => {
    const { api, user } = renderPanel(
      <MyProfilePanel />,
      profileHandlers({
        '/user/avatar': () => ({
          success: true,
          message: 'Your picture has been updated',
          data: { ...ME, additionalDetails: { ...ME.additionalDetails, avatar_uri: AVATAR_URI } },
        }),
        '/file/download': () => new Blob(['png'], { type: 'image/png' }),
      }),
    );
    const picker = await screen.findByLabelText('Choose a picture');
    expect(screen.getByRole('img', { name: 'No picture yet' })).toBeInTheDocument();

    for (const [file, message] of [
      [pngFile('holiday.png', 2 * 1024 * 1024 + 1), FILE_TOO_LARGE],
      [pngFile(`${'h'.repeat(57)}.png`), FILE_NAME_TOO_LONG],
      [pngFile('me & you.png'), FILE_NAME_HAS_SPECIAL_CHARACTERS],
    ] as const) {
      await user.upload(picker, file);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('button', { name: 'Upload picture' })).not.toBeInTheDocument();
    }

    await user.upload(picker, pngFile('halima.png'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the new picture' })).toHaveAttribute('src', 'blob:preview-1');
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));

    expect(await screen.findByText(UPLOAD_SUCCEEDED)).toBeInTheDocument();
    const [upload] = api.callsTo('/user/avatar');
    expect(upload!.method).toBe('PUT');
    expect((upload!.body as FormData).get('file')).toMatchObject({ name: 'halima.png', type: 'image/png' });
    expect(await screen.findByRole('img', { name: 'Picture of Halima Bello' })).toHaveAttribute('src', 'blob:preview-2');
    await waitFor(() =>
      expect(api.callsTo('/file/download').map((call) => call.query)).toEqual([{ fileName: '6f1c2d3e-aaaa-bbbb-cccc-0123456789ab.png' }]),
    );
  });

  it('tells why an upload was refused and keeps the chosen picture', async () => {
    const { user } = renderPanel(
      <MyProfilePanel />,
      profileHandlers({
        '/user/avatar': () => {
          throw new ApiFailure('This file is not a PNG or JPEG file', 415, 'UNSUPPORTED_MEDIA_TYPE', { file: 'Choose a PNG or JPEG file' });
        },
      }),
    );
    await user.upload(await screen.findByLabelText('Choose a picture'), pngFile('renamed.png'));
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a PNG or JPEG file');
    expect(screen.getByRole('img', { name: 'Preview of the new picture' })).toBeInTheDocument();
  });

  it('shows the picture’s progress while it uploads, and sends the same picture again on Retry', async () => {
    let finish: (answer: unknown) => void = () => {};
    const answers: (() => unknown)[] = [
      () => {
        throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
      },
      () => new Promise((resolve) => (finish = resolve)),
    ];
    const { api, user } = renderPanel(
      <MyProfilePanel />,
      profileHandlers({
        '/user/avatar': (options: UploadOptions<unknown>) => {
          options.onProgress?.({ sent: 300, total: 1200 });
          return answers.shift()!();
        },
        '/file/download': () => new Blob(['png'], { type: 'image/png' }),
      }),
    );
    await user.upload(await screen.findByLabelText('Choose a picture'), pngFile('halima.png'));
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error, please try again');
    expect(screen.getByRole('img', { name: 'Preview of the new picture' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading halima.png' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25%')).toBeInTheDocument();
    const files = api.callsTo('/user/avatar').map((call) => ((call.body as FormData).get('file') as File).name);
    expect(files).toEqual(['halima.png', 'halima.png']);

    finish({
      success: true,
      message: 'Your picture has been updated',
      data: { ...ME, additionalDetails: { ...ME.additionalDetails, avatar_uri: AVATAR_URI } },
    });
    expect(await screen.findByText(UPLOAD_SUCCEEDED)).toBeInTheDocument();
    expect(screen.getByText('halima.png uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('leads to the change-password page', async () => {
    const { user, router } = renderPanel(<MyProfilePanel />, profileHandlers());
    await user.click(await screen.findByRole('link', { name: 'Change password' }));
    expect(router.state.location.pathname).toBe('/change-password');
  });
});
