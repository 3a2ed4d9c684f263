import { CLIENT_HAS_NO_EMAIL } from '../../domain/invoices/documents';
import { coverRefusal, ENDS_LATER, POLICY_NOT_FOUND, policyMoveRefusal } from '../../domain/policies';
import { ApiFailure } from '../../src/api/errors';
import {
  AFTER_THE_END,
  BILLED,
  BROKER,
  NOTIFIED,
  POLICIES,
  POLICY_ID,
  READ_ON,
  READER,
  READY_FOR_COVER,
  UNBILLED,
} from '../policies/policy-fixtures';
import type { PolicyLifecycleMachine } from '../../machines/policy-lifecycle/policy-lifecycle.machine';
import type {
  PolicyDetails,
  PolicyLifecycleEvent,
  PolicyLifecycleInput,
  PolicyViewer,
} from '../../machines/policy-lifecycle/policy-lifecycle.types';
import type { MachineModel } from '../support/machine-model';
import type { SnapshotFrom } from 'xstate';

// The policy lifecycle's model: the event cases its model-based tests walk, which the walker and
// the paths on its Diagram page offer too.

/** The invoke ids: several moves call one source (patchPolicy, sendPlacementSlip, loadPolicy) under their own ids. */
export type PolicyActorName =
  | 'loadPolicy'
  | 'reloadPolicy'
  | 'sendPlacementSlip'
  | 'confirmPlacement'
  | 'recordNumber'
  | 'activatePolicy'
  | 'expirePolicy'
  | 'lapsePolicy'
  | 'cancelPolicy'
  | 'sendCreditNote'
  | 'billPolicy'
  | 'sendRenewalNotice';

type Snapshot = SnapshotFrom<PolicyLifecycleMachine>;
type DoneEvent = { type: `xstate.done.actor.${PolicyActorName}`; output: PolicyDetails };
type ErrorEvent = { type: `xstate.error.actor.${PolicyActorName}`; error: unknown };
export type PolicyModelEvent = PolicyLifecycleEvent | DoneEvent | ErrorEvent;
type ModelEvent = PolicyModelEvent;

export const FAILURES = {
  network: new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'),
  notFound: new ApiFailure(POLICY_NOT_FOUND, 404, 'NOT_FOUND'),
  noCover: new ApiFailure('No Premium, No Cover: the premium on invoice INV/2026/000108 was reversed', 409, 'CONFLICT'),
  endsLater: new ApiFailure(ENDS_LATER, 409, 'CONFLICT'),
  notPlaceable: new ApiFailure(policyMoveRefusal('place', 'cancelled'), 409, 'CONFLICT'),
  noEmail: new ApiFailure(CLIENT_HAS_NO_EMAIL, 409, 'CONFLICT'),
  notBillable: new ApiFailure(policyMoveRefusal('edit', 'active'), 409, 'CONFLICT'),
  numberTaken: new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
    insurerPolicyNumber: 'Another policy carries this number',
  }),
};

const done = (id: PolicyActorName, output: PolicyDetails): DoneEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: PolicyActorName, error: unknown): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error });

export const CONFIRMED = { ...POLICIES.placed, placement_confirmed_at: '2026-03-23T11:00:00.000Z' };
const SHOWN = [POLICIES.proposal, UNBILLED, POLICIES.placed, READY_FOR_COVER, POLICIES.active, POLICIES.expired];

