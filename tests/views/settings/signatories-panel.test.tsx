import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE } from '../../../domain/messages';
import { ApiFailure } from '../../../src/api/errors';
import { SignatoriesPanel } from '../../../src/features/settings/signatories-panel';
import { listAnswer, pngFile, renderPanel, signatory, stubObjectUrls } from './brokerage-support';
import type { UploadOptions } from '../../../src/api/uploads';

const SIGNATURE_URL = '/api/v1/file/download?fileName=0b7c7a7e-1a2b-4c3d-8e9f-000000000002.png';
const ADAEZE = signatory('s-1', 'Adaeze Okafor', {
  email: 'md@demo.ng',
  signature_file: '0b7c7a7e-1a2b-4c3d-8e9f-000000000002.png',
  signature_url: SIGNATURE_URL,
});

const handlers = (overrides = {}) => ({
  '/broker/signatories': ({ method, body }: { method?: string; body?: unknown }) => {
    if (method !== 'POST') return listAnswer([ADAEZE]);
    const name = body instanceof FormData ? String(body.get('name')) : String((body as { name: string }).name);
    return { success: true, data: signatory('s-2', name, { designation: 'Company Secretary' }) };
  },
  '/broker/signatories/s-1': ({ method }: { method?: string }) =>
    method === 'DELETE'
      ? { success: true, message: 'Signatory deleted' }
      : { success: true, data: { ...ADAEZE, signature_file: null, signature_url: null } },
  '/file/download': () => new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }),
  ...overrides,
});

describe('the signatories panel', () => {
  beforeEach(stubObjectUrls);

  it('lists the signatories without actions for a user who may not manage them', async () => {
    renderPanel(<SignatoriesPanel />, ['View Clients'], handlers());
    const item = await screen.findByRole('listitem', { name: 'Adaeze Okafor' });
    expect(item).toHaveTextContent('Managing Director');
    expect(item).toHaveTextContent('md@demo.ng · Signature on file');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add signatory' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Delete Adaeze Okafor' })).not.toBeInTheDocument();
  });

  it('adds a signatory with a signature image in one multipart request', async () => {
    const { api, user } = renderPanel(<SignatoriesPanel />, ['Manage Signatories'], handlers());
    await user.click(await screen.findByRole('button', { name: 'Add signatory' }));
    const form = screen.getByRole('form', { name: 'Add signatory' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Tunde Bakare');
    await user.type(within(form).getByRole('textbox', { name: /Designation/ }), 'Company Secretary');
    await user.upload(within(form).getByLabelText('Choose a signature image'), pngFile('tunde.png'));
    expect(within(form).getByRole('img', { name: 'Preview of the new signature' })).toHaveAttribute('src', 'blob:preview-1');
    await user.click(within(form).getByRole('button', { name: 'Add signatory' }));

    expect(await screen.findByText('Signatory added')).toBeInTheDocument();
    const [post] = api.callsTo('/broker/signatories').filter((call) => call.method === 'POST');
    const body = post!.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'file'))).toEqual({
      name: 'Tunde Bakare',
      designation: 'Company Secretary',
    });
    expect(body.get('file')).toMatchObject({ name: 'tunde.png' });
  });

  it('shows the upload’s progress, a refusal against its field, and sends the form again with the same image', async () => {
    let finish: (answer: unknown) => void = () => {};
    const answers: ((body: FormData) => unknown)[] = [
      () => {
        throw new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', { name: 'Must be at most 120 characters' });
      },
      () => new Promise((resolve) => (finish = resolve)),
    ];
    const { api, user } = renderPanel(
      <SignatoriesPanel />,
      ['Manage Signatories'],
      handlers({
        '/broker/signatories': (options: UploadOptions<unknown>) => {
          if (options.method !== 'POST') return listAnswer([ADAEZE]);
          options.onProgress?.({ sent: 600, total: 800 });
          return answers.shift()!(options.body);
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add signatory' }));
    const form = screen.getByRole('form', { name: 'Add signatory' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Tunde Bakare');
    await user.type(within(form).getByRole('textbox', { name: /Designation/ }), 'Company Secretary');
    await user.upload(within(form).getByLabelText('Choose a signature image'), pngFile('tunde.png'));
    await user.click(within(form).getByRole('button', { name: 'Add signatory' }));

    expect(await within(form).findByText('Must be at most 120 characters')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    expect(within(form).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await user.clear(name);
    await user.type(name, 'Tunde');
    await user.click(within(form).getByRole('button', { name: 'Add signatory' }));

    expect(await within(form).findByRole('progressbar', { name: 'Uploading tunde.png' })).toHaveAttribute('aria-valuenow', '75');
    expect(within(form).getByRole('button', { name: 'Add signatory' })).toHaveAttribute('aria-busy', 'true');
    finish({ success: true, data: signatory('s-2', 'Tunde', { designation: 'Company Secretary' }) });
    expect(await screen.findByText('Signatory added')).toBeInTheDocument();
    const posts = api.callsTo('/broker/signatories').filter((call) => call.method === 'POST');
    expect(posts.map((call) => [(call.body as FormData).get('name'), ((call.body as FormData).get('file') as File).name])).toEqual([
      ['Tunde Bakare', 'tunde.png'],
      ['Tunde', 'tunde.png'],
    ]);
  });

  it('refuses a signature image the spec forbids and sends plain JSON without one', async () => {
    const { api, user } = renderPanel(<SignatoriesPanel />, ['Manage Signatories'], handlers());
    await user.click(await screen.findByRole('button', { name: 'Add signatory' }));
    const form = screen.getByRole('form', { name: 'Add signatory' });
    await user.upload(within(form).getByLabelText('Choose a signature image'), pngFile('big.png', 2 * 1024 * 1024 + 1));
    expect(within(form).getByRole('alert')).toHaveTextContent(FILE_TOO_LARGE);
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ngozi Eze');
    await user.type(within(form).getByRole('textbox', { name: /Designation/ }), 'Director');
    await user.click(within(form).getByRole('button', { name: 'Add signatory' }));
    expect(await screen.findByText('Signatory added')).toBeInTheDocument();
    const [post] = api.callsTo('/broker/signatories').filter((call) => call.method === 'POST');
    expect(post!.body).toEqual({ name: 'Ngozi Eze', designation: 'Director', email: null, phone: null });
  });

  it('removes a signature, and deletes a signatory once confirmed', async () => {
    const { api, user } = renderPanel(<SignatoriesPanel />, ['Manage Signatories'], handlers());
    await user.click(await screen.findByRole('button', { name: 'Edit Adaeze Okafor' }));
    const form = screen.getByRole('form', { name: 'Edit Adaeze Okafor' });
    expect(await within(form).findByRole('img', { name: 'Current signature' })).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'Remove the signature' }));
    await user.click(within(form).getByRole('button', { name: 'Save signatory' }));
    expect(await screen.findByText('Signatory updated')).toBeInTheDocument();
    expect(api.callsTo('/broker/signatories/s-1')[0]).toMatchObject({
      method: 'PATCH',
      body: { name: 'Adaeze Okafor', removeSignature: true },
    });

    await user.click(screen.getByRole('button', { name: 'Delete Adaeze Okafor' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete signatory' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Signatory deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Adaeze Okafor' })).not.toBeInTheDocument());
  });
});
