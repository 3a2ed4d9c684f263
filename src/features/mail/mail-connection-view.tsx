import { selectFailure, selectSlot } from '../../../machines/mail-connection/mail-connection.selectors';
import { LoadFailure } from '../../ui/load-failure';
import { Loading } from '../../ui/loading';
import { ConnectionFields } from './connection-fields';
import { ConnectionOutcome } from './connection-outcome';
import { useMailConnectionSelector } from './mail-connection-context';
import { RecentMail } from './recent-mail';
import { useMailConnectionCommands } from './use-mail-connection';

/** The mail connection screen: one slot per state of the machine. */
export function MailConnectionView() {
  const slot = useMailConnectionSelector(selectSlot);
  const failure = useMailConnectionSelector(selectFailure);
  const { retry } = useMailConnectionCommands();
  if (slot === 'loading') return <Loading label="Loading the mail connection" />;
  if (slot === 'loadFailed') return <LoadFailure message={failure?.message} onRetry={retry} />;
  return (
    <>
      <section aria-labelledby="mail-connection-heading" className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="mail-connection-heading" className="text-base font-semibold text-slate-900">
          Mail server
        </h2>
        <ConnectionOutcome />
        <ConnectionFields />
      </section>
      <RecentMail />
    </>
  );
}
