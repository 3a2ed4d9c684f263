import { shallowEqual } from '@xstate/react';
import { useRef } from 'react';
import { BODY_MAX } from '../../../domain/mail-templates';
import {
  selectCanReset,
  selectDraft,
  selectFailure,
  selectFieldErrors,
  selectIsBusy,
  selectIsConfirmingDiscard,
  selectIsConfirmingReset,
  selectIsPreviewing,
  selectIsResetting,
  selectIsSaving,
  selectNotice,
  selectOpenTemplate,
} from '../../../machines/mail-templates/mail-templates.selectors';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FailureNote } from '../../ui/failure-note';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { addressedTo } from './addressed-to';
import { useMailTemplatesSelector } from './mail-templates-context';
import { TemplatePreview } from './template-preview';
import { useMailTemplatesCommands } from './use-mail-templates';
import type { TemplateField } from '../../../machines/mail-templates/mail-templates.types';

/** The field the admin was last in: a placeholder goes in at its caret (it keeps its selection once left). */
interface LastField {
  field: TemplateField;
  element: HTMLInputElement | HTMLTextAreaElement;
}

/** One kind of mail's subject and body, the placeholders it takes, and Save, Preview and Reset to default. */
export function TemplateEditor() {
  const template = useMailTemplatesSelector(selectOpenTemplate);
  const draft = useMailTemplatesSelector(selectDraft, shallowEqual);
  const errors = useMailTemplatesSelector(selectFieldErrors, shallowEqual);
  const failure = useMailTemplatesSelector(selectFailure);
  const notice = useMailTemplatesSelector(selectNotice);
  const busy = useMailTemplatesSelector(selectIsBusy);
  const saving = useMailTemplatesSelector(selectIsSaving);
  const previewing = useMailTemplatesSelector(selectIsPreviewing);
  const confirming = useMailTemplatesSelector(selectIsConfirmingReset);
  const resetting = useMailTemplatesSelector(selectIsResetting);
  const canReset = useMailTemplatesSelector(selectCanReset);
  const discarding = useMailTemplatesSelector(selectIsConfirmingDiscard);
  const commands = useMailTemplatesCommands();
  const last = useRef<LastField | null>(null);
  if (!template) return null;
  const remember = (field: TemplateField) => (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
    last.current = { field, element: event.currentTarget };
  };
  const insert = (name: string) => {
    if (!last.current) return commands.insert('body', name, draft.body.length, draft.body.length);
    const { field, element } = last.current;
    const start = element.selectionStart ?? draft[field].length;
    commands.insert(field, name, start, element.selectionEnd ?? start);
    // The caret moves past what went in, so a second placeholder follows the first.
    const after = start + name.length + 4;
    requestAnimationFrame(() => element.setSelectionRange(after, after));
  };
  return (
    <section aria-labelledby="mail-template-editor-heading" className="space-y-4 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id="mail-template-editor-heading" className="text-base font-semibold text-slate-900">
            {template.label}
          </h3>
          <p className="text-sm text-slate-500">
            {template.customised ? 'The brokerage’s own words' : 'The product’s default words'} · {addressedTo(template.audience)}
          </p>
        </div>
        <Button type="button" variant="ghost" disabled={busy} onClick={commands.close}>
          Close
        </Button>
      </div>
      {notice && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
          {notice}
        </p>
      )}
      <FailureNote failure={failure} />
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          commands.save();
        }}
      >
        <TextField
          label="Subject"
          required
          value={draft.subject}
          error={errors.subject}
          disabled={busy}
          onChange={(event) => commands.edit('subject', event.target.value)}
          onFocus={remember('subject')}
        />
        <TextArea
          label="Body"
          required
          rows={12}
          limit={BODY_MAX}
          value={draft.body}
          error={errors.body}
          disabled={busy}
          onChange={(value) => commands.edit('body', value)}
          onFocus={remember('body')}
        />
        <div className="space-y-2">
          <h4 id="mail-placeholders-heading" className="text-sm font-semibold text-slate-800">
            Placeholders
          </h4>
          <p className="text-xs text-slate-500">
            Insert one where the caret is in the subject or the body; it is filled in when the mail is sent.
          </p>
          <ul aria-labelledby="mail-placeholders-heading" className="grid gap-1 sm:grid-cols-2">
            {template.placeholders.map((placeholder) => (
              <li key={placeholder.name} className="flex items-start gap-2 text-sm">
                <button
                  type="button"
                  disabled={busy}
                  aria-label={`Insert ${placeholder.name}`}
                  className="shrink-0 rounded-md border border-slate-300 px-2 py-0.5 font-mono text-xs text-brand-700 hover:bg-brand-50 disabled:text-slate-400"
                  onClick={() => insert(placeholder.name)}
                >
                  {`{{${placeholder.name}}}`}
                </button>
                <span className="text-slate-600">{placeholder.description}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={saving} disabled={busy}>
            Save
          </Button>
          <Button type="button" variant="secondary" busy={previewing} disabled={busy} onClick={commands.preview}>
            Preview
          </Button>
          {template.customised && (
            <Button type="button" variant="danger" disabled={busy || !canReset} onClick={commands.reset}>
              Reset to default
            </Button>
          )}
        </div>
      </form>
      <TemplatePreview />
      <ConfirmDialog
        open={confirming}
        title="Reset to the default"
        question={`The brokerage’s own words for “${template.label}” are dropped, and the mail goes out in the product’s default words again.`}
        confirmLabel="Reset"
        busy={resetting}
        onConfirm={commands.confirmReset}
        onClose={commands.cancelReset}
      />
      <ConfirmDialog
        open={discarding}
        title="Discard your changes?"
        question={`The changes you made to “${template.label}” have not been saved and will be lost.`}
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={commands.confirmDiscard}
        onClose={commands.cancelDiscard}
      />
    </section>
  );
}
