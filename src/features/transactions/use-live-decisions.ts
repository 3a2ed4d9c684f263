import { useLiveNotification } from '../../app/notifications/use-notifications';
import type { NotificationItem } from '../../../domain/notifications';
import type { TransactionActor } from './use-transaction';

const RESPONSE_KIND = 'transaction_approval_response';
const DETAILS_LINK = /^\/account\/transactions\/([^/]+)\/details$/;

/** The reference number a live approval response is about, from the link it carries; null for any other notification. */
export function decidedRef(notification: NotificationItem): string | null {
  if (notification.kind !== RESPONSE_KIND || !notification.link) return null;
  const match = DETAILS_LINK.exec(notification.link);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/**
 * Tells the transaction machine of each approval response that arrives live while the page is open,
 * as the grants reload on `access_changed`; the machine reloads when it is about its transaction.
 */
export function useLiveDecisions(actor: TransactionActor): void {
  useLiveNotification((notification) => {
    const refNo = decidedRef(notification);
    if (refNo) actor.send({ type: 'transaction.decided', refNo });
  });
}
