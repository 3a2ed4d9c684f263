import { Button } from '../../ui/button';
import { isEndingMove, moveLabel } from './claim-moves';
import type { ClaimState } from './use-claim';

/**
 * The header's buttons: one per status the claim may go to next, as the machine's guards allow
 * them (only to a holder of 'Update Claim'), then Edit details and Send mail.
 */
export function ClaimActions({ state }: { state: ClaimState }) {
  const { claim, moves, offers, busy } = state;
  if (!claim) return null;
  return (
    <div role="group" aria-label="Claim actions" className="flex flex-wrap gap-2">
      {moves.map((to) => (
        <Button key={to} variant={isEndingMove(to) ? 'danger' : 'primary'} disabled={busy} onClick={() => state.move(to)}>
          {moveLabel(claim.status, to)}
        </Button>
      ))}
      {offers.edit && (
        <Button variant="secondary" disabled={busy} onClick={state.edit}>
          Edit details
        </Button>
      )}
      {offers.notify && (
        <Button variant="secondary" disabled={busy} onClick={state.notify}>
          Send mail
        </Button>
      )}
    </div>
  );
}
