import { fromPromise } from 'xstate';
import { fetchMailConnection, fetchRecentMail, modifyMailConnection, saveMailConnection, testMailConnection } from '../../api/mailer';
import type {
  ConnectionSave,
  MailConnectionLoaded,
  MailConnectionSettings,
  MailConnectionTest,
  MailConnectionTestPayload,
} from '../../../machines/mail-connection/mail-connection.types';
import type { ApiClient } from '../../api/client';

/** How many of the latest mails the screen lists. */
export const RECENT_MAIL = 10;

/** The mail connection machine's requests, bound to the real API; leaving a state aborts its request. */
export function createMailConnectionActors(api: ApiClient) {
  return {
    loadConnection: fromPromise<MailConnectionLoaded>(async ({ signal }) => {
      const [settings, deliveries] = await Promise.all([fetchMailConnection(api, signal), fetchRecentMail(api, RECENT_MAIL, signal)]);
      return { settings, deliveries };
    }),
    saveConnection: fromPromise<MailConnectionSettings, ConnectionSave>(({ input, signal }) =>
      input.kind === 'save' ? saveMailConnection(api, input.payload, signal) : modifyMailConnection(api, input.change, signal),
    ),
    testConnection: fromPromise<MailConnectionTest, MailConnectionTestPayload>(({ input, signal }) =>
      testMailConnection(api, input, signal),
    ),
  };
}
