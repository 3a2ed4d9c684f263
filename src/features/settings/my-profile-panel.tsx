import { useCallback } from 'react';
import { Link } from 'react-router';
import { UPLOAD_SUCCEEDED } from '../../../domain/messages';
import { fetchOwnProfile, uploadOwnAvatar } from '../../api/profile';
import { useServices } from '../../app/session/session-context';
import { Loading } from '../../ui/loading';
import { notify } from '../../ui/toaster';
import { useLoader } from '../../ui/use-loader';
import { AvatarPicker } from './avatar-picker';
import { OwnProfileForm } from './own-profile-form';
import type { UserDetails } from '../../../domain/profile';

/** The signed-in person's own name, phone and picture (a tab of /settings). */
export function MyProfilePanel() {
  const { api } = useServices();
  const { state, replace } = useLoader(useCallback((signal: AbortSignal) => fetchOwnProfile(api, signal), [api]));

  if (state.status === 'loading') return <Loading label="Loading your profile" />;
  if (state.status === 'failed') {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
        {state.failure.message}
      </p>
    );
  }
  const user = state.data;
  const uploaded = (saved: UserDetails) => {
    replace(() => saved);
    notify.success(UPLOAD_SUCCEEDED);
  };
  return (
    <section aria-labelledby="my-profile-heading" className="space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="my-profile-heading" className="text-base font-semibold text-slate-900">
        My profile
      </h2>
      <AvatarPicker
        owner={user.basicDetails.username}
        storedUri={user.additionalDetails.avatar_uri}
        send={(file, transfer) => uploadOwnAvatar(api, file, transfer)}
        onUploaded={uploaded}
      />
      <OwnProfileForm key={user.user_id} user={user} onSaved={(saved: UserDetails) => replace(() => saved)} />
      <dl className="grid gap-1 text-sm">
        <dt className="text-xs uppercase tracking-wide text-slate-500">Email</dt>
        <dd className="text-slate-900">{user.basicDetails.email}</dd>
      </dl>
      <Link to="/change-password" className="inline-flex text-sm font-medium text-brand-700 hover:underline">
        Change password
      </Link>
    </section>
  );
}
