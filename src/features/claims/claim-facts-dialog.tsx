import { useState } from 'react';
import { CLAIM_CAUSES, MAX_CLAIM_DESCRIPTION } from '../../../domain/claims';
import { DateInput } from '../../ui/date-input';
import { MoneyInput } from '../../ui/money-input';
import { SelectInput } from '../../ui/select-input';
import { StepDialog } from '../../ui/step-dialog';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import type { FactsForm } from '../../../machines/claims/claims.types';
import type { ClaimState } from './use-claim';

const CAUSES = CLAIM_CAUSES.map((cause) => ({ value: cause, label: cause }));
type Cause = (typeof CLAIM_CAUSES)[number];

/** The facts of the loss corrected before the claim goes to the insurer; what was typed stays through a refusal. */
export function ClaimFactsDialog({ state }: { state: ClaimState }) {
  const [facts, setFacts] = useState(state.factsForm);
  const busy = state.step === 'busy';
  const errors = state.step === 'failed' ? (state.failure?.fieldErrors ?? {}) : {};
  const set = (field: keyof FactsForm) => (value: string) => setFacts((typed) => ({ ...typed, [field]: value }));
  const text = (field: keyof FactsForm) => ({
    value: facts[field],
    error: errors[field],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });
  return (
    <StepDialog
      title="Edit the claim’s details"
      size="lg"
      step={state.step === 'done' ? 'asking' : state.step}
      failure={state.failure}
      canRetry={state.canRetry}
      onRetry={state.retry}
      onClose={state.close}
      confirm="Save details"
      onConfirm={() => state.saveFacts(facts)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Insured item" {...text('insuredItem')} />
        <SelectInput
          label="Cause"
          required
          value={facts.cause as Cause | ''}
          options={CAUSES}
          error={errors.cause}
          disabled={busy}
          onChange={set('cause')}
        />
        <DateInput
          label="Date of loss"
          required
          max={state.today}
          value={facts.lossDate}
          error={errors.lossDate}
          onChange={set('lossDate')}
        />
        <TextField label="Place of loss" required {...text('lossPlace')} />
        <TextField label="Reported by" required {...text('reportedBy')} />
        <TextField label="Reporter’s phone" {...text('reporterPhone')} />
        <DateInput
          label="Reported on"
          required
          max={state.today}
          value={facts.reportedDate}
          error={errors.reportedDate}
          onChange={set('reportedDate')}
        />
        <MoneyInput label="Estimated loss" required {...text('estimatedLoss')} onChange={set('estimatedLoss')} />
        <TextField label="Police report number" {...text('policeReportNumber')} />
        <div className="sm:col-span-2">
          <TextArea
            label="Description"
            required
            value={facts.description}
            onChange={set('description')}
            limit={MAX_CLAIM_DESCRIPTION}
            error={errors.description}
            disabled={busy}
          />
        </div>
        <div className="sm:col-span-2">
          <TextArea label="Third parties" value={facts.thirdParties} onChange={set('thirdParties')} error={errors.thirdParties} />
        </div>
      </div>
    </StepDialog>
  );
}
