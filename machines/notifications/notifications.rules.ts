import type { GuardRules } from '../guard-rules';

const CHANNEL = 'Back-office specification §7 The calls it makes › Real-time channel';
const TEST = 'tests/machines/notifications.machine.test.ts';

/** The rules behind each guard of the notifications machine (notifications.machine.ts). */
export const notificationsRules: GuardRules = {
  isNew: {
    calls: null,
    decides: 'A notification heard on the socket was not heard before (by its offset): it is announced once, however often it arrives.',
    spec: CHANNEL,
    test: TEST,
  },
  isOnline: {
    calls: null,
    decides: 'The browser says it is online, so the socket may connect; the browser’s word needs no domain rule.',
    spec: CHANNEL,
    test: TEST,
  },
};
