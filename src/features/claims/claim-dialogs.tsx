import { ClaimFactsDialog } from './claim-facts-dialog';
import { ClaimMailDialog } from './claim-mail-dialog';
import { ClaimMoveDialog } from './claim-move-dialog';
import type { ClaimState } from './use-claim';

/** The dialog the machine has open, one slot per dialog; the upload dialog lives with the documents. */
export function ClaimDialogs({ state }: { state: ClaimState }) {
  const { dialog, claim, moveTo } = state;
  if (!dialog || !claim) return null;
  switch (dialog) {
    case 'moving':
      return moveTo && <ClaimMoveDialog state={state} claim={claim} to={moveTo} />;
    case 'editing':
      return <ClaimFactsDialog state={state} />;
    case 'notifying':
      return <ClaimMailDialog state={state} />;
    case 'uploading':
      return null;
  }
}
