import { CLAIM_STATUS_LABELS, CLAIM_STATUSES } from '../../domain/claims/status';
import { moveEvent, type ClaimMoveEvent } from '../../machines/claims/claim-status.machine';
import type { MachineModel } from '../support/machine-model';

// The claim status machine's model: one move to each status (the model keeps those the table allows
// from where the claim is), which its model-based test, the walker and the paths on its Diagram page share.

export const MODEL_EVENTS: readonly ClaimMoveEvent[] = CLAIM_STATUSES.map(moveEvent);

export const claimStatusModel: MachineModel<ClaimMoveEvent> = {
  events: MODEL_EVENTS,
  eventName: (event) => event.type,
  serialize: (snapshot) => snapshot.value,
  // The machine takes no input: every claim starts registered.
  entries: { 'a claim just registered': undefined },
  labels: Object.fromEntries(CLAIM_STATUSES.map((to) => [moveEvent(to).type, `move to ${CLAIM_STATUS_LABELS[to]}`])),
};
