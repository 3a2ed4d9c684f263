import { refine, type, type Infer } from 'superstruct';
import { dateAfterMaximum, FIELD_REQUIRED, INVALID_AMOUNT, INVALID_DATE } from '../common-messages';
import { amountText, choiceText, chooseOneOf, isDate, positiveKobo, Problems, text } from '../invoices/fields';
import { pickIgnoringCase } from '../invoices/vocabulary';
import { nairaTextToKobo } from '../money';
import { REFUND_PAYMENT_MODES } from '../policies/refund';
import { CLAIM_STATUSES } from './status';

// The payloads that register, progress, discuss and mail a claim (camelCase).

/** What caused the loss; a police report number goes with the ones that are crimes. */
export const CLAIM_CAUSES = [
  'Accident',
  'Theft',
  'Burglary',
  'Armed robbery',
  'Fire',
  'Flood',
  'Storm',
  'Riot or civil commotion',
  'Machinery breakdown',
  'Illness or injury',
  'Death',
  'Other',
] as const;
export type ClaimCause = (typeof CLAIM_CAUSES)[number];
export const CAUSES_NEEDING_POLICE_REPORT: readonly ClaimCause[] = ['Theft', 'Burglary', 'Armed robbery', 'Riot or civil commotion'];

export const MAX_CLAIM_TEXT = 200;
export const MAX_CLAIM_DESCRIPTION = 2000;
export const MAX_CLAIM_COMMENT = 2000;
export const MAX_STATUS_REASON = 500;

const short = (value: string | null | undefined) => (value?.length ?? 0) > MAX_CLAIM_TEXT && `Must be at most ${MAX_CLAIM_TEXT} characters`;

/** The facts of the loss: what POST /claims registers and PATCH /claims/{id} may correct before submission. */
const ClaimFacts = {
  insuredItem: text(),
  lossDate: text(),
  lossPlace: text(),
  reportedDate: text(),
  cause: choiceText(CLAIM_CAUSES),
  description: text(),
  reportedBy: text(),
  reporterPhone: text(),
  estimatedLoss: amountText(),
  thirdParties: text(),
  policeReportNumber: text(),
};
type Facts = { [K in keyof typeof ClaimFacts]?: string | null };

/** Each fact's own problem; `required` lists the facts that must be there (all of them when registering). */
function factProblems(problems: Problems, facts: Facts, required: boolean) {
  const need = (value: string | null | undefined) => required && !value && FIELD_REQUIRED;
  const cause = facts.cause ? pickIgnoringCase(CLAIM_CAUSES, facts.cause) : null;
  problems
    .add('lossDate', need(facts.lossDate) || (facts.lossDate && !isDate(facts.lossDate) && INVALID_DATE))
    .add('lossPlace', need(facts.lossPlace) || short(facts.lossPlace))
    .add('reportedDate', need(facts.reportedDate) || (facts.reportedDate && !isDate(facts.reportedDate) && INVALID_DATE))
    .add('cause', need(facts.cause) || (facts.cause && !cause && chooseOneOf(CLAIM_CAUSES)))
    .add(
      'description',
      need(facts.description) ||
        ((facts.description?.length ?? 0) > MAX_CLAIM_DESCRIPTION && `Must be at most ${MAX_CLAIM_DESCRIPTION} characters`),
    )
    .add('reportedBy', need(facts.reportedBy) || short(facts.reportedBy))
    .add('reporterPhone', facts.reporterPhone && !/^\+?[\d\s-]{7,20}$/.test(facts.reporterPhone) && 'Enter a valid phone number')
    .add(
      'estimatedLoss',
      need(facts.estimatedLoss) || (facts.estimatedLoss && positiveKobo(facts.estimatedLoss) === null && INVALID_AMOUNT),
    )
    .add('insuredItem', short(facts.insuredItem))
    .add('thirdParties', (facts.thirdParties?.length ?? 0) > MAX_CLAIM_DESCRIPTION && `Must be at most ${MAX_CLAIM_DESCRIPTION} characters`)
    .add(
      'policeReportNumber',
      (required && cause && CAUSES_NEEDING_POLICE_REPORT.includes(cause) && !facts.policeReportNumber && POLICE_REPORT_NEEDED) ||
        short(facts.policeReportNumber),
    );
  if (isDate(facts.lossDate) && isDate(facts.reportedDate) && facts.reportedDate < facts.lossDate)
    problems.add('reportedDate', REPORTED_BEFORE_LOSS);
}

export const POLICE_REPORT_NEEDED = 'A theft, burglary, robbery or riot is reported to the police: give the report number';
export const REPORTED_BEFORE_LOSS = 'The claim can not be reported before the loss';
export const LOSS_OUTSIDE_COVER = 'The date of loss must fall within the period of cover';
export const policyNotOnCoverRefusal = (status: string) =>
  `A claim is registered on a policy that was on cover at the date of loss; this one is ${status}`;

/** POST /claims: the loss, as the client reported it, on one of the brokerage's policies. */
export const ClaimPayload = refine(type({ policyId: text(), ...ClaimFacts }), 'claim', (claim) => {
  const problems = new Problems().add('policyId', !claim.policyId && FIELD_REQUIRED);
  factProblems(problems, claim, true);
  return problems.failures();
});
export type ClaimPayload = Infer<typeof ClaimPayload>;

