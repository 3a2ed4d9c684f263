import { useCallback } from 'react';
import { Navigate } from 'react-router';
import { profileRoute } from '../../../domain/auth';
import { UPLOAD_SUCCEEDED } from '../../../domain/messages';
import { selectClaims } from '../../../machines/session/session.selectors';
import { fetchAgentProfile, uploadAgentAvatar } from '../../api/agent-profile';
import { useServices, useSession } from '../../app/session/session-context';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { notify } from '../../ui/toaster';
import { useLoader } from '../../ui/use-loader';
import { AgentProfileForm } from './agent-profile-form';
import { AvatarPicker } from './avatar-picker';
import { InsurersPanel } from './insurers-panel';

export const AGENT_PROFILE_TITLE = 'Profile';

/** /profile: an agent's own practice, picture and insurers; anyone else is sent to their settings. */
export function AgentProfilePage() {
  const claims = useSession(selectClaims);
  if (claims && profileRoute(claims) !== '/profile') return <Navigate to={profileRoute(claims)} replace />;
  return <AgentProfile />;
}

function AgentProfile() {
  const { api } = useServices();
  const claims = useSession(selectClaims);
  const { state, replace } = useLoader(useCallback((signal: AbortSignal) => fetchAgentProfile(api, signal), [api]));
  const uploaded = (uri: string) => {
    replace((profile) => ({ ...profile, avatar_uri: uri }));
    notify.success(UPLOAD_SUCCEEDED);
  };

  return (
    <div className="space-y-6">
      <PageHeader title={AGENT_PROFILE_TITLE} />
      <section aria-labelledby="agent-profile-heading" className="space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="agent-profile-heading" className="text-base font-semibold text-slate-900">
          Agent profile
        </h2>
        {state.status === 'loading' && <Loading label="Loading your profile" />}
        {state.status === 'failed' && (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
            {state.failure.message}
          </p>
        )}
        {state.status === 'ready' && (
          <>
            <AvatarPicker
              owner={claims?.username ?? 'you'}
              storedUri={state.data.avatar_uri}
              send={(file, transfer) => uploadAgentAvatar(api, file, transfer)}
              onUploaded={uploaded}
            />
            <AgentProfileForm profile={state.data} onSaved={(saved) => replace(() => saved)} />
          </>
        )}
      </section>
      <InsurersPanel />
    </div>
  );
}
