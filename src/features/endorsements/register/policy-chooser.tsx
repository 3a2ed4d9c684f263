import { useCallback, useState } from 'react';
import { formatNaira, nairaToKobo } from '../../../../domain/money';
import { fetchPolicies } from '../../../api/policies';
import { useServices } from '../../../app/session/session-context';
import { Button } from '../../../ui/button';
import { Fact } from '../../../ui/fact';
import { FormSection } from '../../../ui/form-section';
import { keepTyping, LookupChoices } from '../../../ui/lookup-choices';
import { TextField } from '../../../ui/text-field';
import { useLookup } from '../../../ui/use-lookup';
import type { Policy } from '../../../../domain/policies';

const FOUND = 10;
const naira = (amount: string) => formatNaira(nairaToKobo(amount));

/** The policy the change is to: its parties, period and money, as the terms will read them. */
function ChosenPolicy({ policy }: { policy: Policy }) {
  return (
    <dl aria-label="Policy endorsed" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
      <Fact term="Period">
        {policy.start_date} to {policy.end_date}
      </Fact>
      <Fact term="Premium">{naira(policy.premium)}</Fact>
      <Fact term="Sum insured">{naira(policy.sum_insured)}</Fact>
      <Fact term="Commission">{naira(policy.commission)}</Fact>
    </dl>
  );
}

/** Active policies found by number, insured or client; the newest on cover before anything is typed. */
function ActivePolicySearch({ error, onChoose }: { error?: string; onChoose: (policy: Policy) => void }) {
  const { api } = useServices();
  const [typed, setTyped] = useState('');
  const find = useCallback(
    async (words: string, signal: AbortSignal) =>
      (await fetchPolicies(api, { status: 'active', search: words, page: 1, limit: FOUND }, signal)).rows,
    [api],
  );
  const lookup = useLookup(typed, find, true);
  return (
    <div className="space-y-3">
      <TextField
        label="Find an active policy"
        type="search"
        required
        placeholder="Policy number, insured or client"
        value={typed}
        error={error}
        onKeyDown={keepTyping}
        onChange={(event) => setTyped(event.target.value)}
      />
      {lookup.status === 'ready' && lookup.found.length === 0 && typed.trim() === '' ? (
        <p className="text-sm text-slate-600">No policy is on cover: only an active policy takes an endorsement.</p>
      ) : (
        <LookupChoices
          legend="Active policies"
          lookup={lookup}
          typed={typed}
          keyOf={(policy) => policy.policy_id}
          labelOf={(policy) => `${policy.policy_number} · ${policy.name_of_insured}`}
          detailOf={(policy) => `${policy.client_name} · ${policy.insurance_provider_name} · ${policy.start_date} to ${policy.end_date}`}
          chosen=""
          onChoose={onChoose}
        />
      )}
    </div>
  );
}

/** The policy on cover the change is registered on: found and chosen, or shown once chosen with the way to choose another. */
export function PolicyChooser({
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
        <ActivePolicySearch error={error} onChoose={onChoose} />
      )}
    </FormSection>
  );
}
