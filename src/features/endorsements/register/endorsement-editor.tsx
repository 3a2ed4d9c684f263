import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ENDORSEMENT_KIND_LABELS,
  ENDORSEMENT_KINDS,
  MAX_ENDORSEMENT_DESCRIPTION,
  type EndorsementKind,
  type EndorsementPayload,
  type Policy,
} from '../../../../domain/policies';
import { todayInLagos } from '../../../../domain/today';
import { registerEndorsement } from '../../../api/endorsements';
import { useServices } from '../../../app/session/session-context';
import { usePolicySearch } from '../../../app/use-searches';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { DateInput } from '../../../ui/date-input';
import { FormSection } from '../../../ui/form-section';
import { secondaryLinkClass } from '../../../ui/link-styles';
import { PageHeader } from '../../../ui/page-header';
import { PolicyChooser } from '../../../ui/policy-chooser';
import { SelectInput } from '../../../ui/select-input';
import { TextArea } from '../../../ui/text-area';
import { notify } from '../../../ui/toaster';
import { useSending } from '../../../ui/use-sending';
import { EndorsementChanges, EndorsementLists } from './endorsement-changes';
import { blankEndorsement, checkEndorsement, previewTerms, startFrom, type EndorsementForm } from './endorsement-form';
import { EndorsementPreview } from './endorsement-preview';
import { POLICIES_ON_COVER } from './policies-on-cover';

const CORRECT_THE_FIELDS = 'Please correct the highlighted fields';
const KIND_OPTIONS = ENDORSEMENT_KINDS.map((kind) => ({ value: kind, label: ENDORSEMENT_KIND_LABELS[kind] }));

const endorsementPath = (endorsementId: string) => `/policy/endorsement/${encodeURIComponent(endorsementId)}`;

/**
 * A mid-term change to a policy on cover: the policy, the kind of change and its terms, the
 * pro-rata premium worked as it is typed, and whether the client is mailed the endorsement. What
 * the server refuses shows by field (or above the form when it names none), and what was typed stays.
 */
export function EndorsementEditor({
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
  const [policy, setPolicy] = useState<Policy | null>(start);
  const [form, setForm] = useState<EndorsementForm>(() => (start ? startFrom(start, todayInLagos()) : blankEndorsement()));
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const saving = useSending(
    useCallback(
      (signal: AbortSignal, payload: EndorsementPayload, mail: boolean) => registerEndorsement(api, payload, mail, signal),
      [api],
    ),
  );
  const edit = (changes: Partial<EndorsementForm>) => setForm((current) => ({ ...current, ...changes }));
  const choose = (chosen: Policy | null) => {
    setPolicy(chosen);
    if (chosen) setForm((current) => startFrom(chosen, todayInLagos(), current));
  };
  const errors: Record<string, string> = { ...refusals, ...(saving.failure?.fieldErrors ?? {}) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.sending) return;
    const checked = checkEndorsement(policy, form);
    if (!checked.ok) {
      setRefusals(Object.fromEntries(checked.errors.map((error) => [error.field, error.message])));
      return;
    }
    setRefusals({});
    const saved = await saving.send(checked.value, form.notify);
    if (!saved) return;
    notify.success(`Endorsement ${saved.endorsement_number} registered on ${saved.policy_number}`);
    void navigate(endorsementPath(saved.endorsement_id));
  };

  const refused = Object.keys(refusals).length > 0;
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
        <PolicyChooser offer={POLICIES_ON_COVER} search={findPolicies} policy={policy} error={errors.policyId} onChoose={choose} />
        <FormSection title="The change">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectInput
              label="Kind of change"
              required
              value={form.kind}
              options={KIND_OPTIONS}
              placeholder="Choose what changes"
              error={errors.kind}
              onChange={(kind: EndorsementKind) => edit({ kind })}
            />
            <DateInput
              label="Effective date"
              required
              value={form.effectiveDate}
              min={policy?.start_date}
              max={policy?.end_date}
              hint={policy ? `Within the policy period, ${policy.start_date} to ${policy.end_date}` : undefined}
              error={errors.effectiveDate}
              onChange={(effectiveDate) => edit({ effectiveDate })}
            />
          </div>
          <TextArea
            label="Description"
            required
            value={form.description}
            limit={MAX_ENDORSEMENT_DESCRIPTION}
            error={errors.description}
            onChange={(description) => edit({ description })}
          />
        </FormSection>
        {policy && <EndorsementChanges policy={policy} form={form} errors={errors} edit={edit} />}
        {policy && <EndorsementLists policy={policy} form={form} errors={errors} edit={edit} />}
        <EndorsementPreview terms={previewTerms(policy, form)} showEndDate={form.kind === 'extension'} />
        <Checkbox
          label="Mail the client the endorsement"
          hint={policy ? `${policy.client_name} is sent the endorsement document once it is registered` : undefined}
          checked={form.notify}
          onChange={(mail) => edit({ notify: mail })}
        />
      </fieldset>
      <div className="flex justify-end gap-2">
        <Link to={cancelTo} className={secondaryLinkClass}>
          Cancel
        </Link>
        <Button type="submit" busy={saving.sending}>
          Register endorsement
        </Button>
      </div>
    </form>
  );
}
