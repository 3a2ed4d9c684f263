import { claimLink } from '../../../domain/claims';
import { useLiveNotification } from '../../app/notifications/use-notifications';
import type { ClaimActor } from './use-claim';

/**
 * Tells the claims machine when a notification linked to this claim arrives live while the page is
 * open (someone else moved it, commented or uploaded): the machine reads the claim again in the
 * background, never trusting the notification alone.
 */
export function useLiveClaimEvents(actor: ClaimActor, claimId: string): void {
  useLiveNotification((notification) => {
    if (notification.link === claimLink(claimId)) actor.send({ type: 'claim.changed' });
  });
}