/** How the settlement reached the client. */
export const SETTLEMENT_MODES = ['through_brokerage', 'direct_to_client'] as const;
export type SettlementMode = (typeof SETTLEMENT_MODES)[number];
export const CLAIM_PAYMENT_MODES = REFUND_PAYMENT_MODES;

/**
 * PATCH /claims/{id}: corrects the facts (before submission), or moves the claim to `status` with
 * what that status needs: a reason to decline, withdraw or dispute; the loss adjuster; the offer and
 * excess; the account and date the settlement was received into or paid from.
 */
export const ClaimPatchPayload = refine(
  type({
    ...ClaimFacts,
    status: choiceText(CLAIM_STATUSES),
    reason: text(),
    adjusterName: text(),
    adjusterFirm: text(),
    adjusterEmail: text(),
    offerAmount: amountText(),
    excess: amountText(),
    /**
     * The cash or bank account (account_code_pk) the settlement was received into or is paid from;
     * blank, Cash in Hand or the first bank account.
     */
    accountId: text(),
    modeOfPayment: choiceText(CLAIM_PAYMENT_MODES),
    paymentDate: text(),
    /** The insurer's cheque or transfer reference, or the cheque paid to the client. */
    reference: text(),
  }),
  'claimPatch',
  (patch) => {
    const problems = new Problems().add(
      'status',
      patch.status && !pickIgnoringCase(CLAIM_STATUSES, patch.status) && 'Choose a claim status',
    );
    factProblems(problems, patch, false);
    problems
      .add('reason', (patch.reason?.length ?? 0) > MAX_STATUS_REASON && `Must be at most ${MAX_STATUS_REASON} characters`)
      .add('adjusterName', short(patch.adjusterName))
      .add('adjusterFirm', short(patch.adjusterFirm))
      .add('adjusterEmail', patch.adjusterEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(patch.adjusterEmail) && 'Enter a valid email address')
      .add('offerAmount', patch.offerAmount && positiveKobo(patch.offerAmount) === null && INVALID_AMOUNT)
      .add('excess', patch.excess && nairaTextToKobo(patch.excess) === null && INVALID_AMOUNT)
      .add(
        'modeOfPayment',
        patch.modeOfPayment && !pickIgnoringCase(CLAIM_PAYMENT_MODES, patch.modeOfPayment) && chooseOneOf(CLAIM_PAYMENT_MODES),
      )
      .add('paymentDate', patch.paymentDate && !isDate(patch.paymentDate) && INVALID_DATE)
      .add('reference', short(patch.reference));
    return problems.failures();
  },
);
export type ClaimPatchPayload = Infer<typeof ClaimPatchPayload>;

/** What a registered claim's dates may not be on the day (`today` yyyy-mm-dd, Africa/Lagos). */
export const claimDateProblems = (facts: Facts & { paymentDate?: string | null }, today: string) =>
  new Problems()
    .add('lossDate', isDate(facts.lossDate) && facts.lossDate > today && dateAfterMaximum(today))
    .add('reportedDate', isDate(facts.reportedDate) && facts.reportedDate > today && dateAfterMaximum(today))
    .add('paymentDate', isDate(facts.paymentDate) && facts.paymentDate > today && dateAfterMaximum(today)).list;

/** POST /claims/{id}/comment. */
export const ClaimCommentPayload = refine(type({ comment: text() }), 'claimComment', (body) =>
  new Problems()
    .add(
      'comment',
      !body.comment ? FIELD_REQUIRED : body.comment.length > MAX_CLAIM_COMMENT && `Must be at most ${MAX_CLAIM_COMMENT} characters`,
    )
    .failures(),
);
export type ClaimCommentPayload = Infer<typeof ClaimCommentPayload>;

/** The mails a claim sends, and to whom. Left out, the mail for the claim's current status. */
export const CLAIM_MAIL_EVENTS = [
  'registered',
  'documents_requested',
  'submitted',
  'offer_received',
  'settled',
  'declined',
  'overdue',
] as const;
export type ClaimMailEvent = (typeof CLAIM_MAIL_EVENTS)[number];

/** POST /claims/{id}/notifications. */
export const ClaimNotificationPayload = refine(type({ event: choiceText(CLAIM_MAIL_EVENTS) }), 'claimNotification', (body) =>
  new Problems().add('event', body.event && !pickIgnoringCase(CLAIM_MAIL_EVENTS, body.event) && chooseOneOf(CLAIM_MAIL_EVENTS)).failures(),
);
export type ClaimNotificationPayload = Infer<typeof ClaimNotificationPayload>;

/** The notifications a claim raises; each links to `claimLink(id)`, which an open claim page listens for to reload. */
export const CLAIM_NOTIFICATION_KINDS = {
  registered: 'claim_registered',
  comment: 'claim_comment',
  status: 'claim_status',
  document: 'claim_document',
  overdue: 'claim_overdue',
} as const;
export const claimLink = (claimId: string) => `/claims/${claimId}`;
