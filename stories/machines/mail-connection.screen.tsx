import { fromPromise, type ActorRefFrom } from 'xstate';
import { mailConnectionMachine, type MailConnectionMachine } from '../../machines/mail-connection/mail-connection.machine';
import { MailConnectionProvider } from '../../src/features/mail/mail-connection-context';
import { MailConnectionView } from '../../src/features/mail/mail-connection-view';
import { PageHeader } from '../../src/ui/page-header';
import type {
  ConnectionSave,
  MailConnectionLoaded,
  MailConnectionSettings,
  MailConnectionTest,
  MailConnectionTestPayload,
} from '../../machines/mail-connection/mail-connection.types';

const pending = <T,>() => new Promise<T>(() => {});

/** Requests that never finish, so a story stays in the state it shows. */
export const inertMailConnectionMachine = mailConnectionMachine.provide({
  actors: {
    loadConnection: fromPromise<MailConnectionLoaded>(() => pending()),
    saveConnection: fromPromise<MailConnectionSettings, ConnectionSave>(() => pending()),
    testConnection: fromPromise<MailConnectionTest, MailConnectionTestPayload>(() => pending()),
  },
});

/** /email-integration over a mail connection actor, as its state stories and the walker show it. */
export function MailConnectionScreen({ actor }: { actor: ActorRefFrom<MailConnectionMachine> }) {
  return (
    <div className="min-h-screen space-y-5 bg-slate-50 px-4 py-5 md:px-8">
      <PageHeader title="Email Integration" />
      <MailConnectionProvider actor={actor}>
        <MailConnectionView />
      </MailConnectionProvider>
    </div>
  );
}
