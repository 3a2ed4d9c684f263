import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { unknownPlaceholder } from '../../domain/mail-templates';
import { mailTemplatesMachine } from '../../machines/mail-templates/mail-templates.machine';
import { ApiFailure } from '../../src/api/errors';
import { CUSTOMISED_TEMPLATES, DEFAULT_TEMPLATES, invoicePreview, OWN_INVOICE_WORDS, templateOf } from '../support/mail-templates-fixtures';
import type { MailKind, MailTemplate, MailTemplatePreview, TemplateWords } from '../../machines/mail-templates/mail-templates.types';

function start(templates: MailTemplate[] | Error) {
  const calls: { saved: TemplateWords[]; previewed: TemplateWords[]; reset: MailKind[] } = { saved: [], previewed: [], reset: [] };
  const actor = createActor(
    mailTemplatesMachine.provide({
      actors: {
        loadTemplates: fromPromise<MailTemplate[]>(async () => {
          if (templates instanceof Error) throw templates;
          return templates;
        }),
        saveTemplate: fromPromise<MailTemplate, TemplateWords>(async ({ input }) => {
          calls.saved.push(input);
          return templateOf(input.kind, input.payload);
        }),
        previewTemplate: fromPromise<MailTemplatePreview, TemplateWords>(async ({ input }) => {
          calls.previewed.push(input);
          return invoicePreview(input.payload);
        }),
        resetTemplate: fromPromise<MailTemplate, { kind: MailKind }>(async ({ input }) => {
          calls.reset.push(input.kind);
          return templateOf(input.kind);
        }),
      },
    }),
  );
  actor.start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('the mail templates machine', () => {
  it('says why the templates could not be read, and reads them again on retry', async () => {
    const { actor } = start(new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'));
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.failure?.code).toBe('NETWORK_ERROR');
    actor.send({ type: 'templates.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('opens a kind in its words, refuses a placeholder the mail does not have without calling, and saves the corrected words', async () => {
    const { actor, calls } = start(DEFAULT_TEMPLATES);
    await settled(actor);
    actor.send({ type: 'templates.open', kind: 'invoice_document' });
    const { subject, body } = templateOf('invoice_document');
    expect(actor.getSnapshot().context.draft).toEqual({ subject, body });
    actor.send({ type: 'templates.edit', field: 'body', value: 'Dear {{client_name}}' });
    actor.send({ type: 'templates.save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ body: unknownPlaceholder('client_name', 'invoice_document') });
    expect(calls.saved).toEqual([]);

    actor.send({ type: 'templates.edit', field: 'body', value: 'Dear , see {{file_name}}' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'templates.insert', field: 'body', name: 'recipient_name', start: 5, end: 5 });
    expect(actor.getSnapshot().context.draft.body).toBe('Dear {{recipient_name}}, see {{file_name}}');
    actor.send({ type: 'templates.save' });
    await settled(actor);
    expect(calls.saved[0]?.payload.body).toBe('Dear {{recipient_name}}, see {{file_name}}');
    expect(actor.getSnapshot().context.notice).toBe('Mail template saved');
    expect(actor.getSnapshot().context.templates.find((t) => t.kind === 'invoice_document')?.customised).toBe(true);
  });

  it('previews the words being edited, and forgets the preview once they change', async () => {
    const { actor, calls } = start(CUSTOMISED_TEMPLATES);
    await settled(actor);
    actor.send({ type: 'templates.open', kind: 'invoice_document' });
    actor.send({ type: 'templates.preview' });
    await settled(actor);
    expect(calls.previewed).toEqual([{ kind: 'invoice_document', payload: OWN_INVOICE_WORDS }]);
    expect(actor.getSnapshot().context.preview?.source.label).toBe('Invoice INV/2026/0003: Chiamaka Nwosu');
    actor.send({ type: 'templates.edit', field: 'subject', value: 'Invoice {{invoice_number}}' });
    expect(actor.getSnapshot().context.preview).toBeNull();
  });

  it('resets only the brokerage’s own words, and only once confirmed', async () => {
    const { actor, calls } = start(CUSTOMISED_TEMPLATES);
    await settled(actor);
    actor.send({ type: 'templates.open', kind: 'quote_slip' });
    expect(actor.getSnapshot().can({ type: 'templates.reset' })).toBe(false);
    actor.send({ type: 'templates.open', kind: 'invoice_document' });
    actor.send({ type: 'templates.reset' });
    expect(actor.getSnapshot().value).toBe('confirmingReset');
    actor.send({ type: 'templates.cancelReset' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls.reset).toEqual([]);
    actor.send({ type: 'templates.reset' });
    actor.send({ type: 'templates.confirmReset' });
    await settled(actor);
    expect(calls.reset).toEqual(['invoice_document']);
    expect(actor.getSnapshot().context).toMatchObject({
      notice: 'Mail template reset to the default',
      draft: { subject: templateOf('invoice_document').subject },
    });
    expect(actor.getSnapshot().can({ type: 'templates.reset' })).toBe(false);
  });

  it('asks before dropping unsaved changes to open another kind or close, and keeps them when the admin keeps editing', async () => {
    const { actor } = start(CUSTOMISED_TEMPLATES);
    await settled(actor);
    actor.send({ type: 'templates.open', kind: 'invoice_document' });
    actor.send({ type: 'templates.edit', field: 'subject', value: 'Your invoice {{invoice_number}}' });

    actor.send({ type: 'templates.open', kind: 'quote_slip' });
    expect(actor.getSnapshot().value).toBe('confirmingDiscard');
    actor.send({ type: 'templates.cancelDiscard' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      kind: 'invoice_document',
      draft: { subject: 'Your invoice {{invoice_number}}', body: OWN_INVOICE_WORDS.body },
      leaving: null,
    });

    actor.send({ type: 'templates.open', kind: 'quote_slip' });
    actor.send({ type: 'templates.confirmDiscard' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      kind: 'quote_slip',
      draft: { subject: templateOf('quote_slip').subject },
      leaving: null,
    });

    actor.send({ type: 'templates.edit', field: 'body', value: 'Hello' });
    actor.send({ type: 'templates.close' });
    expect(actor.getSnapshot().value).toBe('confirmingDiscard');
    actor.send({ type: 'templates.confirmDiscard' });
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context).toMatchObject({ kind: null, draft: { subject: '', body: '' }, leaving: null });
  });

  it('opens another kind or closes at once when nothing is unsaved, including words typed back as they were or just saved', async () => {
    const { actor } = start(CUSTOMISED_TEMPLATES);
    await settled(actor);
    actor.send({ type: 'templates.open', kind: 'invoice_document' });
    actor.send({ type: 'templates.edit', field: 'subject', value: 'Changed' });
    actor.send({ type: 'templates.edit', field: 'subject', value: OWN_INVOICE_WORDS.subject });
    actor.send({ type: 'templates.open', kind: 'quote_slip' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.kind).toBe('quote_slip');

    actor.send({ type: 'templates.edit', field: 'subject', value: 'Quote {{quote_number}}' });
    actor.send({ type: 'templates.save' });
    await settled(actor);
    actor.send({ type: 'templates.close' });
    expect(actor.getSnapshot().value).toBe('browsing');
  });

  it('shows the server’s refusal beside its field', async () => {
    const refusing = createActor(
      mailTemplatesMachine.provide({
        actors: {
          loadTemplates: fromPromise<MailTemplate[]>(async () => DEFAULT_TEMPLATES),
          saveTemplate: fromPromise<MailTemplate, TemplateWords>(async () => {
            throw new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', { subject: 'Too long' });
          }),
        },
      }),
    ).start();
    await settled(refusing);
    refusing.send({ type: 'templates.open', kind: 'verification' });
    refusing.send({ type: 'templates.save' });
    await settled(refusing);
    expect(refusing.getSnapshot().value).toBe('editing');
    expect(refusing.getSnapshot().context.fieldErrors).toEqual({ subject: 'Too long' });
  });
});
