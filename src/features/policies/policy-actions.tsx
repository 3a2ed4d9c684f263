import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { linkClass } from '../../ui/link-styles';
import { policyPath, renewalPath } from './policy-format';
import type { PolicyLifecycleState } from './use-policy-lifecycle';

const editClass =
  'inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50';

/**
 * What may be done to the policy now: each offered only to a holder of its permission, from a
 * status the domain allows it from (the machine's guards). Put on cover stays visible but
 * disabled while "No Premium, No Cover" refuses it, with the reason. A renewed policy links to
 * the policy that renews it instead of offering Renew.
 */
export function PolicyActions({ state }: { state: PolicyLifecycleState }) {
  const { offers, busy, policy } = state;
  const reasonId = useId();
  if (!policy) return null;
  const renewedBy = policy.renewed_by;
  if (!state.mayEdit && !state.mayRenew && !renewedBy && !Object.values(offers).some(Boolean)) return null;
  const action = (offered: boolean, label: string, onClick: () => void, variant: 'primary' | 'secondary' | 'danger' = 'secondary') =>
    offered && (
      <Button variant={variant} disabled={busy} onClick={onClick}>
        {label}
      </Button>
    );
  return (
    <section aria-label="Actions" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap gap-2">
        {state.mayEdit && (
          <Link to={`/policy/${encodeURIComponent(policy.policy_id)}/edit`} className={editClass}>
            Edit
          </Link>
        )}
        {action(offers['policy.sendPlacementSlip'], 'Send placement slip', state.sendPlacementSlip)}
        {action(offers['policy.confirmPlacement'], 'Insurer confirmed', state.confirmPlacement)}
        {action(offers['policy.recordNumber'], 'Record policy number', state.recordNumber)}
        {offers['policy.activate'] && (
          <Button
            disabled={busy || state.coverBlock !== null}
            aria-describedby={state.coverBlock ? reasonId : undefined}
            onClick={state.activate}
          >
            Put on cover
          </Button>
        )}
        {action(offers['policy.markExpired'], 'Mark expired', state.markExpired)}
        {action(offers['policy.sendCreditNote'], 'Send credit note', state.sendCreditNote)}
        {action(offers['policy.bill'], 'Raise invoice', state.bill)}
        {action(offers['policy.sendRenewalNotice'], 'Send renewal notice', state.sendRenewalNotice)}
        {state.mayRenew && (
          <Link to={renewalPath(policy.policy_id)} className={editClass}>
            Renew
          </Link>
        )}
        {action(offers['policy.lapse'], 'Lapse', state.lapse, 'danger')}
        {action(offers['policy.cancel'], 'Cancel policy', state.cancel, 'danger')}
      </div>
      {renewedBy && (
        <p className="text-sm text-slate-700">
          Renewed by{' '}
          <Link to={policyPath(renewedBy)} className={linkClass}>
            the policy that renews it
          </Link>
        </p>
      )}
      {offers['policy.activate'] && state.coverBlock && (
        <p id={reasonId} className="text-sm text-amber-800">
          {state.coverBlock}
        </p>
      )}
    </section>
  );
}
