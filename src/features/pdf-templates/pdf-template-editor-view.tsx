import { PDF_DOCUMENT_LABELS } from '../../../domain/pdf-templates';
import {
  selectFailure,
  selectIsConfirmingDiscard,
  selectIsConfirmingReset,
  selectIsResetting,
  selectKind,
  selectNotice,
  selectSlot,
} from '../../../machines/pdf-template-editor/pdf-template-editor.selectors';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FailureNote } from '../../ui/failure-note';
import { LoadFailure } from '../../ui/load-failure';
import { Loading } from '../../ui/loading';
import { DocumentChooser } from './document-chooser';
import { usePdfTemplateEditorSelector } from './pdf-template-context';
import { TemplateFields } from './template-fields';
import { TemplatePreview } from './template-preview';
import { usePdfTemplateCommands } from './use-pdf-template-editor';

/** Asks before the default replaces the template (as a new version). */
function ResetDialog() {
  const open = usePdfTemplateEditorSelector(selectIsConfirmingReset);
  const resetting = usePdfTemplateEditorSelector(selectIsResetting);
  const kind = usePdfTemplateEditorSelector(selectKind);
  const { confirmReset, cancelReset } = usePdfTemplateCommands();
  return (
    <ConfirmDialog
      open={open}
      title="Reset to the default?"
      question={`The ${PDF_DOCUMENT_LABELS[kind].toLowerCase()} will print with the default look, saved as a new version. Documents already sent keep theirs.`}
      confirmLabel="Reset"
      busy={resetting}
      onConfirm={confirmReset}
      onClose={cancelReset}
    />
  );
}

/** Asks before choosing another document loses the unsaved changes to this one. */
function DiscardDialog() {
  const open = usePdfTemplateEditorSelector(selectIsConfirmingDiscard);
  const kind = usePdfTemplateEditorSelector(selectKind);
  const { confirmDiscard, cancelDiscard } = usePdfTemplateCommands();
  return (
    <ConfirmDialog
      open={open}
      title="Discard your changes?"
      question={`The changes to the ${PDF_DOCUMENT_LABELS[kind].toLowerCase()} template have not been saved and will be lost.`}
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      onConfirm={confirmDiscard}
      onClose={cancelDiscard}
    />
  );
}

/** The PDF templates screen: one slot per state of the machine. */
export function PdfTemplateEditorView() {
  const slot = usePdfTemplateEditorSelector(selectSlot);
  const failure = usePdfTemplateEditorSelector(selectFailure);
  const notice = usePdfTemplateEditorSelector(selectNotice);
  const { retry } = usePdfTemplateCommands();
  if (slot === 'loading') return <Loading label="Loading the PDF template" />;
  if (slot === 'loadFailed') return <LoadFailure message={failure?.message} onRetry={retry} />;
  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      <section aria-labelledby="pdf-template-heading" className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="pdf-template-heading" className="text-base font-semibold text-slate-900">
          Template
        </h2>
        <DocumentChooser />
        {notice && (
          <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
            {notice}
          </p>
        )}
        <FailureNote failure={failure} />
        <TemplateFields />
      </section>
      <TemplatePreview />
      <ResetDialog />
      <DiscardDialog />
    </div>
  );
}
