import { describe, expect, it } from 'vitest';
import { FILE_NAME_HAS_SPECIAL_CHARACTERS, FILE_TOO_LARGE, UPLOAD_FAILED } from '../../domain/messages';
import { DOCUMENT_KINDS, IMAGE_KINDS, REJECTION_SHOWN_MS } from '../../domain/upload';
import { selectFile, selectPercent, selectUploadSlot } from '../../machines/upload-wizard/upload-wizard.selectors';
import { createUploadWizardHarness, FAILURES, file, FILES, STORED } from './support/upload-wizard-harness';

/** A wizard on an avatar screen: a checked picture waits for "Upload picture". */
const confirming = () => createUploadWizardHarness({ accept: IMAGE_KINDS, sendAtOnce: false }).start();
/** A wizard on a documents screen: a checked file goes at once. */
const atOnce = () => createUploadWizardHarness({ accept: DOCUMENT_KINDS }).start();

describe('upload wizard: choosing and checking', () => {
  it('starts choosing, holding nothing', () => {
    const wizard = atOnce();
    expect(wizard.state().value).toBe('choosing');
    expect(selectUploadSlot(wizard.state())).toBe('choosing');
    expect(selectFile(wizard.state())).toBeNull();
    expect(wizard.state().hasTag('busy')).toBe(false);
    expect(wizard.state().can({ type: 'upload.send' })).toBe(false);
    expect(wizard.state().can({ type: 'upload.retry' })).toBe(false);
  });

  it.each([
    ['over 2MB', FILES.tooLarge, FILE_TOO_LARGE],
    ['a name with special characters', FILES.specialName, FILE_NAME_HAS_SPECIAL_CHARACTERS],
    ['a PDF where pictures are asked for', FILES.wrongKind, 'Choose a PNG or JPEG file'],
    ['a .png the browser calls JPEG', file('scan.png', 100, 'image/jpeg'), 'Choose a PNG or JPEG file'],
  ])('refuses a file %s with the spec’s message, sends nothing, and drops the file', (_name, refused, message) => {
    const wizard = confirming();
    wizard.actor.send({ type: 'upload.choose', file: refused });
    expect(wizard.state().value).toBe('rejected');
    expect(wizard.state().context.rejection).toEqual({ fileName: refused.name, message });
    expect(selectFile(wizard.state())).toBeNull();
    expect(wizard.invocations).toEqual([]);
  });

  it('shows a refusal for five seconds, then is back to choosing', () => {
    const wizard = confirming();
    wizard.actor.send({ type: 'upload.choose', file: FILES.tooLarge });
    wizard.clock.increment(REJECTION_SHOWN_MS - 1);
    expect(wizard.state().value).toBe('rejected');
    wizard.clock.increment(1);
    expect(wizard.state().value).toBe('choosing');
    expect(wizard.state().context.rejection).toBeNull();
  });

  it('takes another file while a refusal shows, and the five seconds start again for a new refusal', () => {
    const wizard = confirming();
    wizard.actor.send({ type: 'upload.choose', file: FILES.tooLarge });
    wizard.clock.increment(4_000);
    wizard.actor.send({ type: 'upload.choose', file: FILES.specialName });
    expect(wizard.state().context.rejection?.message).toBe(FILE_NAME_HAS_SPECIAL_CHARACTERS);
    wizard.clock.increment(4_000);
    expect(wizard.state().value).toBe('rejected');
    wizard.clock.increment(1_000);
    expect(wizard.state().value).toBe('choosing');

    wizard.actor.send({ type: 'upload.choose', file: FILES.tooLarge });
    wizard.actor.send({ type: 'upload.choose', file: FILES.picture });
    expect(wizard.state().value).toBe('chosen');
    wizard.clock.increment(REJECTION_SHOWN_MS);
    expect(wizard.state().value).toBe('chosen');
  });

  it('holds a checked picture until it is sent, and lets it go on Remove', () => {
    const wizard = confirming();
    wizard.actor.send({ type: 'upload.choose', file: FILES.picture });
    expect(wizard.state().value).toBe('chosen');
    expect(selectFile(wizard.state())).toBe(FILES.picture);
    expect(wizard.invocations).toEqual([]);
    wizard.actor.send({ type: 'upload.cancel' });
    expect(wizard.state().value).toBe('choosing');
    expect(selectFile(wizard.state())).toBeNull();
  });

  it('takes a PDF, and a .jpg as JPEG, where documents are accepted', () => {
    const wizard = atOnce();
    wizard.actor.send({ type: 'upload.choose', file: FILES.scan });
    expect(wizard.state().value).toBe('uploading');
    wizard.actor.send({ type: 'upload.cancel' });
    wizard.actor.send({ type: 'upload.choose', file: file('Policy schedule.pdf', 4096, 'application/pdf') });
    expect(wizard.state().value).toBe('uploading');
  });
});

