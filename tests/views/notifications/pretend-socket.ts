import { fromCallback } from 'xstate';
import type { ChannelEvent, NotificationsEvent } from '../../../machines/notifications/notifications.types';
import type { NotificationsLink } from '../../../src/app/notifications/notifications-link';

/** A notifications link whose socket the test speaks through, remembering the offsets the app stores. */
export function pretendSocket(storedOffset: number | null = null) {
  const opened: { offset: number | null }[] = [];
  let speak: ((event: NotificationsEvent) => void) | null = null;
  let offset = storedOffset;
  const link: NotificationsLink = {
    channel: fromCallback<NotificationsEvent, { offset: number | null }>(({ sendBack, input }) => {
      opened.push(input);
      speak = sendBack;
      return () => {
        if (speak === sendBack) speak = null;
      };
    }),
    readOffset: () => offset,
    storeOffset: (next) => void (offset = next),
  };
  return {
    link,
    opened,
    storedOffset: () => offset,
    isOpen: () => speak !== null,
    say(event: ChannelEvent) {
      if (!speak) throw new Error(`No socket is open to say ${event.type}`);
      speak(event);
    },
  };
}
