import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectIsChecking, selectIsExpired, selectIsSignedIn, selectNeedsPasswordChange } from '../../machines/session/session.selectors';
import { Loading } from '../ui/loading';
import { useSession } from './session/session-context';

/** Protected routes: no session goes to /login; a pending password change goes to /change-password. */
export function RequireSession() {
  // Once the check answers, the signed-in area (shell and screen) is drawn as a transition, in slices
  // between which the page answers input, rather than in one long task.
  const checking = useDeferredValue(useSession(selectIsChecking));
  const signedIn = useSession(selectIsSignedIn);
  const expired = useSession(selectIsExpired);
  const mustChangePassword = useSession(selectNeedsPasswordChange);
  const location = useLocation();
  if (checking) return <Loading fullPage label="Checking your session" />;
  if (mustChangePassword) return <Navigate to="/change-password" replace />;
  // An expired session keeps the page behind the modal so the user sees where they were.
  if (signedIn || expired) return <Outlet />;
  return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
}
