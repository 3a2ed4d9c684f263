import { CAUSES_NEEDING_POLICE_REPORT, CLAIM_CAUSES, MAX_CLAIM_DESCRIPTION, type ClaimCause } from '../../../../domain/claims';
import { DateInput } from '../../../ui/date-input';
import { FormSection } from '../../../ui/form-section';
import { MoneyInput } from '../../../ui/money-input';
import { SelectInput } from '../../../ui/select-input';
import { TextArea } from '../../../ui/text-area';
import { TextField } from '../../../ui/text-field';
import type { Policy } from '../../../../domain/policies';
import type { LossField, LossReport } from './loss-report';

const CAUSES = CLAIM_CAUSES.map((cause) => ({ value: cause, label: cause }));

export interface LossBinding {
  report: LossReport;
  errorOf: (field: LossField) => string | undefined;
  set: (field: LossField, value: string) => void;
}

const needsPoliceReport = (cause: string) => CAUSES_NEEDING_POLICE_REPORT.includes(cause as ClaimCause);

/** The item lost or damaged: one of the policy's own items when it lists any, otherwise in words. */
function InsuredItem({ policy, report, errorOf, set }: LossBinding & { policy: Policy | null }) {
  const items = [...new Set((policy?.items ?? []).map((item) => item.description))];
  if (items.length === 0)
    return (
      <TextField
        label="Insured item"
        value={report.insuredItem}
        hint="What was lost or damaged"
        error={errorOf('insuredItem')}
        onChange={(event) => set('insuredItem', event.target.value)}
      />
    );
  return (
    <SelectInput
      label="Insured item"
      value={report.insuredItem}
      options={items.map((item) => ({ value: item, label: item }))}
      placeholder="Choose the item lost or damaged"
      error={errorOf('insuredItem')}
      onChange={(item) => set('insuredItem', item)}
    />
  );
}

/** What happened, where and when, why, and what it cost. */
export function LossFields({ policy, today, ...binding }: LossBinding & { policy: Policy | null; today: string }) {
  const { report, errorOf, set } = binding;
  return (
    <FormSection title="The loss">
      <div className="grid gap-4 sm:grid-cols-2">
        <InsuredItem policy={policy} {...binding} />
        <DateInput
          label="Date of loss"
          required
          max={today}
          value={report.lossDate}
          hint={policy ? `Within the cover, ${policy.start_date} to ${policy.end_date}` : undefined}
          error={errorOf('lossDate')}
          onChange={(lossDate) => set('lossDate', lossDate)}
        />
        <TextField
          label="Place of loss"
          required
          value={report.lossPlace}
          error={errorOf('lossPlace')}
          onChange={(event) => set('lossPlace', event.target.value)}
        />
        <SelectInput
          label="Cause"
          required
          value={report.cause as ClaimCause | ''}
          options={CAUSES}
          placeholder="Choose the cause"
          error={errorOf('cause')}
          onChange={(cause) => set('cause', cause)}
        />
        <MoneyInput
          label="Estimated loss"
          required
          value={report.estimatedLoss}
          error={errorOf('estimatedLoss')}
          onChange={(amount) => set('estimatedLoss', amount)}
        />
        <TextField
          label="Police report number"
          required={needsPoliceReport(report.cause)}
          value={report.policeReportNumber}
          hint={
            needsPoliceReport(report.cause) && !errorOf('policeReportNumber') ? `Needed for a ${report.cause.toLowerCase()}` : undefined
          }
          error={errorOf('policeReportNumber')}
          onChange={(event) => set('policeReportNumber', event.target.value)}
        />
      </div>
      <TextArea
        label="Description"
        required
        value={report.description}
        limit={MAX_CLAIM_DESCRIPTION}
        error={errorOf('description')}
        onChange={(description) => set('description', description)}
      />
      <TextArea
        label="Third parties involved"
        rows={2}
        value={report.thirdParties}
        limit={MAX_CLAIM_DESCRIPTION}
        error={errorOf('thirdParties')}
        onChange={(thirdParties) => set('thirdParties', thirdParties)}
      />
    </FormSection>
  );
}

/** Who told the brokerage of the loss, when, and how to reach them. */
export function ReporterFields({ today, report, errorOf, set }: LossBinding & { today: string }) {
  return (
    <FormSection title="The report">
      <div className="grid gap-4 sm:grid-cols-3">
        <DateInput
          label="Date reported"
          required
          max={today}
          value={report.reportedDate}
          error={errorOf('reportedDate')}
          onChange={(reportedDate) => set('reportedDate', reportedDate)}
        />
        <TextField
          label="Reported by"
          required
          value={report.reportedBy}
          error={errorOf('reportedBy')}
          onChange={(event) => set('reportedBy', event.target.value)}
        />
        <TextField
          label="Reporter’s phone"
          type="tel"
          value={report.reporterPhone}
          error={errorOf('reporterPhone')}
          onChange={(event) => set('reporterPhone', event.target.value)}
        />
      </div>
    </FormSection>
  );
}
