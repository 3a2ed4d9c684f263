import { shallowEqual } from '@xstate/react';
import { PDF_DOCUMENT_KINDS, PDF_DOCUMENT_LABELS, type PdfDocumentKind } from '../../../domain/pdf-templates';
import {
  selectIsBusy,
  selectKind,
  selectSaved,
  selectSummaries,
} from '../../../machines/pdf-template-editor/pdf-template-editor.selectors';
import { moment } from '../../ui/moment';
import { SelectInput } from '../../ui/select-input';
import { usePdfTemplateEditorSelector } from './pdf-template-context';
import { usePdfTemplateCommands } from './use-pdf-template-editor';

/** Which document's template is edited, and which version of it is in use. */
export function DocumentChooser() {
  const kind = usePdfTemplateEditorSelector(selectKind);
  const summaries = usePdfTemplateEditorSelector(selectSummaries, shallowEqual);
  const saved = usePdfTemplateEditorSelector(selectSaved);
  const busy = usePdfTemplateEditorSelector(selectIsBusy);
  const { choose } = usePdfTemplateCommands();
  const versionOf = (of: PdfDocumentKind) => summaries.find((summary) => summary.kind === of)?.version ?? 0;
  const options = PDF_DOCUMENT_KINDS.map((value) => ({
    value,
    label: versionOf(value) > 0 ? `${PDF_DOCUMENT_LABELS[value]} (version ${versionOf(value)})` : `${PDF_DOCUMENT_LABELS[value]} (default)`,
  }));
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="min-w-64">
        <SelectInput<PdfDocumentKind> label="Document" value={kind} options={options} disabled={busy} onChange={choose} />
      </div>
      {saved && (
        <p className="text-sm text-slate-600">
          {saved.version > 0
            ? `Version ${saved.version} is in use, saved ${saved.saved_at ? moment(saved.saved_at) : ''}${saved.saved_by ? ` by ${saved.saved_by}` : ''}. Documents already sent keep the version they were sent with.`
            : 'Not saved yet: documents print with the default look.'}
        </p>
      )}
    </div>
  );
}
