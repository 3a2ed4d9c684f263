import { EndorsementDecisionPayload } from '../../domain/policies';
import { validatePayload } from '../../domain/validation';
import type { DecisionInput, RequestFailure } from './endorsement-lifecycle.types';

// The decision typed on the endorsement's page, checked with the struct the server checks it with.

const INVALID_FORM = 'Please correct the highlighted fields';

export const rejection = (reason: string): DecisionInput['decision'] => ({ status: 'rejected', reason: reason.trim() });

/** What the server would refuse in a decision, as a failure with its field errors; null when none. */
export function decisionRefusal(decision: DecisionInput['decision']): RequestFailure | null {
  const checked = validatePayload(EndorsementDecisionPayload, decision);
  if (checked.ok) return null;
  return { message: INVALID_FORM, fieldErrors: Object.fromEntries(checked.errors.map(({ field, message }) => [field, message])) };
}
