import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_NAME_HAS_SPECIAL_CHARACTERS, FILE_TOO_LARGE } from '../../../domain/messages';
import { DOCUMENT_KINDS, type UploadProgress } from '../../../domain/upload';
import { ApiFailure } from '../../../src/api/errors';
import { useUploadWizard } from '../../../src/app/uploads/use-upload-wizard';
import { UploadWizardView } from '../../../src/ui/upload-wizard-view';
import type { UploadTransfer } from '../../../src/api/uploads';

const receipt = (name = 'receipt.pdf', size = 1024) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

interface Call {
  file: File;
  transfer: Required<UploadTransfer>;
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
}

/** The screen's endpoint, stand-in: each call waits until the test answers it. */
function pendingSend() {
  const calls: Call[] = [];
  const send = vi.fn(
    (file: File, transfer: Required<UploadTransfer>) =>
      new Promise<unknown>((resolve, reject) => {
        calls.push({ file, transfer, resolve, reject });
      }),
  );
  return { send, calls };
}

function ReceiptScreen({
  send,
  onUploaded,
  confirm = false,
}: {
  send: ReturnType<typeof pendingSend>['send'];
  onUploaded?: (answer: unknown, file: File) => void;
  confirm?: boolean;
}) {
  const wizard = useUploadWizard({ accept: DOCUMENT_KINDS, send, onUploaded, confirm });
  return <UploadWizardView wizard={wizard} chooseLabel="Choose a receipt" sendLabel={confirm ? 'Upload receipt' : undefined} />;
}

const chooser = () => screen.getByLabelText('Choose a receipt');
const choose = (file: File) => fireEvent.change(chooser(), { target: { files: [file] } });

beforeEach(() => {
  let next = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => `blob:preview-${++next}`), revokeObjectURL: vi.fn() });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the upload wizard on a screen', () => {
  it('tells the rules, and offers the kinds by extension and MIME type', () => {
    render(<ReceiptScreen send={pendingSend().send} />);
    expect(chooser()).toHaveAttribute('accept', '.pdf,application/pdf,.png,image/png,.jpg,.jpeg,image/jpeg,image/jpg,image/pjpeg');
    expect(
      screen.getByText('PDF, PNG or JPEG, at most 2MB; a name of at most 60 characters without special characters.'),
    ).toBeInTheDocument();
  });

  it('sends a checked file at once, shows its progress, then the uploaded file with a preview link', async () => {
    const { send, calls } = pendingSend();
    const onUploaded = vi.fn();
    render(<ReceiptScreen send={send} onUploaded={onUploaded} />);
    const file = receipt('Leadway receipt.pdf', 2048);
    choose(file);

    expect(send).toHaveBeenCalledTimes(1);
    expect(calls[0]!.file).toBe(file);
    const bar = screen.getByRole('progressbar', { name: 'Uploading Leadway receipt.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(chooser()).toBeDisabled();

    act(() => calls[0]!.transfer.onProgress({ sent: 1024, total: 4096 } satisfies UploadProgress));
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25%')).toBeInTheDocument();
    act(() => calls[0]!.transfer.onProgress({ sent: 100, total: null }));
    expect(screen.getByRole('progressbar', { name: 'Uploading Leadway receipt.pdf' })).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByText('Uploading…')).toBeInTheDocument();

    await act(async () => calls[0]!.resolve({ stored_name: 'f1.pdf' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Leadway receipt.pdf uploaded');
    expect(within(status).getByRole('link', { name: 'Preview Leadway receipt.pdf' })).toHaveAttribute('href', 'blob:preview-1');
    expect(onUploaded).toHaveBeenCalledWith({ stored_name: 'f1.pdf' }, file);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(chooser()).toBeEnabled();
  });

  it('shows why a file is refused for five seconds, sends nothing, then is ready again', () => {
    vi.useFakeTimers();
    const { send } = pendingSend();
    render(<ReceiptScreen send={send} />);
    choose(receipt('receipt.pdf', 2 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(FILE_TOO_LARGE);

    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByRole('alert')).toHaveTextContent(FILE_TOO_LARGE);
    // Another refused file shows its own message for five seconds of its own.
    choose(receipt('receipt #2.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(FILE_NAME_HAS_SPECIAL_CHARACTERS);
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a kind the screen does not take', () => {
    const { send } = pendingSend();
    render(<ReceiptScreen send={send} />);
    choose(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PDF, PNG or JPEG file');
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the file when the upload fails and sends the same file again on Retry', async () => {
    const { send, calls } = pendingSend();
    const user = userEvent.setup();
    render(<ReceiptScreen send={send} />);
    const file = receipt();
    choose(file);
    await act(async () => calls[0]!.reject(new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR')));
    expect(screen.getByRole('alert')).toHaveTextContent('Network error, please try again');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls.map((call) => call.file)).toEqual([file, file]);
    expect(screen.getByRole('progressbar', { name: 'Uploading receipt.pdf' })).toBeInTheDocument();
    await act(async () => calls[1]!.reject(new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR')));

    await user.click(screen.getByRole('button', { name: 'Remove receipt.pdf' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('aborts the request when the upload is cancelled', async () => {
    const { send, calls } = pendingSend();
    const user = userEvent.setup();
    render(<ReceiptScreen send={send} />);
    choose(receipt());
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(calls[0]!.transfer.signal.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('takes a dropped file, holds it for confirmation with a preview link, and sends it on the button', async () => {
    const { send, calls } = pendingSend();
    const user = userEvent.setup();
    render(<ReceiptScreen send={send} confirm />);
    const file = receipt('Policy schedule.pdf');
    fireEvent.drop(screen.getByText('or drop a file here'), { dataTransfer: { files: [file, receipt('second.pdf')] } });

    expect(screen.getByText('Policy schedule.pdf · 1 Kb')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview Policy schedule.pdf' })).toHaveAttribute('href', 'blob:preview-1');
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Upload receipt' }));
    expect(calls.map((call) => call.file)).toEqual([file]);
  });

  it('lets a held file go on Remove, revoking its preview', async () => {
    const user = userEvent.setup();
    render(<ReceiptScreen send={pendingSend().send} confirm />);
    choose(receipt());
    await user.click(screen.getByRole('button', { name: 'Remove receipt.pdf' }));
    expect(screen.queryByText(/receipt\.pdf ·/)).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });
});
