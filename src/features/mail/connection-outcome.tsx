import { selectFailure, selectNotice, selectSettings, selectTest } from '../../../machines/mail-connection/mail-connection.selectors';
import { FailureNote } from '../../ui/failure-note';
import { moment } from '../../ui/moment';
import { StatusBadge } from '../../ui/status-badge';
import { useMailConnectionSelector } from './mail-connection-context';

/** Which way the brokerage's mail leaves now, and what the last save or test said, in words. */
export function ConnectionOutcome() {
  const settings = useMailConnectionSelector(selectSettings);
  const test = useMailConnectionSelector(selectTest);
  const notice = useMailConnectionSelector(selectNotice);
  const failure = useMailConnectionSelector(selectFailure);
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {settings?.in_use ? (
          <StatusBadge status="In use" tone="green" />
        ) : (
          <StatusBadge status={settings?.configured ? 'Not in use' : 'Not set up'} tone="grey" />
        )}
        {settings?.in_use
          ? 'The brokerage’s mail leaves through this server.'
          : settings?.configured
            ? 'Mail leaves through this server once a test of the saved settings passes.'
            : 'Without a mail server of its own, the brokerage’s mail leaves through the office’s.'}
        {settings?.tested_at && ` Last tested ${moment(settings.tested_at)}: ${settings.test_passed ? 'passed' : 'failed'}.`}
      </p>
      {notice && (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
          {notice}
        </p>
      )}
      {test &&
        (test.passed ? (
          <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
            Test passed: {test.message}
          </p>
        ) : (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            Test failed: {test.message}
          </p>
        ))}
      <FailureNote failure={failure} />
    </div>
  );
}
