import { selectFailure, selectSlot } from '../../../machines/mail-templates/mail-templates.selectors';
import { LoadFailure } from '../../ui/load-failure';
import { Loading } from '../../ui/loading';
import { useMailTemplatesSelector } from './mail-templates-context';
import { TemplateEditor } from './template-editor';
import { TemplateList } from './template-list';
import { useMailTemplatesCommands } from './use-mail-templates';

/** The brokerage's words for each kind of mail: one slot per state of the machine. */
export function MailTemplatesView() {
  const slot = useMailTemplatesSelector(selectSlot);
  const failure = useMailTemplatesSelector(selectFailure);
  const { retry } = useMailTemplatesCommands();
  return (
    <section aria-labelledby="mail-templates-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="mail-templates-heading" className="text-base font-semibold text-slate-900">
        Mail templates
      </h2>
      {slot === 'loading' && <Loading label="Loading the mail templates" />}
      {slot === 'loadFailed' && <LoadFailure message={failure?.message} onRetry={retry} />}
      {slot === 'list' && (
        <div className="grid gap-5 lg:grid-cols-2">
          <TemplateList />
          <TemplateEditor />
        </div>
      )}
    </section>
  );
}
