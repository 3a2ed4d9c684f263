import { fromPromise, type ActorRefFrom } from 'xstate';
import { mailTemplatesMachine, type MailTemplatesMachine } from '../../machines/mail-templates/mail-templates.machine';
import { MailTemplatesProvider } from '../../src/features/mail/mail-templates-context';
import { MailTemplatesView } from '../../src/features/mail/mail-templates-view';
import { PageHeader } from '../../src/ui/page-header';
import type { MailKind, MailTemplate, MailTemplatePreview, TemplateWords } from '../../machines/mail-templates/mail-templates.types';

const pending = <T,>() => new Promise<T>(() => {});

/** Requests that never finish, so a story stays in the state it shows. */
export const inertMailTemplatesMachine = mailTemplatesMachine.provide({
  actors: {
    loadTemplates: fromPromise<MailTemplate[]>(() => pending()),
    saveTemplate: fromPromise<MailTemplate, TemplateWords>(() => pending()),
    resetTemplate: fromPromise<MailTemplate, { kind: MailKind }>(() => pending()),
    previewTemplate: fromPromise<MailTemplatePreview, TemplateWords>(() => pending()),
  },
});

/** The Mail templates section of /email-integration over a mail templates actor, as its state stories and the walker show it. */
export function MailTemplatesScreen({ actor }: { actor: ActorRefFrom<MailTemplatesMachine> }) {
  return (
    <div className="min-h-screen space-y-5 bg-slate-50 px-4 py-5 md:px-8">
      <PageHeader title="Email Integration" />
      <MailTemplatesProvider actor={actor}>
        <MailTemplatesView />
      </MailTemplatesProvider>
    </div>
  );
}
