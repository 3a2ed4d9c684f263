import { useCallback, useState } from 'react';
import { CLAIMABLE_POLICY_STATUSES } from '../../../../domain/policies/claimable';
import { fetchPolicies } from '../../../api/policies';
import { useServices } from '../../../app/session/session-context';
import { Button } from '../../../ui/button';
import { Fact } from '../../../ui/fact';
import { FormSection } from '../../../ui/form-section';
import { keepTyping, LookupChoices } from '../../../ui/lookup-choices';
import { statusLabel } from '../../../ui/status-badge';
import { TextField } from '../../../ui/text-field';
import { useLookup } from '../../../ui/use-lookup';
import { naira } from '../claims-format';
import type { Policy } from '../../../../domain/policies';

const FOUND = 10;

/** The policy the loss is claimed on: its parties, insurer, period and sum insured. */
function ChosenPolicy({ policy }: { policy: Policy }) {
  return (
    <dl aria-label="Policy claimed on" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Fact term="Policy">
        {policy.policy_number}
        {policy.insurer_policy_number && <span className="block text-xs text-slate-500">{policy.insurer_policy_number}</span>}
      </Fact>
      <Fact term="Client">{policy.client_name}</Fact>
      <Fact term="Insured">{policy.name_of_insured}</Fact>
      <Fact term="Insurer and product">
        {policy.insurance_provider_name}
        <span className="block text-xs text-slate-500">{policy.product_name}</span>
      </Fact>
      <Fact term="Period of cover">
        {policy.start_date} to {policy.end_date}
      </Fact>
      <Fact term="Status">{statusLabel(policy.status)}</Fact>
      <Fact term="Sum insured">{naira(policy.sum_insured)}</Fact>
    </dl>
  );
}

/** Policies on cover, expired or renewed, found by number, insured or client; the newest of each before anything is typed. */
function ClaimablePolicySearch({ error, onChoose }: { error?: string; onChoose: (policy: Policy) => void }) {
  const { api } = useServices();
  const [typed, setTyped] = useState('');
  const find = useCallback(
    async (words: string, signal: AbortSignal) => {
      const pages = await Promise.all(
        CLAIMABLE_POLICY_STATUSES.map((status) => fetchPolicies(api, { status, search: words, page: 1, limit: FOUND }, signal)),
      );
      return pages.flatMap((page) => page.rows);
    },
    [api],
  );
  const lookup = useLookup(typed, find, true);
  return (
    <div className="space-y-3">
      <TextField
        label="Find the policy"
        type="search"
        required
        placeholder="Policy number, insured or client"
        hint="Policies on cover, expired or renewed"
        value={typed}
        error={error}
        onKeyDown={keepTyping}
        onChange={(event) => setTyped(event.target.value)}
      />
      {lookup.status === 'ready' && lookup.found.length === 0 && typed.trim() === '' ? (
        <p className="text-sm text-slate-600">No policy is or was on cover yet: a claim is registered on a policy that covered the loss.</p>
      ) : (
        <LookupChoices
          legend="Policies"
          lookup={lookup}
          typed={typed}
          keyOf={(policy) => policy.policy_id}
          labelOf={(policy) => `${policy.policy_number} · ${policy.name_of_insured}`}
          detailOf={(policy) =>
            `${policy.client_name} · ${policy.insurance_provider_name} · ${policy.start_date} to ${policy.end_date} · ${statusLabel(policy.status)}`
          }
          chosen=""
          onChoose={onChoose}
        />
      )}
    </div>
  );
}

/** The policy the claim is registered on: found and chosen, or shown once chosen with the way to choose another. */
export function ClaimablePolicyChooser({
  policy,
  error,
  onChoose,
}: {
  policy: Policy | null;
  /** The message of `policyId`, the form's own or the server's. */
  error?: string;
  onChoose: (policy: Policy | null) => void;
}) {
  return (
    <FormSection title="Policy">
      {policy ? (
        <>
          <ChosenPolicy policy={policy} />
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button variant="secondary" onClick={() => onChoose(null)}>
            Choose another policy
          </Button>
        </>
      ) : (
        <ClaimablePolicySearch error={error} onChoose={onChoose} />
      )}
    </FormSection>
  );
}
