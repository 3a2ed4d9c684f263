import { useCallback, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Fact } from './fact';
import { FormSection } from './form-section';
import { keepTyping, LookupChoices } from './lookup-choices';
import { statusLabel } from './status-badge';
import { TextField } from './text-field';
import { useLookup } from './use-lookup';
import type { Policy, PolicyStatus } from '../../domain/policies';

/** What the chooser asks for: policies of one status with the words typed, as the screen binds it to its API. */
export type PolicySearch = (query: { status: PolicyStatus; search: string }, signal: AbortSignal) => Promise<Policy[]>;

/** Which policies a register page offers, in its own words, and what it shows of the one chosen. */
export interface PolicyOffer {
  statuses: readonly PolicyStatus[];
  /** The accessible name of the chosen policy's facts. */
  chosenLabel: string;
  searchLabel: string;
  searchHint?: string;
  legend: string;
  /** Said when no policy of those statuses exists yet. */
  noneYet: string;
  /** The chosen policy's facts after its number, parties, insurer and product. */
  facts: readonly { term: string; of: (policy: Policy) => ReactNode }[];
}

function ChosenPolicy({ offer, policy }: { offer: PolicyOffer; policy: Policy }) {
  return (
    <dl aria-label={offer.chosenLabel} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
      {offer.facts.map((fact) => (
        <Fact key={fact.term} term={fact.term}>
          {fact.of(policy)}
        </Fact>
      ))}
    </dl>
  );
}

/** The offered policies found by number, insured or client; the newest of each status before anything is typed. */
function PolicyFinder({
  offer,
  search,
  error,
  onChoose,
}: {
  offer: PolicyOffer;
  search: PolicySearch;
  error?: string;
  onChoose: (policy: Policy) => void;
}) {
  const [typed, setTyped] = useState('');
  const find = useCallback(
    async (words: string, signal: AbortSignal) =>
      (await Promise.all(offer.statuses.map((status) => search({ status, search: words }, signal)))).flat(),
    [offer, search],
  );
  const lookup = useLookup(typed, find, true);
  // Where more than one status is offered, each policy found says its own.
  const statusOf = (policy: Policy) => (offer.statuses.length > 1 ? ` · ${statusLabel(policy.status)}` : '');
  return (
    <div className="space-y-3">
      <TextField
        label={offer.searchLabel}
        type="search"
        required
        placeholder="Policy number, insured or client"
        hint={offer.searchHint}
        value={typed}
        error={error}
        onKeyDown={keepTyping}
        onChange={(event) => setTyped(event.target.value)}
      />
      {lookup.status === 'ready' && lookup.found.length === 0 && typed.trim() === '' ? (
        <p className="text-sm text-slate-600">{offer.noneYet}</p>
      ) : (
        <LookupChoices
          legend={offer.legend}
          lookup={lookup}
          typed={typed}
          keyOf={(policy) => policy.policy_id}
          labelOf={(policy) => `${policy.policy_number} · ${policy.name_of_insured}`}
          detailOf={(policy) =>
            `${policy.client_name} · ${policy.insurance_provider_name} · ${policy.start_date} to ${policy.end_date}${statusOf(policy)}`
          }
          chosen=""
          onChoose={onChoose}
        />
      )}
    </div>
  );
}

/** The policy a record is registered on: found and chosen, or shown once chosen with the way to choose another. */
export function PolicyChooser({
  offer,
  search,
  policy,
  error,
  onChoose,
}: {
  offer: PolicyOffer;
  search: PolicySearch;
  policy: Policy | null;
  /** The message of `policyId`, the form's own or the server's. */
  error?: string;
  onChoose: (policy: Policy | null) => void;
}) {
  return (
    <FormSection title="Policy">
      {policy ? (
        <>
          <ChosenPolicy offer={offer} policy={policy} />
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
        <PolicyFinder offer={offer} search={search} error={error} onChoose={onChoose} />
      )}
    </FormSection>
  );
}
