import { describe, expect, it } from 'vitest';
import { COLOUR_RULE, defaultPdfTemplate } from '../../domain/pdf-templates';
import { PREVIEW_DELAY_MS } from '../../machines/pdf-template-editor/pdf-template-editor.machine';
import {
  DEFAULT_DEBIT_NOTE,
  LATEST_INVOICE_ID,
  previewOf,
  SAVED_DEBIT_NOTE,
  summariesOf,
  templateOf,
} from '../support/pdf-template-fixtures';
import { createPdfTemplateEditorHarness, FAILURES } from './support/pdf-template-editor-harness';

async function loaded() {
  const harness = createPdfTemplateEditorHarness().start();
  expect(harness.inputOf('loadTemplate')).toEqual({ kind: 'debitNote' });
  await harness.resolve('loadTemplate', { summaries: summariesOf(SAVED_DEBIT_NOTE), template: SAVED_DEBIT_NOTE });
  return harness;
}

/** A loaded editor whose footer was changed and previewed again: unsaved changes on screen. */
async function withUnsavedFooter() {
  const harness = await loaded();
  await harness.resolve('previewTemplate', previewOf(LATEST_INVOICE_ID));
  harness.send({ type: 'pdfTemplate.edit', change: { footerText: 'RC 123456' } });
  harness.rest();
  await harness.resolve('previewTemplate', previewOf(LATEST_INVOICE_ID));
  return harness;
}

