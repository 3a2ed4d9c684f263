import { DateTime } from 'luxon';
import { PDF_DOCUMENT_LABELS } from '../../../domain/pdf-templates';
import { LAGOS_ZONE } from '../../../domain/today';
import {
  selectKind,
  selectPreview,
  selectPreviewFailure,
  selectPreviewStage,
} from '../../../machines/pdf-template-editor/pdf-template-editor.selectors';
import { Loading } from '../../ui/loading';
import { useObjectUrl } from '../../ui/use-object-url';
import { usePdfTemplateEditorSelector } from './pdf-template-context';
import type { PreviewStage } from '../../../machines/pdf-template-editor/pdf-template-editor.selectors';

const STAGE_NOTES: Partial<Record<PreviewStage, string>> = {
  waiting: 'The preview follows once you pause.',
  previewing: 'Updating the preview…',
  held: 'Correct the highlighted fields to update the preview.',
};

/** When a preview came, to the second, so each new one reads apart from the last. */
const timeOf = (iso: string) => DateTime.fromISO(iso).setZone(LAGOS_ZONE).toFormat('HH:mm:ss');

/** The document as the unsaved template prints it, from the brokerage's latest record of the kind or a sample. */
export function TemplatePreview() {
  const kind = usePdfTemplateEditorSelector(selectKind);
  const preview = usePdfTemplateEditorSelector(selectPreview);
  const stage = usePdfTemplateEditorSelector(selectPreviewStage);
  const failure = usePdfTemplateEditorSelector(selectPreviewFailure);
  const url = useObjectUrl(preview?.pdf ?? null);
  const label = PDF_DOCUMENT_LABELS[kind];
  const source = !preview?.recordId
    ? `a sample, as the brokerage has no ${label.toLowerCase()} yet`
    : preview.reference
      ? `${label.toLowerCase()} ${preview.reference}`
      : `the brokerage’s latest ${label.toLowerCase()}`;
  return (
    <section
      aria-labelledby="pdf-preview-heading"
      className="space-y-3 rounded-xl lg:sticky lg:top-4 border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="pdf-preview-heading" className="text-base font-semibold text-slate-900">
        Preview
      </h2>
      <p aria-live="polite" className="text-sm text-slate-600">
        {preview && `Preview updated at ${timeOf(preview.receivedAt)}, from ${source}. `}
        {STAGE_NOTES[stage]}
      </p>
      {stage === 'failed' && failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          The preview could not be printed: {failure.message}
        </p>
      )}
      {!preview && stage === 'previewing' && <Loading label={`Printing the ${label.toLowerCase()}`} />}
      {preview && url && (
        <iframe
          key={url}
          src={url}
          title={`${label} preview from ${source}`}
          className="h-[70vh] w-full rounded-lg border border-slate-200 bg-white"
        />
      )}
    </section>
  );
}
