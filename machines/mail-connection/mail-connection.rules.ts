import type { GuardRules } from '../guard-rules';

/** The rules behind each guard of the mail connection (mail-connection.machine.ts). */
export const mailConnectionRules: GuardRules = {
  formReady: {
    calls: 'domain/validation.ts validatePayload',
    decides:
      'The form passes the checks the server makes of a mail connection (MailConnectionPayload, through connection-form.ts checkedConnection): only such a form is saved or tested.',
    spec: 'Back-office specification §7 The calls it makes › Mailer',
    test: 'tests/domain/validation.test.ts',
  },
  testPassed: {
    calls: null,
    decides: 'The mail server’s answer to the test says it passed, as the server reports it.',
    spec: 'Back-office specification §7 The calls it makes › Mailer',
    test: 'tests/machines/mail-connection.machine.test.ts',
  },
};
