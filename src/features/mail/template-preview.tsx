import { selectPreview } from '../../../machines/mail-templates/mail-templates.selectors';
import { useMailTemplatesSelector } from './mail-templates-context';

/** The mail as it would leave with the words previewed, and the record its values came from. */
export function TemplatePreview() {
  const preview = useMailTemplatesSelector(selectPreview);
  if (!preview) return null;
  return (
    <section aria-labelledby="mail-preview-heading" className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h4 id="mail-preview-heading" className="text-sm font-semibold text-slate-900">
        Preview
      </h4>
      <p className="text-sm text-slate-600">
        {preview.source.kind === 'record' ? `Filled from ${preview.source.label}` : preview.source.label}
      </p>
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="font-medium text-slate-700">Subject</dt>
          <dd aria-label="Previewed subject" className="text-slate-900">
            {preview.subject}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">Body</dt>
          <dd aria-label="Previewed body" className="whitespace-pre-wrap rounded-md bg-white p-3 text-slate-900">
            {preview.text}
          </dd>
        </div>
      </dl>
    </section>
  );
}
