import { useGrants } from '../../app/use-grants';
import { Loading } from '../../ui/loading';
import { NotAllowed } from '../../ui/not-allowed';
import { PageHeader } from '../../ui/page-header';
import { PdfTemplateEditorProvider } from './pdf-template-context';
import { PdfTemplateEditorView } from './pdf-template-editor-view';
import { usePdfTemplateEditor } from './use-pdf-template-editor';

const TITLE = 'PDF Templates';

/** /pdf-templates: how each printed document looks, with a live preview; for holders of 'Manage Mail Settings'. */
export function PdfTemplatesPage() {
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading your permissions" />;
  if (!grants.has('Manage Mail Settings')) return <NotAllowed title={TITLE} permission="Manage Mail Settings" />;
  return <PdfTemplates />;
}

function PdfTemplates() {
  const actor = usePdfTemplateEditor();
  return (
    <div className="space-y-5">
      <PageHeader title={TITLE} />
      <PdfTemplateEditorProvider actor={actor}>
        <PdfTemplateEditorView />
      </PdfTemplateEditorProvider>
    </div>
  );
}
