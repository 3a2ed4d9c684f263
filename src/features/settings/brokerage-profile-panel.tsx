import { useCallback } from 'react';
import { UPLOAD_SUCCEEDED } from '../../../domain/messages';
import { canEditBrokerProfile } from '../../../domain/permissions';
import { fetchBrokerProfile, uploadBrokerLogo } from '../../api/broker';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Loading } from '../../ui/loading';
import { notify } from '../../ui/toaster';
import { useLoader } from '../../ui/use-loader';
import { BrokerageLogo, type LogoUpload } from './brokerage-logo';
import { BrokerageProfileForm } from './brokerage-profile-form';
import type { BrokerProfile } from '../../../domain/brokerage';

const READ_ONLY_FIELDS: [label: string, value: (profile: BrokerProfile) => string | null][] = [
  ['Email', (p) => p.email],
  ['Phone', (p) => p.phone],
  ['RC number', (p) => p.rc_number],
  ['NAICOM licence number', (p) => p.naicom_license_number],
  ['Address', (p) => [p.address, p.city, p.lga_name, p.state_name].filter(Boolean).join(', ') || null],
  ['Website', (p) => p.website],
  ['TIN', (p) => p.tin],
];

/** The brokerage's profile and logo: editable with 'Update Broker Profile' or 'Create Broker Profile', read-only otherwise. */
export function BrokerageProfilePanel() {
  const { api } = useServices();
  const grants = useGrants();
  const { state, replace } = useLoader(useCallback((signal: AbortSignal) => fetchBrokerProfile(api, signal), [api]));
  const editable = grants.admin || canEditBrokerProfile(grants.permissions);

  if (state.status === 'loading') return <Loading label="Loading the brokerage profile" />;
  if (state.status === 'failed') {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
        {state.failure.message}
      </p>
    );
  }
  const profile = state.data;
  const upload: LogoUpload<{ logo_file: string; logo_url: string }> = {
    send: (file, transfer) => uploadBrokerLogo(api, file, transfer),
    onUploaded: (saved) => {
      replace((current) => ({ ...current, logo_file: saved.logo_file, logo_url: saved.logo_url }));
      notify.success(UPLOAD_SUCCEEDED);
    },
  };
  return (
    <section aria-labelledby="brokerage-profile-heading" className="space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="brokerage-profile-heading" className="text-base font-semibold text-slate-900">
        Brokerage profile
      </h2>
      <BrokerageLogo brokerage={profile.name} logoUrl={profile.logo_url} {...(editable ? { upload } : {})} />
      {editable ? (
        <BrokerageProfileForm key={profile.broker_id} profile={profile} onSaved={(saved) => replace(() => saved)} />
      ) : (
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <div className="sm:col-span-2">
            <dt className="text-xs uppercase tracking-wide text-slate-500">Name</dt>
            <dd className="text-slate-900">{profile.name}</dd>
          </div>
          {READ_ONLY_FIELDS.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
              <dd className="text-slate-900">{value(profile) ?? '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
