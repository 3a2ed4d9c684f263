import { useGrants } from '../../app/use-grants';
import { Loading } from '../../ui/loading';
import { NotAllowed } from '../../ui/not-allowed';
import { PageHeader } from '../../ui/page-header';
import { MailConnectionProvider } from './mail-connection-context';
import { MailConnectionView } from './mail-connection-view';
import { MailTemplatesProvider } from './mail-templates-context';
import { MailTemplatesView } from './mail-templates-view';
import { useMailConnectionActor } from './use-mail-connection';
import { useMailTemplatesActor } from './use-mail-templates';

const TITLE = 'Email Integration';

/** /email-integration: the brokerage's own mail server, its latest mail and its mail templates; for holders of 'Manage Mail Settings'. */
export function EmailIntegrationPage() {
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading your permissions" />;
  if (!grants.has('Manage Mail Settings')) return <NotAllowed title={TITLE} permission="Manage Mail Settings" />;
  return <EmailIntegration />;
}

function EmailIntegration() {
  const actor = useMailConnectionActor();
  const templates = useMailTemplatesActor();
  return (
    <div className="space-y-5">
      <PageHeader title={TITLE} />
      <MailConnectionProvider actor={actor}>
        <MailConnectionView />
      </MailConnectionProvider>
      <MailTemplatesProvider actor={templates}>
        <MailTemplatesView />
      </MailTemplatesProvider>
    </div>
  );
}
