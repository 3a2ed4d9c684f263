import { claimDateProblems, LOSS_OUTSIDE_COVER, type ClaimPayload } from '../../../../domain/claims';
import { isDate } from '../../../../domain/invoices/fields';
import { lossWithinCover } from '../../../../domain/policies/claimable';
import type { Policy } from '../../../../domain/policies';
import type { FieldError } from '../../../../domain/validation';

// The register form as typed: the loss as the client reported it, on the policy chosen.

export type LossField = Exclude<keyof ClaimPayload, 'policyId'>;
export type LossReport = Record<LossField, string>;

export const blankLossReport = (today: string): LossReport => ({
  insuredItem: '',
  lossDate: '',
  lossPlace: '',
  reportedDate: today,
  cause: '',
  description: '',
  reportedBy: '',
  reporterPhone: '',
  estimatedLoss: '',
  thirdParties: '',
  policeReportNumber: '',
});

/** POST /claims's body as typed, before the domain's struct trims and checks it. */
export const claimInputOf = (policy: Policy | null, report: LossReport) => ({ policyId: policy?.policy_id ?? '', ...report });

/** What the struct cannot see: the chosen policy's period of cover and today's date in Lagos. */
export function lossProblems(policy: Policy | null, report: LossReport, today: string): FieldError[] {
  const outside = policy && isDate(report.lossDate) && !lossWithinCover(policy, report.lossDate);
  return [...(outside ? [{ field: 'lossDate', message: LOSS_OUTSIDE_COVER }] : []), ...claimDateProblems(report, today)];
}