/** Representative cases of every event; the model keeps those the current state can take. */
export const MODEL_EVENTS: readonly ModelEvent[] = [
  ...SHOWN.map((policy) => done('loadPolicy', policy)),
  failed('loadPolicy', FAILURES.notFound),
  failed('loadPolicy', FAILURES.network),
  { type: 'policy.retry' },
  { type: 'policy.close' },
  { type: 'policy.confirm' },
  { type: 'policy.sendPlacementSlip' },
  { type: 'policy.confirmPlacement' },
  { type: 'policy.recordNumber' },
  { type: 'policy.activate' },
  { type: 'policy.lapse' },
  { type: 'policy.cancel' },
  { type: 'policy.markExpired' },
  { type: 'policy.sendCreditNote' },
  { type: 'policy.upload' },
  { type: 'policy.bill' },
  { type: 'policy.sendRenewalNotice' },
  { type: 'policy.saveNumber', insurerPolicyNumber: '' },
  { type: 'policy.saveNumber', insurerPolicyNumber: 'LAG/MTR/26/004411' },
  { type: 'policy.giveReason', reason: '' },
  { type: 'policy.giveReason', reason: 'The client bought cover elsewhere' },
  { type: 'policy.documentUploaded', policy: POLICIES.active },
  done('sendPlacementSlip', POLICIES.placed),
  failed('sendPlacementSlip', FAILURES.network),
  failed('sendPlacementSlip', FAILURES.notPlaceable),
  done('confirmPlacement', CONFIRMED),
  failed('confirmPlacement', FAILURES.network),
  done('recordNumber', READY_FOR_COVER),
  failed('recordNumber', FAILURES.numberTaken),
  done('activatePolicy', POLICIES.active),
  failed('activatePolicy', FAILURES.noCover),
  done('expirePolicy', POLICIES.expired),
  failed('expirePolicy', FAILURES.endsLater),
  done('lapsePolicy', POLICIES.lapsed),
  failed('lapsePolicy', FAILURES.network),
  done('cancelPolicy', POLICIES.cancelled),
  done('sendCreditNote', POLICIES.active),
  failed('sendCreditNote', FAILURES.network),
  done('billPolicy', BILLED),
  failed('billPolicy', FAILURES.network),
  failed('billPolicy', FAILURES.notBillable),
  done('sendRenewalNotice', NOTIFIED),
  failed('sendRenewalNotice', FAILURES.noEmail),
  failed('sendRenewalNotice', FAILURES.network),
  // The reload answers the policy as the call left it.
  ...[...SHOWN, CONFIRMED, POLICIES.lapsed, POLICIES.cancelled, BILLED, NOTIFIED].map((policy) => done('reloadPolicy', policy)),
  failed('reloadPolicy', FAILURES.network),
];

export const opening = (viewer: PolicyViewer = BROKER, today = READ_ON): PolicyLifecycleInput => ({ policyId: POLICY_ID, viewer, today });

export const ENTRIES: Record<string, PolicyLifecycleInput> = {
  // Read after the active fixture's end, so that marking it expired is on a path.
  'a broker who may update and send': opening(BROKER, AFTER_THE_END),
  'a reader who may only view': opening(READER),
};

export function describePolicy(snapshot: Snapshot) {
  const { policy, failure } = snapshot.context;
  return {
    value: snapshot.value,
    status: policy?.status ?? null,
    confirmed: Boolean(policy?.placement_confirmed_at),
    billed: Boolean(policy?.invoice_id),
    notified: Boolean(policy?.renewal_notice_sent_at),
    coverable: policy ? coverRefusal(policy) === null : null,
    failure: failure ? (failure.code ?? 'form') : null,
  };
}

export const eventName = (event: ModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');
  if ('output' in event)
    return `${base}(${event.output.status}${event.output.placement_confirmed_at ? ',confirmed' : ''}${coverRefusal(event.output) ? '' : ',coverable'}${event.output.invoice_id ? '' : ',unbilled'}${event.output.renewal_notice_sent_at ? ',notified' : ''})`;
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if (event.type === 'policy.saveNumber') return `${base}(${event.insurerPolicyNumber ? 'typed' : 'blank'})`;
  if (event.type === 'policy.giveReason') return `${base}(${event.reason ? 'typed' : 'blank'})`;
  return base;
};

export const policyLifecycleModel: MachineModel<PolicyModelEvent> = {
  events: MODEL_EVENTS,
  eventName,
  serialize: (snapshot) => describePolicy(snapshot as Snapshot),
  entries: ENTRIES,
  labels: {
    'xstate.done.actor.loadPolicy': 'the policy loads',
    'xstate.done.actor.reloadPolicy': 'the policy is read again',
    'policy.sendPlacementSlip': 'send the placement slip',
    'policy.confirmPlacement': 'record the insurer’s acceptance',
    'policy.recordNumber': 'record the insurer’s policy number',
    'policy.activate': 'put on cover',
    'policy.markExpired': 'mark expired',
    'policy.bill': 'raise the invoice',
    'policy.saveNumber': 'save the number',
    'policy.giveReason': 'give the reason',
  },
};
