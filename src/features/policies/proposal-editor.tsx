import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useProductDetails } from '../../app/use-product-details';
import { useShareParties } from '../../app/use-share-parties';
import { Button } from '../../ui/button';
import { FormSection } from '../../ui/form-section';
import { InsuredItemsEditor } from '../../ui/insured-items-editor';
import { secondaryLinkClass } from '../../ui/link-styles';
import { PageHeader } from '../../ui/page-header';
import { PremiumSharesSection } from '../../ui/premium-shares-section';
import { TextArea } from '../../ui/text-area';
import { notify } from '../../ui/toaster';
import { useSending } from '../../ui/use-sending';
import { billOn, checkProposal, type ProposalForm, type ProposalItem, type ProposalStart, type ShownChoices } from './proposal-form';
import { ProposalParties } from './proposal-parties';
import { ProposalTerms } from './proposal-terms';
import type { PolicyDetails, PolicyPayload } from '../../../domain/policies';

const NARRATION_MAX = 1000;
const CORRECT_THE_FIELDS = 'Please correct the highlighted fields';
const blankItem = (): ProposalItem => ({ description: '', sumInsured: '', details: {} });

/** How the form saves: the call, what the toast says was done, and the button's words. */
export interface ProposalSave {
  send: (payload: PolicyPayload, signal: AbortSignal) => Promise<PolicyDetails>;
  done: 'created' | 'updated';
  label: string;
}

/**
 * A policy proposal's terms, as one form for a new proposal (from nothing, a quote or an invoice)
 * and for a proposal or placed policy being changed. What the server refuses shows by field, and
 * what was typed stays.
 */
export function ProposalEditor({
  title,
  start,
  fixedParties,
  source,
  save,
  cancelTo,
}: {
  title: string;
  start: ProposalStart;
  /** The client and product are the quote's or the invoice's and cannot change. */
  fixedParties: boolean;
  /** Where the proposal comes from, said above the form. */
  source?: ReactNode;
  save: ProposalSave;
  cancelTo: string;
}) {
  const navigate = useNavigate();
  const [form, setForm] = useState<ProposalForm>(start.form);
  const [shown, setShown] = useState<ShownChoices>(start.shown);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const product = useProductDetails(form.productId);
  const parties = useShareParties();
  const rowKeys = useRef(1000);
  const nextKey = useCallback(() => (rowKeys.current += 1), []);
  const { send } = save;
  const saving = useSending(useCallback((signal: AbortSignal, payload: PolicyPayload) => send(payload, signal), [send]));
  const edit = (changes: Partial<ProposalForm>) => setForm((current) => ({ ...current, ...changes }));
  const errors: Record<string, string> = { ...refusals, ...(saving.failure?.fieldErrors ?? {}) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.sending) return;
    const checked = checkProposal(form, product.status === 'ready' ? product.data : null);
    if (!checked.ok) {
      setRefusals(Object.fromEntries(checked.errors.map((error) => [error.field, error.message])));
      return;
    }
    setRefusals({});
    const saved = await saving.send(checked.value);
    if (!saved) return;
    notify.success(`Policy proposal ${saved.policy_number} ${save.done}`);
    void navigate(`/policies/${encodeURIComponent(saved.policy_id)}`);
  };

  const refused = Object.keys(refusals).length > 0;
  // The record the proposal comes from has no field of its own on the form: its refusal shows in the alert.
  const sourceRefusal = errors.quoteId ?? errors.invoiceId ?? errors.renewalOf;
  return (
    <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="space-y-5">
      <PageHeader title={title} />
      {source}
      {(refused || saving.failure) && (
        <div role="alert" className="space-y-1 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p>{refused ? CORRECT_THE_FIELDS : saving.failure?.message}</p>
          {!refused && sourceRefusal && <p>{sourceRefusal}</p>}
        </div>
      )}
      <fieldset disabled={saving.sending} className="space-y-5">
        <ProposalParties
          form={form}
          shown={shown}
          fixed={fixedParties}
          errors={errors}
          edit={edit}
          onShown={(changes) => setShown((current) => ({ ...current, ...changes }))}
          onBill={(invoice) => setForm((current) => billOn(current, invoice))}
        />
        <ProposalTerms form={form} product={product} errors={errors} edit={edit} />
        <InsuredItemsEditor items={form.items} errors={errors} blank={blankItem} onChange={(items) => edit({ items })} />
        <PremiumSharesSection
          parties={parties}
          coBrokers={form.coBrokers}
          coInsurers={form.coInsurers}
          errors={errors}
          nextKey={nextKey}
          onCoBrokers={(coBrokers) => edit({ coBrokers })}
          onCoInsurers={(coInsurers) => edit({ coInsurers })}
        />
        <FormSection title="Narration">
          <TextArea
            label="Narration"
            value={form.narration}
            limit={NARRATION_MAX}
            error={errors.narration}
            onChange={(narration) => edit({ narration })}
          />
        </FormSection>
      </fieldset>
      <div className="flex justify-end gap-2">
        <Link to={cancelTo} className={secondaryLinkClass}>
          Cancel
        </Link>
        <Button type="submit" busy={saving.sending}>
          {save.label}
        </Button>
      </div>
    </form>
  );
}
