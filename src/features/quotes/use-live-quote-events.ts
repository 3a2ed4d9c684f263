import { useLiveNotification } from '../../app/notifications/use-notifications';
import type { NotificationItem } from '../../../domain/notifications';
import type { QuoteApprovalActor } from './use-quote-approval';

const QUOTE_LINK = /^\/quotes\/([^/]+)$/;
const EVENTS = { quote_approval_request: 'quote.approvalRequested', quote_approval_response: 'quote.approvalAnswered' } as const;

/** The machine event a live quote approval notification makes, from the quote link it carries; null for any other. */
export function quoteEventOf(notification: NotificationItem) {
  const type = EVENTS[notification.kind as keyof typeof EVENTS];
  const match = type && notification.link ? QUOTE_LINK.exec(notification.link) : null;
  if (!type || !match) return null;
  try {
    return { type, quoteId: decodeURIComponent(match[1]!) };
  } catch {
    return null;
  }
}

/**
 * Tells the quote machine of each quote approval request or response that arrives live while the
 * page is open; the machine reloads the quote when it is about this one, never trusting the
 * notification alone.
 */
export function useLiveQuoteEvents(actor: QuoteApprovalActor): void {
  useLiveNotification((notification) => {
    const event = quoteEventOf(notification);
    if (event) actor.send(event);
  });
}
