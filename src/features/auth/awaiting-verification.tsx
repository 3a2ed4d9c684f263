import { Link } from 'react-router';
import { selectFailure, selectIsBusy, selectNotice, selectRegisteredEmail } from '../../../machines/session/session.selectors';
import { useSession, useSessionCommands } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { Alert } from './auth-frame';

/** After registering: the mail is on its way; it can be sent again. */
export function AwaitingVerification() {
  const email = useSession(selectRegisteredEmail);
  const notice = useSession(selectNotice);
  const failure = useSession(selectFailure);
  const busy = useSession(selectIsBusy);
  const { resendVerification } = useSessionCommands();
  return (
    <div className="space-y-4">
      <Alert tone="success">
        We sent a verification link to <strong>{email}</strong>. Open it to activate your account; it works once and expires in 48 hours.
      </Alert>
      {notice && <Alert tone="info">{notice}</Alert>}
      {failure && <Alert tone="error">{failure.message}</Alert>}
      <p className="text-sm text-slate-600">No mail after a few minutes? Look in your spam folder, or send it again.</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" busy={busy} onClick={resendVerification}>
          Send the email again
        </Button>
        <Link to="/login" className="inline-flex items-center px-2 text-sm font-medium text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </div>
    </div>
  );
}