describe('the PDF template editor machine', () => {
  it('previews the saved template as soon as it loads, and keeps the preview with the template it shows', async () => {
    const harness = await loaded();
    expect(harness.state().value).toEqual({ editing: 'previewing' });
    expect(harness.inputOf('previewTemplate')).toEqual({ kind: 'debitNote', template: SAVED_DEBIT_NOTE.template });
    await harness.resolve('previewTemplate', previewOf(LATEST_INVOICE_ID));
    expect(harness.state().value).toEqual({ editing: 'shown' });
    expect(harness.state().context.preview).toMatchObject({ recordId: LATEST_INVOICE_ID, template: SAVED_DEBIT_NOTE.template });
  });

  it('asks for a new preview only once the form has rested, with the unsaved template', async () => {
    const harness = await loaded();
    await harness.resolve('previewTemplate', previewOf(LATEST_INVOICE_ID));
    harness.send({ type: 'pdfTemplate.edit', change: { accentColour: '#7a1f1f' } });
    harness.clock.increment(PREVIEW_DELAY_MS - 1);
    // A second change inside the pause starts the wait again.
    harness.send({ type: 'pdfTemplate.edit', change: { footerText: 'RC 123456' } });
    harness.clock.increment(PREVIEW_DELAY_MS - 1);
    expect(harness.state().value).toEqual({ editing: 'waiting' });
    expect(harness.isRunning('previewTemplate')).toBe(false);
    harness.clock.increment(1);
    expect(harness.inputOf('previewTemplate')).toEqual({
      kind: 'debitNote',
      template: { ...SAVED_DEBIT_NOTE.template, accentColour: '#7a1f1f', footerText: 'RC 123456' },
    });
    // A change while it prints cancels it: the next one carries the change.
    harness.send({ type: 'pdfTemplate.edit', change: { footerText: 'RC 654321' } });
    expect(harness.isRunning('previewTemplate')).toBe(false);
  });

  it('holds the preview and names the field while the template breaks the server’s rules', async () => {
    const harness = await loaded();
    harness.send({ type: 'pdfTemplate.edit', change: { accentColour: 'navy' } });
    harness.rest();
    expect(harness.state().value).toEqual({ editing: 'held' });
    expect(harness.state().context.fieldErrors).toEqual({ accentColour: COLOUR_RULE });
    harness.send({ type: 'pdfTemplate.save' });
    expect(harness.isRunning('saveTemplate')).toBe(false);
    harness.send({ type: 'pdfTemplate.edit', change: { accentColour: '#000080' } });
    expect(harness.state().context.fieldErrors).toEqual({});
  });

  it('saves a new version, keeping the preview that already shows it', async () => {
    const harness = await withUnsavedFooter();
    harness.send({ type: 'pdfTemplate.save' });
    expect(harness.inputOf('saveTemplate')).toEqual({
      kind: 'debitNote',
      template: { ...SAVED_DEBIT_NOTE.template, footerText: 'RC 123456' },
    });
    await harness.resolve('saveTemplate', templateOf('debitNote', 3, { ...SAVED_DEBIT_NOTE.template, footerText: 'RC 123456' }));
    const { value, context } = harness.state();
    expect(value).toEqual({ editing: 'shown' });
    expect(context.notice).toBe('Saved as version 3');
    expect(context.summaries.find((summary) => summary.kind === 'debitNote')?.version).toBe(3);
  });

  it('keeps the form and shows the server’s word beside the field when a save is refused', async () => {
    const harness = await loaded();
    harness.send({ type: 'pdfTemplate.save' });
    await harness.reject('saveTemplate', FAILURES.invalid);
    expect(harness.state().context.fieldErrors).toEqual({ footerText: 'Must be at most 200 characters' });
    expect(harness.state().context.form).toEqual(SAVED_DEBIT_NOTE.template);
  });

  it('resets to the default only once confirmed, and previews the default', async () => {
    const harness = await loaded();
    await harness.resolve('previewTemplate', previewOf(LATEST_INVOICE_ID));
    harness.send({ type: 'pdfTemplate.reset' });
    harness.send({ type: 'pdfTemplate.cancelReset' });
    expect(harness.state().value).toEqual({ editing: 'shown' });
    harness.send({ type: 'pdfTemplate.reset' });
    harness.send({ type: 'pdfTemplate.confirmReset' });
    expect(harness.inputOf('resetTemplate')).toEqual({ kind: 'debitNote' });
    await harness.resolve('resetTemplate', { ...DEFAULT_DEBIT_NOTE, version: 3 });
    expect(harness.state().context.notice).toBe('Reset to the default, saved as version 3');
    expect(harness.inputOf('previewTemplate')).toEqual({ kind: 'debitNote', template: defaultPdfTemplate('debitNote') });
  });

  it('loads another kind when chosen, and reads again after a failure', async () => {
    const harness = await loaded();
    harness.send({ type: 'pdfTemplate.choose', kind: 'receiptNote' });
    expect(harness.inputOf('loadTemplate')).toEqual({ kind: 'receiptNote' });
    await harness.reject('loadTemplate', FAILURES.network);
    expect(harness.state().value).toBe('loadFailed');
    harness.send({ type: 'pdfTemplate.retry' });
    await harness.resolve('loadTemplate', { summaries: summariesOf(), template: templateOf('receiptNote') });
    expect(harness.inputOf('previewTemplate')).toEqual({ kind: 'receiptNote', template: defaultPdfTemplate('receiptNote') });
  });

  it('asks before another document replaces unsaved changes, and keeps them when the admin keeps editing', async () => {
    const harness = await withUnsavedFooter();
    harness.send({ type: 'pdfTemplate.choose', kind: 'creditNote' });
    expect(harness.state().value).toBe('confirmingDiscard');
    expect(harness.state().context).toMatchObject({ kind: 'debitNote', pendingKind: 'creditNote' });
    expect(harness.isRunning('loadTemplate')).toBe(false);

    harness.send({ type: 'pdfTemplate.cancelDiscard' });
    const kept = harness.state();
    expect(kept.value).toEqual({ editing: 'shown' });
    expect(kept.context).toMatchObject({ kind: 'debitNote', pendingKind: null });
    expect(kept.context.form).toEqual({ ...SAVED_DEBIT_NOTE.template, footerText: 'RC 123456' });
    expect(kept.context.preview?.template).toEqual(kept.context.form);

    harness.send({ type: 'pdfTemplate.choose', kind: 'creditNote' });
    harness.send({ type: 'pdfTemplate.confirmDiscard' });
    expect(harness.inputOf('loadTemplate')).toEqual({ kind: 'creditNote' });
    await harness.resolve('loadTemplate', { summaries: summariesOf(SAVED_DEBIT_NOTE), template: templateOf('creditNote') });
    expect(harness.state().context).toMatchObject({ kind: 'creditNote', pendingKind: null, form: defaultPdfTemplate('creditNote') });
  });

  it('asks about unsaved changes to a template never saved, measured against the default', async () => {
    const harness = createPdfTemplateEditorHarness().start();
    await harness.resolve('loadTemplate', { summaries: summariesOf(), template: DEFAULT_DEBIT_NOTE });
    harness.send({ type: 'pdfTemplate.edit', change: { accentColour: '#7a1f1f' } });
    harness.send({ type: 'pdfTemplate.choose', kind: 'receiptNote' });
    expect(harness.state().value).toBe('confirmingDiscard');
  });

  it('loads another document at once when nothing is unsaved, and does nothing when the same one is chosen', async () => {
    const harness = await loaded();
    await harness.resolve('previewTemplate', previewOf(LATEST_INVOICE_ID));
    harness.send({ type: 'pdfTemplate.choose', kind: 'debitNote' });
    expect(harness.state().value).toEqual({ editing: 'shown' });
    harness.send({ type: 'pdfTemplate.edit', change: { footerText: 'RC 123456' } });
    harness.send({ type: 'pdfTemplate.choose', kind: 'debitNote' });
    expect(harness.state().value).toEqual({ editing: 'waiting' });
    expect(harness.state().context.form.footerText).toBe('RC 123456');
    // Changed back to what is saved: nothing would be lost.
    harness.send({ type: 'pdfTemplate.edit', change: { footerText: SAVED_DEBIT_NOTE.template.footerText } });
    harness.send({ type: 'pdfTemplate.choose', kind: 'creditNote' });
    expect(harness.inputOf('loadTemplate')).toEqual({ kind: 'creditNote' });
  });
});
