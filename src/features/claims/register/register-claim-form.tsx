import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ClaimPayload, LOSS_OUTSIDE_COVER } from '../../../../domain/claims';
import { todayInLagos } from '../../../../domain/today';
import { registerClaim } from '../../../api/claims';
import { useServices } from '../../../app/session/session-context';
import { usePolicySearch } from '../../../app/use-searches';
import { Button } from '../../../ui/button';
import { secondaryLinkClass } from '../../../ui/link-styles';
import { PageHeader } from '../../../ui/page-header';
import { PolicyChooser } from '../../../ui/policy-chooser';
import { notify } from '../../../ui/toaster';
import { useCheckedForm } from '../../../ui/use-checked-form';
import { useSending } from '../../../ui/use-sending';
import { claimPath } from '../claims-format';
import { CLAIMABLE_POLICIES } from './claimable-policies';
import { LossFields, ReporterFields } from './loss-fields';
import { blankLossReport, claimInputOf, lossProblems } from './loss-report';
import type { RequestFailure } from '../../../../domain/api';
import type { Policy } from '../../../../domain/policies';

const CORRECT_THE_FIELDS = 'Please correct the highlighted fields';

/** The server's messages by field; a loss outside the cover (409) belongs under the date of loss too. */
const serverErrorsOf = (failure: RequestFailure | null): Record<string, string> =>
  failure?.status === 409 && failure.message === LOSS_OUTSIDE_COVER ? { lossDate: failure.message } : (failure?.fieldErrors ?? {});

/**
 * A loss a client reported, registered on the policy that covered it. Checked in the browser with the
 * server's own rules and the policy's period; what the server refuses shows by field (or above the
 * form when it names none), and what was typed stays.
 */
export function RegisterClaimForm({
  title,
  start,
  cancelTo,
  source,
}: {
  title: string;
  /** The policy chosen before the form opens (?policyId=), or none yet. */
  start: Policy | null;
  cancelTo: string;
  source?: ReactNode;
}) {
  const { api } = useServices();
  const findPolicies = usePolicySearch();
  const navigate = useNavigate();
  const [today] = useState(() => todayInLagos());
  const [policy, setPolicy] = useState<Policy | null>(start);
  const [refused, setRefused] = useState(false);
  const saving = useSending(useCallback((signal: AbortSignal, payload: ClaimPayload) => registerClaim(api, payload, signal), [api]));
  const form = useCheckedForm(ClaimPayload, blankLossReport(today), serverErrorsOf(saving.failure));

  const choose = (chosen: Policy | null) => {
    setPolicy(chosen);
    form.touch('policyId');
    const items = chosen?.items.map((item) => item.description) ?? [];
    if (items.length > 0 && !items.includes(form.values.insuredItem)) form.set('insuredItem', '');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.sending) return;
    const payload = form.check(claimInputOf(policy, form.values), () => lossProblems(policy, form.values, today));
    setRefused(payload === null);
    if (!payload) return;
    const saved = await saving.send(payload);
    if (!saved) return;
    notify.success(`Claim ${saved.claim_number} registered`);
    void navigate(claimPath(saved.claim_id));
  };

  const binding = { report: form.values, errorOf: form.errorOf, set: form.set };
  return (
    <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="space-y-5">
      <PageHeader title={title} />
      {source}
      {(refused || saving.failure) && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {refused ? CORRECT_THE_FIELDS : saving.failure?.message}
        </p>
      )}
      <fieldset disabled={saving.sending} className="space-y-5">
        <PolicyChooser
          offer={CLAIMABLE_POLICIES}
          search={findPolicies}
          policy={policy}
          error={form.errorOf('policyId')}
          onChoose={choose}
        />
        <LossFields policy={policy} today={today} {...binding} />
        <ReporterFields today={today} {...binding} />
      </fieldset>
      <div className="flex justify-end gap-2">
        <Link to={cancelTo} className={secondaryLinkClass}>
          Cancel
        </Link>
        <Button type="submit" busy={saving.sending}>
          Register claim
        </Button>
      </div>
    </form>
  );
}