describe('upload wizard: uploading', () => {
  it('sends a checked file at once, busy, and reports the progress', async () => {
    const wizard = atOnce();
    wizard.actor.send({ type: 'upload.choose', file: FILES.picture });
    expect(wizard.state().value).toBe('uploading');
    expect(wizard.state().hasTag('busy')).toBe(true);
    expect(wizard.invocations.map(({ id, input }) => [id, (input as { file: File }).file])).toEqual([['sendFile', FILES.picture]]);
    expect(selectPercent(wizard.state())).toBe(0);

    wizard.report({ sent: 512, total: 2048 });
    expect(selectPercent(wizard.state())).toBe(25);
    wizard.report({ sent: 2048, total: 2048 });
    expect(selectPercent(wizard.state())).toBe(100);
    wizard.report({ sent: 300, total: null });
    expect(selectPercent(wizard.state())).toBeNull();

    await wizard.resolve(STORED);
    expect(wizard.state().value).toBe('uploaded');
    expect(wizard.state().hasTag('busy')).toBe(false);
    expect(wizard.state().context.progress).toBeNull();
    expect(wizard.announced).toEqual([{ file: FILES.picture, answer: STORED }]);
  });

  it('sends a held picture on upload.send, and takes another file once uploaded', async () => {
    const wizard = confirming();
    wizard.actor.send({ type: 'upload.choose', file: FILES.picture });
    wizard.actor.send({ type: 'upload.send' });
    expect(wizard.state().value).toBe('uploading');
    expect(wizard.state().can({ type: 'upload.choose', file: FILES.scan })).toBe(false);
    await wizard.resolve(STORED);
    wizard.actor.send({ type: 'upload.choose', file: FILES.scan });
    expect(wizard.state().value).toBe('chosen');
    expect(selectFile(wizard.state())).toBe(FILES.scan);
  });

  it('aborts the request when the upload is cancelled', () => {
    const wizard = atOnce();
    wizard.actor.send({ type: 'upload.choose', file: FILES.picture });
    const [call] = wizard.invocations;
    wizard.actor.send({ type: 'upload.cancel' });
    expect(call!.signal.aborted).toBe(true);
    expect(wizard.state().value).toBe('choosing');
    expect(selectFile(wizard.state())).toBeNull();
    expect(wizard.announced).toEqual([]);
  });

  it('starts over on upload.reset from any state, aborting an upload', () => {
    const wizard = atOnce();
    wizard.actor.send({ type: 'upload.choose', file: FILES.picture });
    wizard.actor.send({ type: 'upload.reset' });
    expect(wizard.invocations[0]!.signal.aborted).toBe(true);
    expect(wizard.state().value).toBe('choosing');
    wizard.actor.send({ type: 'upload.choose', file: FILES.tooLarge });
    wizard.actor.send({ type: 'upload.reset' });
    expect(wizard.state().value).toBe('choosing');
    expect(wizard.state().context.rejection).toBeNull();
  });

  it('ignores progress outside an upload', () => {
    const wizard = confirming();
    expect(wizard.state().can({ type: 'upload.progress', progress: { sent: 1, total: 2 } })).toBe(false);
  });
});

describe('upload wizard: failing and retrying', () => {
  it('keeps the file when the upload fails, says why, and sends the same file again on Retry', async () => {
    const wizard = confirming();
    wizard.actor.send({ type: 'upload.choose', file: FILES.picture });
    wizard.actor.send({ type: 'upload.send' });
    await wizard.reject(FAILURES.unsupported);
    expect(wizard.state().value).toBe('failed');
    expect(selectUploadSlot(wizard.state())).toBe('failed');
    expect(selectFile(wizard.state())).toBe(FILES.picture);
    expect(wizard.state().context.failure).toMatchObject({
      message: 'This file is not a PNG or JPEG file',
      status: 415,
      fieldErrors: { file: 'Choose a PNG or JPEG file' },
    });

    wizard.actor.send({ type: 'upload.retry' });
    expect(wizard.state().value).toBe('uploading');
    expect(wizard.state().context.failure).toBeNull();
    expect(wizard.invocations.map((call) => (call.input as { file: File }).file)).toEqual([FILES.picture, FILES.picture]);
    await wizard.resolve(STORED);
    expect(wizard.state().value).toBe('uploaded');
    expect(wizard.announced).toHaveLength(1);
  });

  it('says the spec’s “Could not upload!” when the failure has no message of its own', async () => {
    const wizard = atOnce();
    wizard.actor.send({ type: 'upload.choose', file: FILES.picture });
    await wizard.reject(new Error(''));
    expect(wizard.state().context.failure?.message).toBe(UPLOAD_FAILED);
  });

  it('sends again on upload.send from failed (a form submitted again), or lets the file go', async () => {
    const wizard = confirming();
    wizard.actor.send({ type: 'upload.choose', file: FILES.picture });
    wizard.actor.send({ type: 'upload.send' });
    await wizard.reject(FAILURES.network);
    wizard.actor.send({ type: 'upload.send' });
    expect(wizard.state().value).toBe('uploading');
    await wizard.reject(FAILURES.network);
    wizard.actor.send({ type: 'upload.cancel' });
    expect(wizard.state().value).toBe('choosing');
    expect(wizard.state().context.failure).toBeNull();
    expect(selectFile(wizard.state())).toBeNull();
  });

  it('checks a file chosen after a failure, instead of retrying', async () => {
    const wizard = confirming();
    wizard.actor.send({ type: 'upload.choose', file: FILES.picture });
    wizard.actor.send({ type: 'upload.send' });
    await wizard.reject(FAILURES.network);
    wizard.actor.send({ type: 'upload.choose', file: FILES.specialName });
    expect(wizard.state().value).toBe('rejected');
    expect(selectFile(wizard.state())).toBeNull();
    expect(wizard.state().context.failure).toBeNull();
  });
});
